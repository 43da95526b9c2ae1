import { accessRoleBody, type AccessRoleListItem } from '@coulisse/shared/schemas/access';
import { accessRoles } from '../../db/schema/index';
import { containsFilter, type ListResource } from '../../platform/http/list';
import { presentAccessRoleListItem } from './access.presenter';
import { globalUserCount, type RoleRow } from './access.repository';
import { createAccessRole, removeAccessRoles, updateAccessRole } from './access.service';

type RoleListRow = Omit<RoleRow, 'rights'>;

/**
 * GET /api/access_roles and the generic create, update and delete calls (spec 3 §7: "Save and
 * delete of an access role use the generic list calls"). The role table stays small (tens of
 * rows), so the text filter scans it instead of needing a trigram index.
 */
export const accessRolesList: ListResource<RoleListRow, AccessRoleListItem> = {
  plural: 'access_roles',
  single: 'access_role',
  tags: ['access'],
  access: { read: { right: 'rights.read' }, create: { right: 'rights.create' }, update: { right: 'rights.update' }, delete: { right: 'rights.delete' } },
  table: accessRoles,
  columns: { id: accessRoles.id, name: accessRoles.name, description: accessRoles.description, createdAt: accessRoles.createdAt, userCount: globalUserCount },
  filters: {
    text: containsFilter([accessRoles.name, accessRoles.description]),
  },
  sorts: { name: accessRoles.name, createdAt: accessRoles.createdAt },
  defaultSort: 'name:asc',
  idColumn: accessRoles.id,
  present: presentAccessRoleListItem,
  create: { body: accessRoleBody, handler: (ctx, body) => createAccessRole(ctx, body) },
  update: { body: accessRoleBody, handler: (ctx, id, body) => updateAccessRole(ctx, id, body) },
  remove: (ctx, ids) => removeAccessRoles(ctx, ids),
};
