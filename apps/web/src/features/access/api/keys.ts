/** Every query of access roles starts with this key, so one invalidation refreshes them all. */
export const accessRolesKey = ['access_roles'] as const;

export const accessRoleKey = (id: number) => [...accessRolesKey, 'role', id] as const;

export const roleUsersKey = (id: number) => [...accessRolesKey, 'role', id, 'users'] as const;

/** The roles one can pick from (GET /api/access_roles?all=true), to add one to a user. */
export const accessRoleChoicesKey = [...accessRolesKey, 'choices'] as const;

/** A user's global roles; under people's `['user', id]`, so refreshing a person refreshes their roles too. */
export const userRightsKey = (userId: number) => ['user', userId, 'rights'] as const;
