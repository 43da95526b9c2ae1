import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionToken } from '../../../lib/session';
import { EARLY_SESSION_CHECK } from '../../../lib/storageKeys';
import { checkSessionEarly, FIRST_DATA_WAIT_MS, holdSessionFor, sessionOnLoad } from './get-session';

const user = { id: 5, token: 'abc' };

function answerSession() {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(user), { status: 200, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  sessionToken.clear();
  vi.unstubAllGlobals();
});

describe('the session check on load (issue 14)', () => {
  it("takes over the check index.html started before the app's code arrived, once", async () => {
    sessionToken.set('abc');
    const fetchMock = answerSession();
    const started = Promise.resolve(new Response(JSON.stringify({ ...user, firstName: 'Vroeg' }), { status: 200 }));
    (window as unknown as Record<string, unknown>)[EARLY_SESSION_CHECK] = started;
    void checkSessionEarly();
    await expect(sessionOnLoad()).resolves.toEqual({ ...user, firstName: 'Vroeg' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(EARLY_SESSION_CHECK in window).toBe(false);
    // The next start of the check (a remount, a refresh) asks the server.
    void checkSessionEarly();
    await expect(sessionOnLoad()).resolves.toEqual(user);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('ends the session when the check index.html started finds the token refused', async () => {
    sessionToken.set('old');
    const refused = Promise.resolve(new Response(JSON.stringify({ message: 'Niet aangemeld', code: 'unauthenticated' }), { status: 401 }));
    (window as unknown as Record<string, unknown>)[EARLY_SESSION_CHECK] = refused;
    void checkSessionEarly();
    await expect(sessionOnLoad()).rejects.toMatchObject({ status: 401, message: 'Niet aangemeld' });
  });

  it('hands the check started before React to the first reader only', async () => {
    sessionToken.set('abc');
    const fetchMock = answerSession();
    void checkSessionEarly();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(sessionOnLoad()).resolves.toEqual(user);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // A later check (a remount, a refresh) asks the server again.
    await expect(sessionOnLoad()).resolves.toEqual(user);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks the server when nothing was started early', async () => {
    sessionToken.set('abc');
    const fetchMock = answerSession();
    await expect(sessionOnLoad()).resolves.toEqual(user);
    expect(fetchMock).toHaveBeenCalledWith(expect.stringContaining('/api/auth'), expect.anything());
  });

  it('passes a refused token on to the reader, without an unhandled rejection before it reads', async () => {
    sessionToken.set('old');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'Niet aangemeld', code: 'unauthenticated' }), { status: 401 })),
    );
    void checkSessionEarly();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(sessionOnLoad()).rejects.toMatchObject({ status: 401 });
  });

  it("holds the answer until the first screen's data has arrived, asked for with the user", async () => {
    sessionToken.set('abc');
    answerSession();
    void checkSessionEarly();
    let arrive = () => undefined as void;
    const data = vi.fn(() => new Promise<void>((resolve) => (arrive = resolve)));
    holdSessionFor(data);
    const read = vi.fn();
    void sessionOnLoad().then(read);
    await vi.waitFor(() => expect(data).toHaveBeenCalledWith(user));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(read).not.toHaveBeenCalled();
    arrive();
    await vi.waitFor(() => expect(read).toHaveBeenCalledWith(user));
  });

  it('waits for slow data at most FIRST_DATA_WAIT_MS, and not at all for failed data', async () => {
    sessionToken.set('abc');
    answerSession();
    vi.useFakeTimers();
    try {
      void checkSessionEarly();
      holdSessionFor(() => new Promise(() => undefined));
      const read = vi.fn();
      void sessionOnLoad().then(read);
      await vi.advanceTimersByTimeAsync(FIRST_DATA_WAIT_MS - 1);
      expect(read).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(read).toHaveBeenCalledWith(user);
    } finally {
      vi.useRealTimers();
    }
    void checkSessionEarly();
    holdSessionFor(() => Promise.reject(new Error('chunk failed')));
    await expect(sessionOnLoad()).resolves.toEqual(user);
  });

  it('holds nothing when no check was started early', async () => {
    sessionToken.set('abc');
    const fetchMock = answerSession();
    const data = vi.fn(async () => undefined);
    holdSessionFor(data);
    await expect(sessionOnLoad()).resolves.toEqual(user);
    expect(data).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
