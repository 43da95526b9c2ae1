/** Every query about one person starts with `['user', id]`, so one invalidation refreshes them all. */
export const userKey = (id: number) => ['user', id] as const;
export const userRegistrationsKey = (id: number) => [...userKey(id), 'registrations'] as const;
export const userHistoryKey = (id: number) => [...userKey(id), 'history'] as const;
export const certificateKey = (id: number) => [...userKey(id), 'certificate'] as const;

/** Every users list (volunteers, pickers) shares this key. */
export const usersKey = ['users'] as const;
export const onlineUsersKey = ['statistics', 'users', 'online'] as const;
export const registrationProjectsKey = ['users', 'projects'] as const;
export const mailTemplatesKey = ['mail', 'templates'] as const;
