/** Every query about registrations starts with `['registrations']`, so one invalidation refreshes lists and details. */
export const registrationsKey = ['registrations'] as const;
export const projectRegistrationsKey = (projectId: number) => [...registrationsKey, 'project', projectId] as const;
export const notRegisteredKey = (projectId: number) => [...registrationsKey, 'not-registered', projectId] as const;
export const registrationKey = (id: number) => [...registrationsKey, 'detail', id] as const;
export const registrationFormKey = (projectId: number, userId: number | null) => [...registrationsKey, 'form', projectId, userId] as const;
export const copyTargetsKey = ['registrations', 'copy-targets'] as const;
