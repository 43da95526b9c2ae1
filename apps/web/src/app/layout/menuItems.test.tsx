import type { SessionUser } from '@coulisse/shared/schemas/accounts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appScreens } from '../appScreens';
import type { Screen } from '../screens/screens';
import { mockApi, sessionUser } from '../../test/api';
import { renderApp } from '../../test/renderApp';
import { MENU_ITEMS, visibleMenuItems } from './menuItems';

/** The news and own-rehearsals items every signed-in user has are checked on their own below. */
const EVERYONE = ['news', 'myRepetitions'];
const shownAll = (user: SessionUser, screens: readonly Screen[] = appScreens) =>
  visibleMenuItems(MENU_ITEMS, user, screens).map(({ item, disabled }) => (disabled ? `${item.key} (disabled)` : item.key));
const shown = (user: SessionUser, screens: readonly Screen[] = appScreens) => shownAll(user, screens).filter((k) => !EVERYONE.includes(k.replace(' (disabled)', '')));

const placeholder = (path: string): Screen => ({ path, element: null, access: 'signedIn' });

describe('menu items by right (spec 1 §2)', () => {
  it('gives a full administrator the overview, access roles, settings and sent mails', () => {
    expect(shown(sessionUser({ level: 1, flags: { canReadSettings: true, canReadAccessRoles: true } }))).toEqual(['overview', 'registrations', 'accessRoles', 'settings', 'outbox', 'mailTemplates']);
  });

  it('gives everyone their own rehearsals and registrations, disabled while they have to verify', () => {
    expect(shownAll(sessionUser({ level: 0 }))).toEqual(['news', 'projects', 'myRoles', 'myRepetitions', 'registrations']);
    expect(shownAll(sessionUser({ level: 0, shouldVerify: true }))).toContain('myRepetitions (disabled)');
  });

  it('shows settings only with canReadSettings', () => {
    expect(shown(sessionUser({ level: 2, flags: { canReadSettings: false } }))).toEqual(['overview', 'registrations']);
    expect(shown(sessionUser({ level: 2, flags: { canReadSettings: true } }))).toEqual(['overview', 'registrations', 'settings']);
  });

  it('gives a participant their home (projects), their roles and their registrations', () => {
    expect(shown(sessionUser({ level: 0, flags: { canReadSettings: false } }))).toEqual(['projects', 'myRoles', 'registrations']);
  });

  it('shows the calendar with canSeeCalendar, to participants and staff alike (issue 14)', () => {
    expect(shown(sessionUser({ level: 0, flags: { canSeeCalendar: true } }))).toEqual(['projects', 'myRoles', 'calendar', 'registrations']);
    expect(shown(sessionUser({ level: 2, flags: { canReadProjects: true, canSeeCalendar: true } }))).toEqual(['overview', 'projects', 'calendar', 'registrations']);
    expect(shown(sessionUser({ level: 2, flags: { canReadProjects: true } }))).not.toContain('calendar');
  });

  it('gives a reception account its kiosk start screen and the calendar, not the roles (issue 14)', () => {
    expect(shown(sessionUser({ level: 2, flags: { canUsePin: true, canSeeCalendar: true } }))).toEqual(['overview', 'reception', 'calendar', 'registrations']);
    expect(shown(sessionUser({ level: 2, flags: { canUsePin: true, canSeeCalendar: true, canReadUsers: true } }))).not.toContain('reception');
  });

  it('gives staff the projects list with the projects read right', () => {
    expect(shown(sessionUser({ level: 2, flags: { canReadProjects: true } }))).toEqual(['overview', 'projects', 'registrations']);
  });

  it('disables projects for a participant who still has to verify', () => {
    expect(shown(sessionUser({ level: 0, shouldVerify: true }))).toEqual(['projects (disabled)', 'myRoles (disabled)', 'registrations (disabled)']);
    // spec 1 §2: news is disabled too until the account is verified.
    expect(shownAll(sessionUser({ level: 0, shouldVerify: true }))[0]).toBe('news (disabled)');
  });

  it('shows access roles and sent mails once their screens are registered, by right and level', () => {
    const screens = [...appScreens, placeholder('/toegangsrollen'), placeholder('/verzonden-mails'), placeholder('/mail-sjablonen')];
    expect(shown(sessionUser({ level: 1, flags: { canReadAccessRoles: true, canReadSettings: true } }), screens)).toEqual(['overview', 'registrations', 'accessRoles', 'settings', 'outbox', 'mailTemplates']);
    expect(shown(sessionUser({ level: 2, flags: { canReadAccessRoles: true } }), screens)).toEqual(['overview', 'registrations', 'accessRoles']);
    expect(shown(sessionUser({ level: 2, flags: { canReadAccessRoles: false } }), screens)).toEqual(['overview', 'registrations']);
  });
});

describe('main menu in the shell', () => {
  it('opens with the burger on a narrow screen and lists the items the user may see', async () => {
    mockApi({
      'GET /auth': { status: 200, body: sessionUser({ level: 2, flags: { canReadSettings: true } }) },
      'GET /statistics/overview': { status: 200, body: { projects: 1, employees: 2, onlineUsers: 3 } },
    });
    renderApp('/overzicht', { token: 'token-1' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Menu openen' }));
    const menu = screen.getByRole('navigation', { name: 'Hoofdmenu' });
    expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toEqual(['Overzicht', 'Nieuws', 'Mijn repetities', 'Inschrijvingen', 'Instellingen']);
    expect(within(menu).getByRole('button', { name: 'Afmelden' })).toBeInTheDocument();
  });

  it('signs off from the menu and returns to the sign-in screen', async () => {
    const calls = mockApi({ 'GET /auth': { status: 200, body: sessionUser({ level: 0 }) }, 'DELETE /auth': { status: 204 }, 'GET /general/info': { status: 200, body: { title: 'Welkom', description: '' } } });
    const { router } = renderApp('/projecten', { token: 'token-1' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Menu openen' }));
    await user.click(within(screen.getByRole('navigation', { name: 'Hoofdmenu' })).getByRole('button', { name: 'Afmelden' }));
    expect(await screen.findByRole('heading', { name: 'Aanmelden' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('coulisse.token')).toBeNull();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/auth')).toBe(true);
  });
});
