import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { buildUser, signUpPayload, TEST_PASSWORD } from '../../../test/factories';

const redisUrl = process.env.TEST_REDIS_URL;
const TOO_MANY = { message: 'Te veel pogingen. Probeer het over enkele minuten opnieuw.', code: 'rate_limited' };
const SIGN_IN_LIMIT = 3;
const SIGN_UP_LIMIT = 2;

let counter = 0;
/** A client address of its own per call, so tests sharing an app never share a counter. */
const nextAddress = () => `198.18.${Math.floor(++counter / 250)}.${(counter % 250) + 1}`;
const unknownEmail = () => `niemand-${++counter}@example.be`;

// The same rules whether one instance counts in memory or every instance in Redis.
const stores: [string, string | undefined][] = [['memory', undefined], ...(redisUrl ? [['Redis', redisUrl] as [string, string]] : [])];

describe.each(stores)('abuse limits of the account calls, counted in %s', (_store, redisLimiterUrl) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ redisLimiterUrl, config: { signInLimit: SIGN_IN_LIMIT, signUpLimit: SIGN_UP_LIMIT } });
  });

  const signIn = (email: string, password: string, from: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth', payload: { email, password }, remoteAddress: from });
  const forgot = (email: string, from: string) => t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email }, remoteAddress: from });
  const signUp = (email: string, from: string) => t.app.inject({ method: 'POST', url: '/api/signup', payload: signUpPayload(email), remoteAddress: from });

  /** Status codes of calls made one after the other. */
  async function codesOf(calls: (() => Promise<{ statusCode: number }>)[]): Promise<number[]> {
    const codes: number[] = [];
    for (const call of calls) codes.push((await call()).statusCode);
    return codes;
  }
  const times = <T>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i));

  describe('POST /api/auth', () => {
    it('refuses the address that guesses, for that account only: the owner elsewhere still signs in', async () => {
      const user = await buildUser(t.ctx.db);
      const [attacker, owner] = [nextAddress(), nextAddress()];
      expect(await codesOf(times(5, () => () => signIn(user.email, 'fout-fout', attacker)))).toEqual([401, 401, 401, 429, 429]);
      const refused = await signIn(user.email.toUpperCase(), TEST_PASSWORD, attacker);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(TOO_MANY);
      expect((await signIn(user.email, TEST_PASSWORD, owner)).statusCode).toBe(200);
      expect((await signIn(unknownEmail(), 'fout-fout', attacker)).statusCode).toBe(401);
    });

    it('counts failures only, and a success clears that address’s failures on the account', async () => {
      const user = await buildUser(t.ctx.db);
      const from = nextAddress();
      const right = () => signIn(user.email, TEST_PASSWORD, from);
      const wrong = () => signIn(user.email, 'fout-fout', from);
      expect(await codesOf(times(SIGN_IN_LIMIT * 3, () => right))).toEqual(times(SIGN_IN_LIMIT * 3, () => 200));
      expect(await codesOf([wrong, wrong, right, wrong, wrong, wrong, wrong])).toEqual([401, 401, 200, 401, 401, 401, 429]);
    });

    it('stops one address trying many accounts at five times the limit, whatever the password', async () => {
      const user = await buildUser(t.ctx.db);
      const from = nextAddress();
      const spray = await codesOf(times(SIGN_IN_LIMIT * 5, () => () => signIn(unknownEmail(), 'fout-fout', from)));
      expect(spray).toEqual(times(SIGN_IN_LIMIT * 5, () => 401));
      expect((await signIn(unknownEmail(), 'fout-fout', from)).statusCode).toBe(429);
      expect((await signIn(user.email, TEST_PASSWORD, from)).statusCode).toBe(429);
      expect((await signIn(user.email, TEST_PASSWORD, nextAddress())).statusCode).toBe(200);
    });

    it('slows an account attacked from many addresses down, never refuses it, and lets the owner in', async () => {
      const user = await buildUser(t.ctx.db);
      const before = t.slept.length;
      expect(await codesOf(times(8, () => () => signIn(user.email, 'fout-fout', nextAddress())))).toEqual(times(8, () => 401));
      expect((await signIn(user.email, TEST_PASSWORD, nextAddress())).statusCode).toBe(200);
      // Free for three failures, then doubling from 250 ms up to the 4 s cap, the owner's answer included.
      expect(t.slept.slice(before)).toEqual([250, 500, 1000, 2000, 4000, 4000]);
    });

    it('lets parallel guesses from one address through only up to the limit', async () => {
      const user = await buildUser(t.ctx.db);
      const from = nextAddress();
      const answers = await Promise.all(times(8, () => signIn(user.email, 'fout-fout', from)));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([...times(SIGN_IN_LIMIT, () => 401), ...times(8 - SIGN_IN_LIMIT, () => 429)]);
    });
  });

  describe('POST /api/forgot-password', () => {
    const resetMailsTo = async (email: string) =>
      (
        await t.ctx.db
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.to, email), eq(mailOutbox.template, 'reset-password')))
      ).length;

    it('limits one address asking for one account, not the account itself', async () => {
      const user = await buildUser(t.ctx.db);
      const from = nextAddress();
      expect(await codesOf(times(6, () => () => forgot(user.email, from)))).toEqual([200, 200, 200, 200, 200, 429]);
      expect((await forgot(user.email, from)).json()).toEqual(TOO_MANY);
      expect((await forgot(user.email, nextAddress())).statusCode).toBe(200);
    });

    it('answers a known and an unknown address alike, refusals included', async () => {
      const user = await buildUser(t.ctx.db);
      const answers = async (email: string) => {
        const from = nextAddress();
        const all = [];
        for (let i = 0; i < 6; i++) all.push(await forgot(email, from));
        return all.map((a) => [a.statusCode, a.body]);
      };
      expect(await answers(user.email)).toEqual(await answers(unknownEmail()));
    });

    it('mails one account at most five reset links an hour, whoever asks, with the same answer', async () => {
      const user = await buildUser(t.ctx.db);
      const answers = await Promise.all(times(7, () => forgot(user.email, nextAddress())));
      expect(answers.map((a) => a.statusCode)).toEqual(times(7, () => 200));
      expect(await resetMailsTo(user.email)).toBe(5);
    });

    it('stops one address asking for many accounts after twenty', async () => {
      const from = nextAddress();
      expect(await codesOf(times(20, () => () => forgot(unknownEmail(), from)))).toEqual(times(20, () => 200));
      expect((await forgot(unknownEmail(), from)).statusCode).toBe(429);
    });
  });

  describe('POST /api/signup', () => {
    it('answers an address that has an account exactly like a new one, and mails its holder instead', async () => {
      const holder = await buildUser(t.ctx.db, { firstName: 'Mira' });
      const fresh = await signUp(unknownEmail(), nextAddress());
      const taken = await signUp(holder.email.toUpperCase(), nextAddress());
      expect(fresh.statusCode).toBe(201);
      expect(taken.statusCode).toBe(201);
      expect(taken.json()).toEqual(fresh.json());

      const holders = await t.ctx.db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${holder.email.toLowerCase()}`);
      expect(holders).toEqual([{ id: holder.id }]);
      expect((await signIn(holder.email, TEST_PASSWORD, nextAddress())).statusCode).toBe(200);

      const [mail, ...more] = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, holder.email));
      expect(more).toEqual([]);
      expect(mail).toMatchObject({ template: 'signup-existing', userId: holder.id, subject: 'Registratie met uw mailadres', status: 'queued' });
      expect(mail!.text).toContain('Beste Mira, iemand probeerde zonet een nieuw account aan te maken met dit mailadres.');
      expect(mail!.text).toContain('Aanmelden: http://coulisse.test/\n');
      expect(mail!.text).toContain('Nieuw wachtwoord aanvragen: http://coulisse.test/wachtwoord-vergeten\n');
      expect(mail!.html).toContain('href="http://coulisse.test/wachtwoord-vergeten"');

      // Trying again only answers: one such mail an hour is enough to warn.
      expect((await signUp(holder.email, nextAddress())).statusCode).toBe(201);
      expect(await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, holder.email))).toHaveLength(1);
    });

    it('limits sign-ups per address (SIGN_UP_LIMIT an hour)', async () => {
      const from = nextAddress();
      expect(await codesOf(times(SIGN_UP_LIMIT + 1, () => () => signUp(unknownEmail(), from)))).toEqual([...times(SIGN_UP_LIMIT, () => 201), 429]);
      const refused = await signUp(unknownEmail(), from);
      expect(refused.json()).toEqual(TOO_MANY);
      expect((await signUp(unknownEmail(), nextAddress())).statusCode).toBe(201);
    });
  });
});
