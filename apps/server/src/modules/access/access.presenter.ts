import { deriveFlags } from '@coulisse/shared/access/flags';
import { emptyRights, rightsToDto, type RightsSet } from '@coulisse/shared/access/rights';
import { AREAS, type Scope } from '@coulisse/shared/access/registry';
import type { AccessRoleDto, AccessRoleListItem, RightsMatrixArea, RoleUser, UserRightsAnswer } from '@coulisse/shared/schemas/access';
import type { RoleRow } from './access.repository';

/** An access role with its full matrix (spec 3 §3 "Access role"). */
export function presentAccessRole(row: RoleRow): AccessRoleDto {
  return { ...presentAccessRoleListItem(row), rights: rightsToDto(row.rights) };
}

export function presentAccessRoleListItem(row: Omit<RoleRow, 'rights'>): AccessRoleListItem {
  return { id: row.id, name: row.name, description: row.description, userCount: row.userCount, createdAt: row.createdAt.toISOString() };
}

/** The empty matrix of the new-role screen: every area, its labels, sub-rights and scope. */
export function presentRightsMatrix(): RightsMatrixArea[] {
  const scopes = new Map<string, Scope>(AREAS.map((a) => [a.name, a.scope]));
  return rightsToDto(emptyRights()).map((area) => ({ ...area, scope: scopes.get(area.name) ?? 'global' }));
}

export interface RoleUserRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  image: string | null;
  linked: boolean;
}

/** A user on the linking screen; e-mail and picture follow the caller's rights like the users list. */
export function presentRoleUser(row: RoleUserRow, viewer: { id: number; rights: RightsSet }): RoleUser {
  const flags = deriveFlags(viewer.rights);
  const own = row.id === viewer.id;
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: own || flags.canReadUsersContact ? row.email : null,
    image: own || flags.canReadUsersPicture ? row.image : null,
    linked: row.linked,
  };
}

export function presentUserRights(
  rights: RightsSet,
  globalRights: RightsSet,
  roles: { id: number; name: string; projectId: number | null }[],
): UserRightsAnswer {
  return {
    rights: rightsToDto(rights),
    flags: deriveFlags(rights, globalRights),
    accessRoles: roles.map((r) => ({ id: r.id, name: r.name, projectId: r.projectId })),
  };
}
