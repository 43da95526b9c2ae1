import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, sessionUser } from '../../../test/api';
import { renderApp } from '../../../test/renderApp';

/**
 * jsdom gives the dropdown no size, so Mantine's positioning hides it: menu items are queried with `hidden: true`.
 * The profile button is the menu's once it has `aria-expanded` (`expanded: false`); before, it is `DeferredMenu`'s stand-in.
 */
const ME = { id: 7, firstName: 'Jens', lastName: 'Peeters', image: null };
const family = (canSwitch: boolean) => ({
  status: 200,
  body: {
    data: [
      { ...ME, isOwner: true, canSwitch: false },
      { id: 20, firstName: 'Lien', lastName: 'Peeters', image: null, isOwner: false, canSwitch },
      { id: 21, firstName: 'Mats', lastName: 'Peeters', image: null, isOwner: false, canSwitch },
    ],
  },
});

function renderMenu(profiles: ReturnType<typeof family>, replies: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    'GET /auth': { status: 200, body: sessionUser({ ...ME, level: 0, email: 'vrijwilliger@coulisse.be' }) },
    'GET /user/7': { status: 404, body: { message: 'x', code: 'not_found' } },
    'GET /user/7/profiles': profiles,
    ...replies,
  });
  renderApp('/profiel', { token: 'token-1' });
  return { calls, user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

describe('profile menu: switch profile and create profile (spec 1 §2)', () => {
  it('lists the linked profiles to switch to and offers to create one', async () => {
    const { user } = renderMenu(family(true));
    await user.click(await screen.findByRole('button', { name: 'Profielmenu van Jens Peeters', expanded: false }, { timeout: 5000 }));
    expect(await screen.findByRole('menuitem', { name: 'Wissel naar Lien Peeters', hidden: true })).toBeInTheDocument();
    expect(screen.getByText('Wissel van profiel')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Wissel naar Mats Peeters', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Wissel naar Jens Peeters', hidden: true })).not.toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Profiel aanmaken', hidden: true })).toHaveAttribute('href', '/profiel-aanmaken');
  });

  it('shows no switch entry without profiles to switch to', async () => {
    const { user } = renderMenu(family(false));
    await user.click(await screen.findByRole('button', { name: 'Profielmenu van Jens Peeters', expanded: false }, { timeout: 5000 }));
    expect(await screen.findByRole('menuitem', { name: 'Profiel bekijken', hidden: true })).toBeInTheDocument();
    expect(screen.queryByText('Wissel van profiel')).not.toBeInTheDocument();
  });

  it('switches: the new session replaces the old one and the app loads again at home', async () => {
    // jsdom cannot navigate; the reload is the browser's part (Playwright covers it).
    const noNavigation = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const lien = sessionUser({
      id: 20,
      firstName: 'Lien',
      lastName: 'Peeters',
      level: 0,
      token: 'token-lien',
      email: 'gekoppeld-ab@gekoppeld.coulisse.invalid',
    });
    const { calls, user } = renderMenu(family(true), { 'GET /auth/switchProfile/20': { status: 200, body: lien } });
    await user.click(await screen.findByRole('button', { name: 'Profielmenu van Jens Peeters', expanded: false }, { timeout: 5000 }));
    await user.click(await screen.findByRole('menuitem', { name: 'Wissel naar Lien Peeters', hidden: true }));
    await waitFor(() => expect(localStorage.getItem('coulisse.token')).toBe('token-lien'));
    expect(calls.filter((c) => c.path === '/auth/switchProfile/20')).toHaveLength(1);
    noNavigation.mockRestore();
  });

  it('shows why a switch was refused', async () => {
    const refused = { status: 403, body: { message: 'U heeft geen toegang tot deze gegevens.', code: 'forbidden' } };
    const { user } = renderMenu(family(true), { 'GET /auth/switchProfile/21': refused });
    await user.click(await screen.findByRole('button', { name: 'Profielmenu van Jens Peeters', expanded: false }, { timeout: 5000 }));
    await user.click(await screen.findByRole('menuitem', { name: 'Wissel naar Mats Peeters', hidden: true }));
    expect(await screen.findByText('U heeft geen toegang tot deze gegevens.')).toBeInTheDocument();
    expect(localStorage.getItem('coulisse.token')).toBe('token-1');
  });
});
