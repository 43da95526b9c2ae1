/** Every query of access roles starts with this key, so one invalidation refreshes them all. */
export const accessRolesKey = ['access_roles'] as const;

export const accessRoleKey = (id: number) => [...accessRolesKey, 'role', id] as const;

export const roleUsersKey = (id: number) => [...accessRolesKey, 'role', id, 'users'] as const;
