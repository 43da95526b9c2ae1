import type { ListAnswer, ListQuery } from '@coulisse/shared/schemas/lists';
import { sql } from 'drizzle-orm';
import { registrations, users } from '../../db/schema/index';
import type { Auth } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/http/errors';
import { buildOrder, buildWhere, countQuery, fetchPage, narrowsFirst, parseFilters, type ListResource } from '../../platform/http/list';
import { presentUserListItem, usersList } from '../people/users.list';
import { findProject } from './registrations.repository';

type UserItem = ReturnType<typeof presentUserListItem>;

/**
 * GET /api/project/{id}/not-registered (`/projecten/{id}/inschrijvingen/niet-ingeschreven`): the
 * volunteers list (same filters, sorts and masking) limited to people without a registration in
 * the project, so staff can register them.
 */
export async function notRegisteredUsers(ctx: AppContext, projectId: number, query: ListQuery, auth: Auth): Promise<ListAnswer<UserItem>> {
  if (!(await findProject(ctx.db, projectId))) throw notFound();
  const resource = {
    ...usersList,
    scope: () => sql`not exists (select 1 from ${registrations} where ${registrations.userId} = ${users.id} and ${registrations.projectId} = ${projectId})`,
  } as unknown as ListResource<unknown, unknown>;
  const filters = parseFilters(resource, query.filters);
  const where = buildWhere(resource, filters, auth);
  const order = buildOrder(resource, query.sort);
  const limit = query.all === 'true' || query.all === '1' || query.items === 'all' ? 5000 : (query.items);
  const [rows, [total]] = await Promise.all([fetchPage(ctx.db, resource, where, order, limit, query.offset, narrowsFirst(resource, filters)), countQuery(ctx.db, resource, where)]);
  return { data: rows.map((row) => presentUserListItem(row as Parameters<typeof presentUserListItem>[0], auth)), total: total?.n ?? 0, offset: query.offset, items: rows.length, filters, message: null };
}
