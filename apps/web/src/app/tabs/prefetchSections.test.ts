import type { SessionUser } from '@coulisse/shared/schemas/accounts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { Screen } from '../screens/screens';
import { prefetchSections } from './prefetchSections';
import type { Tab } from './tabs';

const participant = { id: 5, level: 0 } as SessionUser;
const staff = { id: 2, level: 2 } as SessionUser;

function section(key: string, prefetch = vi.fn(async () => undefined)) {
  return { tab: { host: 'home', key, order: 1, render: () => null, preload: () => undefined, prefetch } satisfies Tab, prefetch };
}

describe('prefetchSections: the home asks for its sections’ data once the session is known (issue 14)', () => {
  const home: Screen = { path: '/projecten', element: null, access: 'signedIn', sections: { host: 'home', shownTo: (user) => user.level === 0 } };
  const client = new QueryClient();

  it('asks every section of the screen for its data, with the user, and the screen for its own', async () => {
    const rehearsals = section('rehearsals');
    const unread = section('unread');
    const own = vi.fn(async () => undefined);
    await prefetchSections([rehearsals.tab, unread.tab], { ...home, sections: { ...home.sections!, prefetch: own } }, client, participant);
    expect(rehearsals.prefetch).toHaveBeenCalledWith(client, participant);
    expect(unread.prefetch).toHaveBeenCalledWith(client, participant);
    expect(own).toHaveBeenCalledWith(client);
  });

  it('settles once every answer has arrived or failed', async () => {
    let arrive = () => undefined as void;
    const slow = section('rehearsals', vi.fn(() => new Promise<undefined>((resolve) => (arrive = () => resolve(undefined)))));
    const failing = section('projects', vi.fn(() => Promise.reject(new Error('chunk failed'))));
    const settled = vi.fn();
    void prefetchSections([slow.tab, failing.tab], home, client, participant).then(settled);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).not.toHaveBeenCalled();
    arrive();
    await vi.waitFor(() => expect(settled).toHaveBeenCalled());
  });

  it('asks nothing for whom the screen shows no sections, nor on a screen without them', () => {
    const rehearsals = section('rehearsals');
    void prefetchSections([rehearsals.tab], home, client, staff);
    void prefetchSections([rehearsals.tab], { path: '/profiel', element: null, access: 'signedIn' }, client, participant);
    expect(rehearsals.prefetch).not.toHaveBeenCalled();
  });

  it('lets a section whose query module did not arrive ask for its data itself', async () => {
    const failing = section('projects', vi.fn(() => Promise.reject(new Error('chunk failed'))));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    await prefetchSections([failing.tab], home, client, participant);
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
