import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api';
import { endFirstRequests, FIRST_REQUESTS_LIMIT, noteRequest, recordFirstRequests, takeEarlyResponse } from './earlyRequests';
import { sessionToken } from './session';
import { EARLY_REQUESTS, FIRST_REQUESTS_KEY } from './storageKeys';

const page = window as unknown as Record<string, unknown>;
const stored = () => JSON.parse(localStorage.getItem(FIRST_REQUESTS_KEY) ?? 'null') as unknown;
const answer = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));

afterEach(() => {
  localStorage.clear();
  delete page[EARLY_REQUESTS];
  vi.unstubAllGlobals();
});

describe("the first screen's requests, asked for again by index.html on the next start (issue 14)", () => {
  it('remembers the GET paths of the first screen, once each, without the session check, at most a few', () => {
    recordFirstRequests('abc', '/projecten');
    for (const path of ['/auth', '/messages/unread', '/messages/unread', ...Array.from({ length: 10 }, (_, i) => `/x/${i}`)]) noteRequest(path);
    endFirstRequests('abc', '/projecten');
    const paths = ['/messages/unread', ...Array.from({ length: FIRST_REQUESTS_LIMIT - 1 }, (_, i) => `/x/${i}`)];
    expect(stored()).toEqual({ at: '/projecten', paths });
    // After the first screen nothing more is remembered.
    noteRequest('/later');
    expect(stored()).toEqual({ at: '/projecten', paths });
  });

  it.each([
    ['the session changed meanwhile (a profile switch)', 'other', '/projecten'],
    ['the address changed before the first screen showed', 'abc', ''],
  ])('remembers nothing when %s', (_name, token, at) => {
    recordFirstRequests('abc', '/projecten');
    noteRequest('/registrations');
    endFirstRequests(token, at);
    expect(stored()).toBeNull();
  });

  it('is forgotten with the token', () => {
    localStorage.setItem(FIRST_REQUESTS_KEY, JSON.stringify({ at: '/projecten', paths: ['/registrations'] }));
    sessionToken.set('new');
    expect(stored()).toBeNull();
  });

  it('gives each early answer to one GET only, and drops the ones no request took once the first screen shows', () => {
    const first = answer([1]);
    page[EARLY_REQUESTS] = { '/registrations': first, '/projects': answer([2]) };
    expect(takeEarlyResponse('/registrations')).toBe(first);
    expect(takeEarlyResponse('/registrations')).toBeNull();
    endFirstRequests(null, '');
    expect(takeEarlyResponse('/projects')).toBeNull();
  });

  it('lets apiRequest answer a GET with the early answer instead of asking, and never a POST', async () => {
    sessionToken.set('abc');
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ fresh: true }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    page[EARLY_REQUESTS] = { '/registrations': answer({ early: true }) };
    await expect(apiRequest('/registrations')).resolves.toEqual({ early: true });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(apiRequest('/registrations')).resolves.toEqual({ fresh: true });
    page[EARLY_REQUESTS] = { '/registrations': answer({ early: true }) };
    await expect(apiRequest('/registrations', { method: 'POST', body: {} })).resolves.toEqual({ fresh: true });
  });
});
