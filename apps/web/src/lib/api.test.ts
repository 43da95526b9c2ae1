import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, dropUndefined, GENERIC_ERROR, onUnauthenticated } from './api';
import { sessionToken } from './session';

function answer(status: number, body: string, contentType = 'application/json') {
  const fetchMock = vi.fn(async (_input: string, _init?: RequestInit) => new Response(body, { status, headers: { 'content-type': contentType } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

afterEach(() => onUnauthenticated(null));

describe('apiRequest error mapping (spec 1 §8, spec 3 §8)', () => {
  it('keeps the server message, code and field messages', async () => {
    answer(400, JSON.stringify({ message: 'Voornaam is ongeldig', code: 'validation', fields: { firstName: 'Voornaam is ongeldig' } }));
    const error = await failure(apiRequest('/signup', { method: 'POST', body: {} }));
    expect(error).toMatchObject({ message: 'Voornaam is ongeldig', status: 400, code: 'validation', fields: { firstName: 'Voornaam is ongeldig' } });
  });

  it('uses a plain-text body as the message', async () => {
    answer(502, 'Bad gateway', 'text/plain');
    expect(await failure(apiRequest('/settings'))).toMatchObject({ message: 'Bad gateway', status: 502, code: '502', fields: {} });
  });

  it('never shows an HTML error page: the generic text instead', async () => {
    answer(500, '<html><body>Internal error</body></html>', 'text/html');
    expect((await failure(apiRequest('/settings'))).message).toBe(GENERIC_ERROR);
  });

  it('turns a network failure into the generic text with code network', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await failure(apiRequest('/settings'))).toMatchObject({ message: GENERIC_ERROR, status: 0, code: 'network' });
  });

  it('signals an expired session only for a 401 on a call made with a token', async () => {
    const expired = vi.fn();
    onUnauthenticated(expired);
    answer(401, JSON.stringify({ message: 'E-mailadres of wachtwoord is onjuist', code: 'invalid_credentials' }));
    await failure(apiRequest('/auth', { method: 'POST', body: { email: 'a@b.be', password: 'x' } }));
    expect(expired).not.toHaveBeenCalled();

    sessionToken.set('stale');
    answer(401, JSON.stringify({ message: 'U bent niet (meer) aangemeld.', code: 'unauthenticated' }));
    await failure(apiRequest('/settings'));
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('ignores a late 401 for a token that was replaced meanwhile (a profile switch)', async () => {
    const expired = vi.fn();
    onUnauthenticated(expired);
    sessionToken.set('previous');
    vi.stubGlobal('fetch', async () => {
      sessionToken.set('switched');
      return new Response(JSON.stringify({ message: 'U bent niet (meer) aangemeld.', code: 'unauthenticated' }), { status: 401 });
    });
    await failure(apiRequest('/settings'));
    expect(expired).not.toHaveBeenCalled();
    expect(sessionToken.get()).toBe('switched');
  });

  it('signals an expired session for a late 401 when another tab removed the token meanwhile', async () => {
    const expired = vi.fn();
    onUnauthenticated(expired);
    sessionToken.set('signed-in');
    vi.stubGlobal('fetch', async () => {
      sessionToken.clear();
      return new Response(JSON.stringify({ message: 'U bent niet (meer) aangemeld.', code: 'unauthenticated' }), { status: 401 });
    });
    await failure(apiRequest('/auth'));
    expect(expired).toHaveBeenCalledTimes(1);
  });
});

describe('apiRequest calls', () => {
  it('sends the bearer token and drops undefined fields (spec 1 §7)', async () => {
    sessionToken.set('abc');
    const fetchMock = answer(200, JSON.stringify({ ok: true }));
    await expect(apiRequest('/settings', { method: 'PUT', body: { title: 'T', fine: undefined, nested: { a: undefined, b: 1 } } })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/settings');
    expect(init?.headers).toMatchObject({ authorization: 'Bearer abc', 'content-type': 'application/json' });
    expect(init?.body).toBe('{"title":"T","nested":{"b":1}}');
  });

  it('resolves an empty answer (204) to undefined', async () => {
    vi.stubGlobal('fetch', async () => new Response(null, { status: 204 }));
    await expect(apiRequest('/auth', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('dropUndefined keeps null, arrays and dates as they are', () => {
    const date = new Date(0);
    expect(dropUndefined({ a: null, b: [1, undefined], c: date, d: undefined })).toEqual({ a: null, b: [1, undefined], c: date });
  });
});
