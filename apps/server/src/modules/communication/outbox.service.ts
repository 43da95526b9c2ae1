import type { MailDetail } from '@coulisse/shared/schemas/communication';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/http/errors';
import { presentMailDetail } from './outbox.presenter';
import { findMail } from './outbox.repository';

/** One outbox mail with both bodies, for the preview. */
export async function getMail(ctx: AppContext, id: number): Promise<MailDetail> {
  const row = await findMail(ctx.db, id);
  if (!row) throw notFound();
  return presentMailDetail(row);
}

/**
 * Sends a failed mail again: it goes back to `queued` and to the job queue. Only a failed mail
 * qualifies; a queued one is on its way and a sent one would arrive twice.
 */
export async function retryMail(ctx: AppContext, id: number): Promise<MailDetail> {
  if (!(await ctx.mailer.requeue(id))) {
    if (!(await findMail(ctx.db, id))) throw notFound();
    throw new AppError('conflict', 'outboxRetry.notFailed');
  }
  return getMail(ctx, id);
}
