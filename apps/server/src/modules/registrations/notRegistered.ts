import { sql } from 'drizzle-orm';
import { registrations, users } from '../../db/schema/index';
import type { ListResource } from '../../platform/http/list';
import { usersList } from '../people/users.list';

type UsersResource = typeof usersList extends ListResource<infer R, infer D> ? ListResource<R, D> : never;

/**
 * GET /api/project/{id}/not-registered (`/projecten/{id}/inschrijvingen/niet-ingeschreven`): the
 * volunteers list (same filters, sorts and masking) limited to people without a registration in
 * the project, so staff can register them.
 */
export const notRegisteredResource = (projectId: number): UsersResource => ({
  ...usersList,
  scope: () => sql`not exists (select 1 from ${registrations} where ${registrations.userId} = ${users.id} and ${registrations.projectId} = ${projectId})`,
});
