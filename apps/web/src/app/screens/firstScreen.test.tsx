import { screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, sessionUser } from '../../test/api';
import { renderApp } from '../../test/renderApp';
import { ScriptedSocket } from '../../test/socket';
import { lazyNamed } from './lazyNamed';
import type { Screen } from './screens';

afterEach(() => vi.unstubAllGlobals());

// One test in this file: the first screen is painted once per page (a module's promise).
describe('a signed-in start: the first screen before the socket (issue 14)', () => {
  it('connects the session socket only once the first screen is shown', async () => {
    let show: (module: { Kiosk: () => ReturnType<typeof createElement> }) => void = () => undefined;
    const kiosk = lazyNamed(() => new Promise<{ Kiosk: () => ReturnType<typeof createElement> }>((resolve) => (show = resolve)), 'Kiosk', 'core');
    const screens: Screen[] = [{ path: '/pinscherm/:id', element: createElement(kiosk), access: 'signedIn', bare: true }];
    const connectSocket = vi.fn(() => new ScriptedSocket());
    const kioskAccount = sessionUser({ level: 2 });
    const calls = mockApi({ 'GET /auth': { status: 200, body: kioskAccount } });

    renderApp('/pinscherm/4', { screens, tabs: [], token: kioskAccount.token, connectSocket });
    // Signed in, the screen's chunk still on its way: a loader, and no socket yet.
    await vi.waitFor(() => expect(calls.some((c) => c.path === '/auth')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getByRole('status', { name: 'Bezig met laden…' })).toBeInTheDocument();
    expect(connectSocket).not.toHaveBeenCalled();

    show({ Kiosk: () => createElement('h1', null, 'Geef je pincode in') });
    expect(await screen.findByRole('heading', { name: 'Geef je pincode in' })).toBeInTheDocument();
    await vi.waitFor(() => expect(connectSocket).toHaveBeenCalledWith(kioskAccount.token));
  });
});
