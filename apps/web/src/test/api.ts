import type { SessionUser } from '@coulisse/shared/schemas/accounts';
import { vi } from 'vitest';

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

/**
 * Replaces fetch with a table of answers keyed by "METHOD /path" (path without /api and query).
 * Unlisted calls answer 404 like the server. Returns the calls made (recorded when sent), for assertions.
 */
export function mockApi(replies: Record<string, Reply>): ApiCall[] {
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
    const { status, body } = typeof reply === 'function' ? await reply(call) : (reply ?? { status: 404, body: { message: 'Dit item kon niet worden gevonden.', code: 'not_found' } });
    return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
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
