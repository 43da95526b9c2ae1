import { projectsKey } from '../../../app/project/api/keys';

/** Query keys of the projects area; the project itself and its settings are shared with the project shell (`app/project/api/keys.ts`). */
export { projectKey, projectsKey, projectSettingsKey,  } from '../../../app/project/api/keys';
export const projectStatisticsKey = (id: number) => [...projectsKey, 'statistics', id] as const;
export const openProjectsKey = [...projectsKey, 'open'] as const;
