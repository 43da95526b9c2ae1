import type { AppContext } from '../../platform/context';
import { addressKey } from '../../platform/http/clientAddress';
import { AppError } from '../../platform/http/errors';

/**
 * The abuse limits of the public account calls (OWASP ASVS V2.2; OWASP: throttle, don't lock).
 * Keys name the client address (an IPv6 client by its /64) and the account as typed, folded.
 */
const QUARTER = 15 * 60_000;
const HOUR = 60 * 60_000;

/** Forgot-password requests per address and account, and per address over every account, in an hour. */
const FORGOT_LIMIT = { perAccount: 5, perAddress: 20 };
/** Mails one account may get in an hour from the signed-out calls, whoever asks: no mailbox flooding. */
export const MAILS_PER_ACCOUNT = { reset: 5, signUpAttempt: 1 };

/** Account failures before answers slow down, the first wait and the longest (ms). */
export const SLOW_DOWN = { freeFailures: 3, firstMs: 250, maxMs: 4_000 };

const tooMany = () => new AppError('rate_limited', 'errors.tooManyAttempts');
const accountKey = (email: string) => email.trim().toLowerCase();

/** How long a sign-in waits after `failures` recent failures on its account: doubling from the fourth, capped. */
export function signInDelayMs(failures: number): number {
  if (failures < SLOW_DOWN.freeFailures) return 0;
  return Math.min(SLOW_DOWN.maxMs, SLOW_DOWN.firstMs * 2 ** (failures - SLOW_DOWN.freeFailures));
}

/**
 * Runs a credential check (the user when the password is right, else null) under the sign-in limits:
 * - one address on one account: SIGN_IN_LIMIT failures in 15 minutes, then 429 for that pair only;
 * - one address over all accounts: five times that, so one address cannot spray many accounts;
 * - one account over all addresses: never refused, only slowed down (`signInDelayMs`), so the owner
 *   always gets in from their own address with the right password.
 * Only failures count: the attempt is counted before the check, so parallel guesses cannot all slip
 * under a count none of them has raised yet, and given back when it turns out not to be a failure.
 * A success also clears the pair's failures.
 */
export async function throttledSignIn<T>(ctx: AppContext, email: string, ip: string, check: () => Promise<T | null>): Promise<T | null> {
  const { rateLimiter: counters, config } = ctx;
  const account = accountKey(email);
  const address = addressKey(ip);
  const pairKey = `signin:${address}|${account}`;
  const taken = [pairKey, `signin-ip:${address}`];
  const accountFailures = `signin-account:${account}`;
  const [[pair, perAddress], [failures]] = await Promise.all([counters.add(taken, 1, QUARTER), counters.peek([accountFailures])]);
  if (pair! > config.signInLimit || perAddress! > config.signInLimit * 5) {
    await counters.add(taken, -1, QUARTER);
    throw tooMany();
  }
  let user: T | null;
  try {
    const delay = signInDelayMs(failures!);
    if (delay > 0) await ctx.sleep(delay);
    user = await check();
  } catch (err) {
    await counters.add(taken, -1, QUARTER);
    throw err;
  }
  if (user === null) {
    await counters.add([accountFailures], 1, QUARTER);
    return null;
  }
  await Promise.all([counters.reset(pairKey), counters.add([`signin-ip:${address}`], -1, QUARTER)]);
  return user;
}

/** Forgot-password: per address and account, and per address; refused alike for known and unknown addresses. */
export async function limitForgotPassword(ctx: AppContext, email: string, ip: string): Promise<void> {
  const address = addressKey(ip);
  const [pair, perAddress] = await ctx.rateLimiter.add([`forgot:${address}|${accountKey(email)}`, `forgot-ip:${address}`], 1, HOUR);
  if (pair! > FORGOT_LIMIT.perAccount || perAddress! > FORGOT_LIMIT.perAddress) throw tooMany();
}

/** Sign-up: SIGN_UP_LIMIT per address in an hour. */
export async function limitSignUp(ctx: AppContext, ip: string): Promise<void> {
  if (!(await ctx.rateLimiter.hit(`signup-ip:${addressKey(ip)}`, ctx.config.signUpLimit, HOUR))) throw tooMany();
}

/**
 * Whether one more mail of this kind may go to an account this hour. Past the cap the call still
 * answers as always, only without a mail: the earlier ones are still valid.
 */
export const mayMailAccount = (ctx: AppContext, kind: keyof typeof MAILS_PER_ACCOUNT, email: string) =>
  ctx.rateLimiter.hit(`mail-${kind}:${accountKey(email)}`, MAILS_PER_ACCOUNT[kind], HOUR);
