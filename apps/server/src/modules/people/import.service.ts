import { translateNl } from '@coulisse/shared/i18n/index';
import { INVITE_TOKEN_MS } from '@coulisse/shared/rules/constants';
import type { ImportPreview, ImportProgress, ImportResult, ImportUser } from '@coulisse/shared/schemas/people/staffTools';
import type { importBody } from '@coulisse/shared/schemas/people/staffTools';
import type { z } from 'zod';
import type { Auth } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import { emitNotifications, notify } from '../communication/notifications.engine';
import { decodeCsv, refuseFile } from '../../platform/http/upload';
import { duplicatesInBatch, parseImportFile } from './import.csv';
import { inviteMail } from './import.mails';
import { existingEmails, insertImportedUsers, insertInviteTokens, withBulkSearchIndex, type CreatedUser } from './staffTools.repository';

/** People written per round: one users, one tokens and one outbox statement each, then a progress event. */
const CHUNK = 500;

/**
 * POST /api/import/preview: reads the file and answers every row with its problems; nothing is
 * written. Rows whose address already has an account are refused here too.
 */
export async function previewImport(ctx: AppContext, file: { name: string; data: Buffer }): Promise<ImportPreview> {
  if (!/\.csv$/i.test(file.name)) throw refuseFile('form.error.fileType');
  const parsed = parseImportFile(decodeCsv(file.data));
  const taken = await existingEmails(
    ctx.db,
    parsed.rows.filter((r) => r.user).map((r) => r.email),
  );
  let accepted = 0;
  const rows = parsed.rows.map((row) => {
    if (row.user && taken.has(row.email.toLowerCase())) {
      return { ...row, user: null, problems: [{ field: 'email' as const, message: 'importUsers.problems.emailExists' }] };
    }
    if (row.user) accepted++;
    return row;
  });
  return { columns: parsed.columns, rows, accepted, refused: rows.length - accepted, skipped: parsed.skipped };
}

/**
 * POST /api/import: creates every confirmed person, or nobody. The rows are checked again (the
 * schema did the rules; here duplicates and existing accounts): one problem refuses the batch.
 * In one transaction per batch: the users, their password links, their invitations in the outbox
 * and one `new_users` notification for the whole import. Progress goes to the importer's sockets.
 */
export async function confirmImport(ctx: AppContext, auth: Auth, body: z.output<typeof importBody>): Promise<ImportResult> {
  const people = body.users;
  const problems = duplicatesInBatch(people);
  const taken = await existingEmails(
    ctx.db,
    people.map((p) => p.email),
  );
  people.forEach((p, index) => {
    if (taken.has(p.email.trim().toLowerCase())) problems.set(index, 'importUsers.problems.emailExists');
  });
  if (problems.size) {
    const fields = Object.fromEntries([...problems].map(([index, key]) => [`users.${index}.email`, translateNl(key)]));
    throw new AppError('validation', 'importUsers.notImportedRows', { count: problems.size }, fields);
  }

  const progress = (done: number) => {
    if (body.uuid) ctx.realtime.emit(`user:${auth.user.id}`, 'IMPORT_PROGRESS', { uuid: body.uuid, done, total: people.length } satisfies ImportProgress);
  };
  progress(0);
  const { created, mailIds, notified } = await ctx.db.transaction(async (tx) => {
    const created: (CreatedUser & { row: number })[] = [];
    const mailIds: number[] = [];
    await withBulkSearchIndex(tx, async () => {
      for (let start = 0; start < people.length; start += CHUNK) {
        const chunk: ImportUser[] = people.slice(start, start + CHUNK);
        const inserted = await insertImportedUsers(tx, chunk);
        const tokens = await insertInviteTokens(
          tx,
          inserted.map((u) => u.id),
          INVITE_TOKEN_MS,
        );
        const mails = inserted.map((u) => {
          const url = `${ctx.config.publicUrl}/nieuw-wachtwoord/?email=${encodeURIComponent(u.email)}&token=${encodeURIComponent(tokens.get(u.id)!)}`;
          return inviteMail({ to: u.email, userId: u.id, firstName: u.firstName, url });
        });
        mailIds.push(...(await ctx.mailer.enqueueMany(tx, mails)));
        // Addresses are unique in the batch, so each created user finds its row by address.
        const rowOf = new Map(chunk.map((p) => [p.email.trim().toLowerCase(), p.row]));
        created.push(...inserted.map((u) => ({ ...u, row: rowOf.get(u.email.toLowerCase())! })));
        progress(created.length);
      }
    });
    const notified = await notify(tx, {
      subRight: 'new_users',
      text: 'new_users_import',
      params: { name: `${auth.user.firstName} ${auth.user.lastName}`, count: created.length },
      excludeUserId: auth.user.id,
    });
    return { created, mailIds, notified };
  });
  // Handing thousands of mails to the queue takes a moment: the answer does not wait for it, and
  // the outbox sweep re-dispatches whatever a failure here leaves queued.
  void ctx.mailer.dispatch(...mailIds).catch((err: unknown) => console.error('[import] dispatch of invitations', err));
  await emitNotifications(ctx, notified);
  progress(created.length);
  const count = created.length;
  return {
    message: translateNl(count === 1 ? 'importUsers.done_one' : 'importUsers.done', { count }),
    imported: count,
    users: created.map(({ row, id, firstName, lastName, email }) => ({ row, id, firstName, lastName, email })),
  };
}
