/**
 * Query keys of the project data that the project shell and the features inside a project share.
 * Everything starts with `projectsKey`, so one invalidation by the projects feature (a save, a copy,
 * a delete) refreshes all of it; a settings save refreshes `projectSettingsKey(id)` and with it the
 * lists the rehearsal form and the registration filters read.
 */
export const projectsKey = ['projects'] as const;
export const projectKey = (id: number) => [...projectsKey, 'detail', id] as const;
export const projectSettingsKey = (id: number) => [...projectsKey, 'settings', id] as const;
export const settingsListsKey = (id: number) => [...projectSettingsKey(id), 'lists'] as const;
export const projectCastsKey = (id: number) => [...projectSettingsKey(id), 'casts'] as const;
export const projectUserRightsKey = (projectId: number, userId: number) => [...projectsKey, 'rights', projectId, userId] as const;
