/** Query keys of the volunteers feature; the users list shares its key with every users list. */
export const usersKey = ['users'] as const;
export const onlineUsersKey = ['statistics', 'users', 'online'] as const;
export const registrationProjectsKey = ['users', 'projects'] as const;
