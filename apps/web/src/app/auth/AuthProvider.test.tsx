import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, sessionUser } from '../../test/api';
import { renderApp } from '../../test/renderApp';
import { scriptedSocket } from '../../test/socket';

const profileMenu = () => screen.findByRole('button', { name: 'Profielmenu van An Janssens' });

describe('AuthProvider and the server’s logout (spec 1 §4)', () => {
  it("keeps the confirmed session's id, level and rights for the next start's data, and forgets them on signing off (issue 14)", async () => {
    mockApi({ 'GET /auth': { status: 200, body: sessionUser({ id: 9, level: 0, firstName: 'An', lastName: 'Janssens', flags: { canReadProjects: false } }) } });
    const { socket, fire } = scriptedSocket();
    renderApp('/profiel', { token: 'token-1', connectSocket: () => socket });
    await profileMenu();
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('coulisse.sessionHint') ?? 'null')).toEqual({ id: 9, level: 0, flags: { canReadProjects: false } }),
    );
    await fire('logout');
    expect(await screen.findByRole('heading', { name: 'Aanmelden' })).toBeInTheDocument();
    expect(localStorage.getItem('coulisse.sessionHint')).toBeNull();
  });

  it('signs out when the server closes the session this tab uses', async () => {
    mockApi({ 'GET /auth': { status: 200, body: sessionUser({ firstName: 'An', lastName: 'Janssens' }) } });
    const { socket, fire } = scriptedSocket();
    renderApp('/profiel', { token: 'token-1', connectSocket: () => socket });
    await profileMenu();
    await fire('logout');
    expect(await screen.findByRole('heading', { name: 'Aanmelden' })).toBeInTheDocument();
    expect(localStorage.getItem('coulisse.token')).toBeNull();
  });

  it('keeps the new session when the old one is closed after a profile switch', async () => {
    mockApi({ 'GET /auth': { status: 200, body: sessionUser({ firstName: 'An', lastName: 'Janssens' }) } });
    const { socket, fire } = scriptedSocket();
    renderApp('/profiel', { token: 'token-1', connectSocket: () => socket });
    await profileMenu();
    // The switch stored the linked profile's token; the server then logs the old session out.
    localStorage.setItem('coulisse.token', 'token-of-lotte');
    await fire('logout');
    await waitFor(() => expect(localStorage.getItem('coulisse.token')).toBe('token-of-lotte'));
    expect(screen.queryByRole('heading', { name: 'Aanmelden' })).not.toBeInTheDocument();
  });

  it('signs out when another tab heard the logout first and removed the stored token', async () => {
    mockApi({ 'GET /auth': { status: 200, body: sessionUser({ firstName: 'An', lastName: 'Janssens' }) } });
    const { socket, fire } = scriptedSocket();
    renderApp('/profiel', { token: 'token-1', connectSocket: () => socket });
    await profileMenu();
    localStorage.removeItem('coulisse.token');
    await fire('logout');
    expect(await screen.findByRole('heading', { name: 'Aanmelden' })).toBeInTheDocument();
  });
});
