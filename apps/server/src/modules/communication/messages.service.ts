import { translateNl } from '@coulisse/shared/i18n/index';
import { messageDescriptionRule } from '@coulisse/shared/rules/messages';
import type { MessageDto, MessageMarkAnswer, ProjectMessageItem, UnreadMessages } from '@coulisse/shared/schemas/communication';
import type { SelectorData } from '@coulisse/shared/schemas/rehearsals';
import type { z } from 'zod';
import type { messageBody } from '@coulisse/shared/schemas/communication';
import type { Auth } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { claimFiles, filesOf } from '../../platform/files/store';
import { forbidden, invalid, notFound } from '../../platform/http/errors';
import { selectorChoices } from '../casting/selector.repository';
import { findProject } from '../projects/projects.repository';
import { emitUnreadMessages, sendFanOut } from './messages.fanout';
import * as repo from './messages.repository';
import { sanitizeRichText } from './richText';

/**
 * Project messages (spec 2 §2 §4 §5 §7). Who may call what is declared on the routes
 * (messages.access.ts); these functions hold the rules of the data.
 */

type Body = z.output<typeof messageBody>;

/** The newest unread messages GET /api/messages/unread carries besides the count. */
const UNREAD_SHOWN = 10;

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

/**
 * POST /api/messages/projects/{id}: the description is sanitised with the allow-list and its rule
 * checked again on the result (markup the sanitiser drops does not count). The recipients are
 * resolved and told by the fan-out job, so this answers at once whatever their number.
 */
export async function createMessage(ctx: AppContext, projectId: number, body: Body, auth: Auth) {
  if (!(await findProject(ctx.db, projectId))) throw notFound();
  const description = sanitizeRichText(body.description);
  const problem = messageDescriptionRule(description);
  if (problem) throw invalid('description', problem);
  // Parts other than 'all' name what they select; parts of other projects select nobody (the SQL keeps to the project).
  for (const item of body.selection) if (item.kind !== 'all' && item.refId === null) throw invalid('selection', 'validation.invalidInput');
  const created = await ctx.db.transaction(async (tx) => {
    const message = await repo.insertMessage(tx, { projectId, title: body.title, description, authorId: auth.user.id }, body.selection);
    // The caller's own uploads only (400 'files.unknown' otherwise), in the same transaction.
    if (body.files.length) await claimFiles(tx, body.files, { kind: 'messageAttachment', id: message.id }, auth.user.id);
    return message;
  });
  await sendFanOut(ctx, created.id);
  const data: ProjectMessageItem = {
    id: created.id,
    title: body.title,
    creationDt: created.creationDt.toISOString(),
    author: `${auth.user.firstName} ${auth.user.lastName}`,
    // The fan-out job resolves and counts the recipients.
    total: 0,
    opened: 0,
    read: 0,
    sent: false,
  };
  return { message: translateNl('messages.created'), data };
}

/** GET /api/messages/{id}: recipients and the project's readers of messages (declared on the route). */
export async function getMessage(ctx: AppContext, id: number, userId: number): Promise<MessageDto> {
  const message = await repo.findMessage(ctx.db, id);
  if (!message) throw notFound();
  const own = await repo.ownTimes(ctx.db, id, userId);
  return {
    id: message.id,
    projectId: message.projectId,
    projectName: message.projectName,
    title: message.title,
    description: message.description,
    creationDt: message.creationDt.toISOString(),
    read: own ? own.openedDt !== null || own.readDt !== null : true,
    openedDt: iso(own?.openedDt ?? null),
    readDt: iso(own?.readDt ?? null),
    files: await filesOf(ctx.db, { kind: 'messageAttachment', id }),
  };
}

/**
 * POST /api/messages/{id}/opened and /read (spec 2 §7): the caller's own times; `userId`, when
 * sent, must be the caller. The first time stays; every tab and device of the caller gets the new
 * unread count.
 */
export async function markMessage(ctx: AppContext, id: number, userId: number | undefined, auth: Auth, read: boolean): Promise<MessageMarkAnswer> {
  if (userId !== undefined && userId !== auth.user.id) throw forbidden();
  const times = await repo.markOwn(ctx.db, id, auth.user.id, read);
  if (!times) throw notFound();
  await emitUnreadMessages(ctx, [auth.user.id]);
  const unread = (await repo.countUnreadMessages(ctx.db, [auth.user.id])).get(auth.user.id) ?? 0;
  return { message: read ? translateNl('messages.markedRead') : null, openedDt: iso(times.openedDt), readDt: iso(times.readDt), unread };
}

/** GET /api/messages/unread: the Nieuws badge. */
export async function unreadMessages(ctx: AppContext, userId: number): Promise<UnreadMessages> {
  const [counts, newest] = await Promise.all([repo.countUnreadMessages(ctx.db, [userId]), repo.newestUnread(ctx.db, userId, UNREAD_SHOWN)]);
  return { count: counts.get(userId) ?? 0, items: newest.map((m) => ({ ...m, creationDt: m.creationDt.toISOString(), read: false })) };
}

/** GET /api/messages/selectorData?projectId: what the recipient selector offers (the rehearsal form's). */
export async function messageSelectorData(ctx: AppContext, projectId: number): Promise<SelectorData> {
  if (!(await findProject(ctx.db, projectId))) throw notFound();
  return { ...(await selectorChoices(ctx.db, projectId)), selection: [] };
}
