import { translateNl } from '@coulisse/shared/i18n/index';
import { richTextOf } from '@coulisse/shared/rules/messages';
import type { AppContext } from '../../platform/context';
import type { MailMessage } from '../../platform/mail/mailer';
import { escapeHtml } from '../../platform/mail/templates';
import { emitNotifications, notice } from './notifications.engine';
import * as repo from './messages.repository';
import type { MessageRecord, Recipient } from './messages.repository';

/**
 * Sending a project message to its recipients, in a durable pg-boss job (ARCHITECTURE
 * "Messages"), so the request that writes a message to 5,000 people answers at once.
 *
 * One transaction resolves the selection, writes a read row, an in-app notice and (when the
 * project wants it) an outbox mail per recipient, and marks the message sent; the message row is
 * locked first and a sent message is skipped, so a job that runs twice sends nothing twice, and a
 * crash before the commit leaves nothing half sent. After the commit the mails go to the mail
 * queue and every recipient's sockets get their new counts. A sweep re-sends the job of a message
 * still unsent after a minute (lost between commit and send, or written by an instance without
 * workers).
 */
const FANOUT_QUEUE = 'message-fanout';
const STALE_MS = 60_000;

type Ctx = Pick<AppContext, 'db' | 'realtime' | 'mailer' | 'config'>;

/** The mail of a message to one recipient; the rich text is the server-sanitised description. */
function messageMail(ctx: Ctx, message: MessageRecord, to: Recipient): MailMessage {
  const url = `${ctx.config.publicUrl}/berichten/${message.id}`;
  const intro = translateNl('messages.mail.intro', { project: message.projectName });
  const open = translateNl('messages.mail.open');
  const html = `<!doctype html><html lang="nl"><body style="font-family:Arial,sans-serif;color:#222">
<p>${escapeHtml(intro)}</p>
<h2>${escapeHtml(message.title)}</h2>
${message.description}
<p><a href="${escapeHtml(url)}">${escapeHtml(open)}</a></p>
</body></html>`;
  const text = `${intro}\n\n${message.title}\n\n${richTextOf(message.description)}\n\n${open}: ${url}\n`;
  return { to: to.email, subject: `${message.projectName}: ${message.title}`.slice(0, 255), html, text, template: 'message', userId: to.userId };
}

/** Sends one message (the job's work); nothing when it is gone or sent already. */
export async function fanOutMessage(ctx: Ctx, messageId: number): Promise<void> {
  const sent = await ctx.db.transaction(async (tx) => {
    const message = await repo.lockUnsent(tx, messageId);
    if (!message) return null;
    const recipients = await repo.insertRecipients(tx, message.id, message.projectId);
    const userIds = recipients.map((r) => r.userId);
    await notice(tx, 'message', { userIds, projectId: message.projectId, params: { project: message.projectName, title: message.title } });
    const mails = (await repo.projectMailsMessages(tx, message.projectId)) ? await ctx.mailer.enqueueMany(tx, recipients.map((r) => messageMail(ctx, message, r))) : [];
    await repo.markSent(tx, message.id);
    return { userIds, mails };
  });
  if (!sent) return;
  await ctx.mailer.dispatch(...sent.mails);
  await emitNotifications(ctx, sent.userIds);
  await emitUnreadMessages(ctx, sent.userIds);
}

/** After commit: each user's unread message count to their sockets (`messages_unread` to `user:<id>`), for the Nieuws badge. */
export async function emitUnreadMessages(ctx: Pick<AppContext, 'db' | 'realtime'>, userIds: readonly number[]): Promise<void> {
  if (!userIds.length) return;
  const unread = await repo.countUnreadMessages(ctx.db, userIds);
  for (const userId of userIds) ctx.realtime.emit(`user:${userId}`, 'messages_unread', { unread: unread.get(userId) ?? 0 });
}

const SWEEP_QUEUE = 'message-fanout-sweep';

/** Declares the fan-out queue and its sweep (once a minute, and at start); called when the routes are registered. */
export function defineMessageFanOut(ctx: AppContext): void {
  ctx.jobs.define<{ id: number }>({
    name: FANOUT_QUEUE,
    // One waiting job per message; a failed fan-out (rolled back whole) is retried from 10 s on, doubling.
    options: { policy: 'short', retryLimit: 5, retryDelay: 10, retryBackoff: true },
    work: { batchSize: 1, pollingIntervalSeconds: 1 },
    handle: async (jobs) => {
      for (const job of jobs) await fanOutMessage(ctx, job.data.id);
    },
  });
  const sweep = async () => {
    for (const id of await repo.unsentBefore(ctx.db, new Date(Date.now() - STALE_MS))) await sendFanOut(ctx, id);
  };
  ctx.jobs.define<object>({ name: SWEEP_QUEUE, options: { policy: 'short' }, work: { pollingIntervalSeconds: 10 }, handle: sweep, cron: '* * * * *', onStart: sweep });
}

/** Queues the fan-out of a message; call after the transaction that wrote it has committed. */
export async function sendFanOut(ctx: Pick<AppContext, 'jobs'>, messageId: number): Promise<void> {
  await ctx.jobs.send(FANOUT_QUEUE, { id: messageId }, { singletonKey: `message-${messageId}` });
}
