import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../db/schema/index';
import type { AccessRule } from '../../platform/access/rules';
import { defineFilter, type ListResource } from '../../platform/http/list';
import type { RoleUser } from '@coulisse/shared/schemas/access';
import { containsPattern } from '../../platform/db/text';
import { linkedToRole, type LinkScope } from './access.repository';
import { presentRoleUser, type RoleUserRow } from './access.presenter';

/**
 * The users of one role in one scope (global, or one project), served like a generic list
 * (docs/lists.md). Filters: `text` (name, e-mail, phone, city: the users list's stored trigram
 * search text) and `linked` — true (the default, also when other filters are sent) lists the
 * linked users, false the users not linked yet, for the "add user" picker.
 */
export function roleUsersResource(roleId: number, projectId: LinkScope, access: AccessRule): ListResource<RoleUserRow, RoleUser> {
  const linked = linkedToRole(roleId, projectId);
  return {
    plural: 'users',
    single: 'user',
    prefix: projectId === null ? `/access_role/${roleId}` : `/project/${projectId}/accessRole/${roleId}`,
    access: { read: access },
    table: users,
    columns: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, image: users.image, linked: sql<boolean>`${linked}` },
    filters: {
      text: defineFilter(z.string().trim().max(100), (v) => (v ? sql`${users.searchText} like ${containsPattern(v)}` : undefined), { narrowsFirst: true }),
      linked: defineFilter(z.boolean(), (v) => (v ? linked : sql`not ${linked}`)),
    },
    sorts: { lastName: users.lastName, firstName: users.firstName, email: users.email },
    defaultSort: 'lastName:asc',
    idColumn: users.id,
    present: (row, auth) => presentRoleUser(row, { id: auth.user.id, rights: (projectId !== null && auth.projectRights?.get(projectId)) || auth.rights }),
  };
}
