import type { SessionUser } from '@coulisse/shared/schemas/accounts';
import { vi } from 'vitest';
import { fixtureProblem } from './fixtureCheck';

export interface ApiCall {
  method: string;
  path: string;
  /** The query string's parameters, e.g. `filters` and `sort` of a list call. */
  query: Record<string, string>;
  body: unknown;
  headers: Record<string, string>;
}

type Answer = { status: number; body?: unknown };
/** A fixed answer, or one made from the call; a promise holds the answer until the test resolves it. */
type Reply = Answer | ((call: ApiCall) => Answer | Promise<Answer>);

/** Canned answers that did not match their route's response schema; the test fails after it ran (`setup.ts`). */
export const fixtureProblems: string[] = [];

/**
 * Replaces fetch with a table of answers keyed by "METHOD /path" (path without /api and query).
 * Unlisted calls answer 404 like the server. Returns the calls made (recorded when sent), for assertions.
 * Every successful canned answer of a route with a shared response schema (`responseSchemas.ts`) is
 * parsed with that schema: a fixed answer when the table is made (the test fails at once), an
 * answer made from the call when it is given.
 */
export function mockApi(replies: Record<string, Reply>): ApiCall[] {
  for (const [key, reply] of Object.entries(replies)) {
    if (typeof reply === 'function') continue;
    const [method = '', path = ''] = key.split(' ');
    const problem = fixtureProblem(method, path, reply);
    if (problem) throw new Error(problem);
  }
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const call: ApiCall = {
      method: init.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, ''),
      query: Object.fromEntries(url.searchParams),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const reply = replies[`${call.method} ${call.path}`];
    const { status, body } = typeof reply === 'function' ? checked(call, await reply(call)) : (reply ?? { status: 404, body: { message: 'Dit item kon niet worden gevonden.', code: 'not_found' } });
    return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

function checked(call: ApiCall, answer: Answer): Answer {
  const problem = fixtureProblem(call.method, call.path, answer);
  if (problem) fixtureProblems.push(problem);
  return answer;
}

export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    token: 'token-1',
    id: 7,
    firstName: 'Els',
    lastName: 'Van den Broeck',
    level: 1,
    email: 'beheer@coulisse.be',
    image: null,
    shouldVerify: false,
    canEditClothingSizes: false,
    shouldUploadCertificate: false,
    flags: {},
    ...overrides,
  };
}
