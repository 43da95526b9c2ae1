/** Query keys of the projects area; invalidating `projectsKey` refreshes every project query. */
export const projectsKey = ['projects'] as const;
export const projectKey = (id: number) => ['projects', 'detail', id] as const;
export const projectStatisticsKey = (id: number) => ['projects', 'statistics', id] as const;
export const projectSettingsKey = (id: number) => ['projects', 'settings', id] as const;
export const openProjectsKey = ['projects', 'open'] as const;
