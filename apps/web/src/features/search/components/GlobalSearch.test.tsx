import type { SearchAnswer } from '@coulisse/shared/schemas/search';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, sessionUser, type ApiCall } from '../../../test/api';
import { fakeMediaQueryList } from '../../../test/mediaQuery';
import { appScreens } from '../../../app/appScreens';
import type { Screen } from '../../../app/screens/screens';
import { renderApp } from '../../../test/renderApp';

const STAFF = sessionUser({ level: 2, flags: { canReadUsers: true, canReadSettings: true, canReadArticles: true } });
const SETTINGS = { title: 'Welkom', description: 'Geen projecten open.', fine: 5 };

const answer = (search: string): SearchAnswer => ({
  search,
  limit: 5,
  offset: 0,
  groups: [
    {
      type: 'users',
      total: 2,
      items: [
        { id: 12, firstName: 'José', lastName: 'Peeters', image: null, email: 'jose@example.be', cityName: 'Geel' },
        { id: 13, firstName: 'Josefien', lastName: 'Claes', image: null, email: null, cityName: null },
      ],
    },
    { type: 'projects', total: 1, items: [{ id: 4, name: 'Josafat-spel 2026', active: true }] },
    { type: 'articles', total: 1, items: [{ id: 73, description: 'Josefsmantel', category: 'Mantel', size: 'XL', rackId: 12, active: false }] },
  ],
});

type Reply = (call: ApiCall) => { status: number; body: unknown };
const found: Reply = (call) => ({ status: 200, body: answer((call.body as { search: string }).search) });

function setup(options: { desktop?: boolean; reply?: Reply; screens?: readonly Screen[] } = {}) {
  const { desktop = true, reply = found, screens } = options;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => fakeMediaQueryList(query, desktop && query.includes('min-width')));
  const calls = mockApi({
    'GET /auth': { status: 200, body: STAFF },
    'GET /settings': { status: 200, body: SETTINGS },
    'POST /general/search': reply,
  });
  const app = renderApp('/instellingen', { token: 'token-1', screens });
  return { ...app, calls, user: userEvent.setup({ delay: null }) };
}

const searches = (calls: ApiCall[]) => calls.filter((c) => c.path === '/general/search').map((c) => c.body);

describe('top-bar search (spec 1 §2, §9)', () => {
  it('asks once after typing stops and lists at most 5 per type in a combobox', async () => {
    const { calls, user } = setup();
    const box = await screen.findByRole('combobox', { name: 'Zoeken' });
    await user.type(box, 'jose');
    const listbox = await screen.findByRole('listbox', { hidden: true });
    expect(await within(listbox).findByText('José Peeters')).toBeInTheDocument();
    expect(searches(calls)).toEqual([{ search: 'jose' }]);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', listbox.id);
    expect(within(listbox).getByText('Medewerkers')).toBeInTheDocument();
    expect(within(listbox).getByText('jose@example.be · Geel')).toBeInTheDocument();
    expect(within(listbox).getByRole('option', { name: /Toon alle resultaten/, hidden: true })).toBeInTheDocument();
  });

  it('moves through the results with the arrows and opens one with Enter', async () => {
    const { user, router } = setup();
    const box = await screen.findByRole('combobox', { name: 'Zoeken' });
    await user.type(box, 'jose');
    await screen.findByText('José Peeters');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = document.getElementById(box.getAttribute('aria-activedescendant')!);
    expect(active).toHaveTextContent('Josefien Claes');
    await user.keyboard('{ArrowUp}');
    expect(document.getElementById(box.getAttribute('aria-activedescendant')!)).toHaveTextContent('José Peeters');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/medewerker/12/overzicht'));
    expect(box).toHaveValue('');
  });

  it('links a project to its overview', async () => {
    const { user } = setup();
    await user.type(await screen.findByRole('combobox', { name: 'Zoeken' }), 'jose');
    const project = await screen.findByRole('option', { name: /Josafat-spel 2026/, hidden: true });
    expect(project).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('shows an article with its six-digit number and links it to the article screen', async () => {
    const { user, router } = setup();
    await user.type(await screen.findByRole('combobox', { name: 'Zoeken' }), 'jose');
    const article = await screen.findByRole('option', { name: /000073 · Josefsmantel/, hidden: true });
    expect(within(article).getByText('Mantel · XL · Rek 12')).toBeInTheDocument();
    expect(within(article).getByText('Inactief')).toBeInTheDocument();
    await user.click(article);
    await waitFor(() => expect(router.state.location.pathname).toBe('/kledijbeheer/artikel/73'));
  });

  it('skips results whose screen the app does not offer and reaches "show all"', async () => {
    const { user, router } = setup({ screens: appScreens.filter((s) => !s.path.startsWith('/projecten/:') && !s.path.startsWith('/kledijbeheer/artikel/')) });
    const box = await screen.findByRole('combobox', { name: 'Zoeken' });
    await user.type(box, 'jose');
    const project = await screen.findByRole('option', { name: /Josafat-spel 2026/, hidden: true });
    expect(project).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(document.getElementById(box.getAttribute('aria-activedescendant')!)).toHaveTextContent('Toon alle resultaten');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/zoekresultaten'));
    expect(router.state.location.search).toBe('?q=jose');
  });

  it('opens the results page with Enter when no result is chosen', async () => {
    const { user, router } = setup();
    await user.type(await screen.findByRole('combobox', { name: 'Zoeken' }), 'José  Peeters{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/zoekresultaten'));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('José Peeters');
  });

  it('closes with Escape and empties the box with a second Escape', async () => {
    const { user } = setup();
    const box = await screen.findByRole('combobox', { name: 'Zoeken' });
    await user.type(box, 'jose');
    await screen.findByText('José Peeters');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('jose');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
  });

  it('asks nothing for one character', async () => {
    const { calls, user } = setup();
    await user.type(await screen.findByRole('combobox', { name: 'Zoeken' }), 'j');
    expect(await screen.findByText('Typ minstens 2 tekens')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(searches(calls)).toEqual([]);
  });

  it('shows "no results" when nothing matches', async () => {
    const { user } = setup({ reply: () => ({ status: 200, body: { search: 'zzz', limit: 5, offset: 0, groups: [{ type: 'users', total: 0, items: [] }] } }) });
    await user.type(await screen.findByRole('combobox', { name: 'Zoeken' }), 'zzz');
    expect(await screen.findByText('Geen resultaten gevonden')).toBeInTheDocument();
  });

  it('shows "no results" when the answer has no groups at all', async () => {
    const { user } = setup({ reply: () => ({ status: 200, body: { search: 'zoekmans', limit: 5, offset: 0, groups: [] } }) });
    await user.type(await screen.findByRole('combobox', { name: 'Zoeken' }), 'zoekmans');
    expect(await screen.findByText('Geen resultaten gevonden')).toBeInTheDocument();
    expect(screen.queryByText('Toon alle resultaten')).not.toBeInTheDocument();
  });

  it('opens from an icon under 960 px', async () => {
    const { user } = setup({ desktop: false });
    expect(screen.queryByRole('combobox', { name: 'Zoeken' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Zoeken openen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zoeken' });
    const box = within(dialog).getByRole('combobox', { name: 'Zoeken' });
    await waitFor(() => expect(box).toHaveFocus());
    await user.type(box, 'jose');
    expect(await screen.findByText('José Peeters')).toBeInTheDocument();
  });

  it('is not there for a user who still has to verify their data', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => fakeMediaQueryList(query, query.includes('min-width')));
    mockApi({ 'GET /auth': { status: 200, body: sessionUser({ level: 0, shouldVerify: true }) }, 'GET /user/7': { status: 404 } });
    renderApp('/profiel', { token: 'token-1' });
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Zoeken' })).not.toBeInTheDocument();
  });
});
