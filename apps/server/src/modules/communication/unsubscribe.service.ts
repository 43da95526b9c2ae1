import { translateNl } from '@coulisse/shared/i18n/index';
import type { MailSettings } from '@coulisse/shared/schemas/communication';
import type { AppContext } from '../../platform/context';
import { storedSigningKey } from '../../platform/auth/signingKeys';
import { AppError, notFound } from '../../platform/http/errors';
import { readUnsubscribeToken, UNSUBSCRIBE_KEY } from '../../platform/mail/unsubscribe';
import { emailOf, isUnsubscribed, setUnsubscribed } from './mail.repository';

/**
 * The link or the List-Unsubscribe POST of a bulk mail: the address it names gets no bulk mail
 * any more (account mails still go out). A tampered token is a 400; an expired one says so.
 */
export async function unsubscribe(ctx: AppContext, token: string): Promise<{ message: string }> {
  const key = await storedSigningKey(ctx.db, UNSUBSCRIBE_KEY);
  const claim = key ? readUnsubscribeToken(key, token) : ({ error: 'invalid' } as const);
  if ('error' in claim) throw new AppError('token_invalid', claim.error === 'expired' ? 'bulkMail.tokenExpired' : 'bulkMail.tokenInvalid');
  await setUnsubscribed(ctx.db, claim.email, true);
  return { message: translateNl('bulkMail.unsubscribed') };
}

async function addressOf(ctx: AppContext, userId: number): Promise<string> {
  const email = await emailOf(ctx.db, userId);
  if (email === null) throw notFound();
  return email;
}

/** Whether bulk mail reaches the person's current address. */
export async function getMailSettings(ctx: AppContext, userId: number): Promise<MailSettings> {
  return { bulkMail: !(await isUnsubscribed(ctx.db, await addressOf(ctx, userId))) };
}

export async function saveMailSettings(ctx: AppContext, userId: number, settings: MailSettings): Promise<MailSettings> {
  await setUnsubscribed(ctx.db, await addressOf(ctx, userId), !settings.bulkMail);
  return settings;
}
