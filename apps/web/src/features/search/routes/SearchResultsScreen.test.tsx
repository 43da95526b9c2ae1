import type { SearchAnswer } from '@coulisse/shared/schemas/search';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, sessionUser, type ApiCall } from '../../../test/api';
import { renderApp } from '../../../test/renderApp';

const STAFF = sessionUser({ level: 2, flags: { canReadUsers: true } });

const person = (n: number) => ({ id: 100 + n, firstName: `Jan ${n}`, lastName: 'Peeters', image: null, email: null, cityName: null });

/** 23 people called Jan and 1 project; pages of 10. */
function reply(call: ApiCall): { status: number; body: SearchAnswer } {
  const body = call.body as { search: string; type?: string; limit: number; offset?: number };
  const offset = body.offset ?? 0;
  const users = { type: 'users' as const, total: 23, items: Array.from({ length: 23 }, (_, i) => person(i + 1)).slice(offset, offset + body.limit) };
  const projects = { type: 'projects' as const, total: 1, items: [{ id: 4, name: 'Jantjes-spel', active: false }] };
  // A caller without users or projects read gets no groups at all.
  if (body.search === 'leeg') return { status: 200, body: { search: body.search, limit: body.limit, offset, groups: [] } };
  const groups = body.search === 'niemand' ? [{ ...users, total: 0, items: [] }] : body.type === 'users' ? [users] : [users, projects];
  return { status: 200, body: { search: body.search, limit: body.limit, offset, groups } };
}

function setup(path: string) {
  const calls = mockApi({ 'GET /auth': { status: 200, body: STAFF }, 'POST /general/search': reply });
  const app = renderApp(path, { token: 'token-1' });
  return { ...app, calls, user: userEvent.setup({ delay: null }) };
}

const searches = (calls: ApiCall[]) => calls.filter((c) => c.path === '/general/search').map((c) => c.body);

describe('/zoekresultaten (spec 1 §2)', () => {
  it('lists every type with its total, 10 per page, each person linking to their profile', async () => {
    const { calls } = setup('/zoekresultaten?q=jan');
    const people = await screen.findByRole('region', { name: 'Medewerkers' });
    expect(within(people).getByText('23')).toBeInTheDocument();
    expect(within(people).getAllByRole('link')).toHaveLength(10);
    expect(within(people).getByRole('link', { name: /Jan 1 Peeters/ })).toHaveAttribute('href', '/medewerker/101/overzicht');
    const projects = screen.getByRole('region', { name: 'Projecten' });
    expect(within(projects).getByRole('link', { name: /Jantjes-spel/ })).toHaveAttribute('href', expect.stringMatching(/^\/projecten\/\d+\/overzicht$/));
    expect(screen.getByText('Resultaten voor "jan"')).toBeInTheDocument();
    expect(searches(calls)).toEqual([{ search: 'jan', limit: 10 }]);
  });

  it('pages one type on its own and keeps the page in the address', async () => {
    const { calls, user, router } = setup('/zoekresultaten?q=jan');
    const people = await screen.findByRole('region', { name: 'Medewerkers' });
    await user.click(within(people).getByRole('button', { name: '3' }));
    expect(await within(people).findByRole('link', { name: /Jan 21 Peeters/ })).toBeInTheDocument();
    expect(within(people).getAllByRole('link')).toHaveLength(3);
    expect(searches(calls)).toContainEqual({ search: 'jan', type: 'users', limit: 10, offset: 20 });
    expect(new URLSearchParams(router.state.location.search).get('usersPage')).toBe('3');
  });

  it('shows "no results" when the answer has no groups (no read right for any type)', async () => {
    setup('/zoekresultaten?q=leeg');
    expect(await screen.findByText('Geen resultaten gevonden')).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('searches again from its own box', async () => {
    const { calls, user, router } = setup('/zoekresultaten?q=jan');
    const box = await screen.findByRole('searchbox', { name: 'Zoeken' });
    await user.clear(box);
    await user.type(box, 'niemand{Enter}');
    expect(await screen.findByText('Geen resultaten gevonden')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('niemand');
    expect(searches(calls)).toContainEqual({ search: 'niemand', limit: 10 });
  });

  it('asks nothing for a text under 2 characters', async () => {
    const { calls } = setup('/zoekresultaten?q=j');
    expect(await screen.findByText('Typ minstens 2 tekens')).toBeInTheDocument();
    expect(searches(calls)).toEqual([]);
  });

  it('asks for a text without one', async () => {
    const { calls } = setup('/zoekresultaten');
    expect(await screen.findByText('Typ een zoekterm in het zoekveld.')).toBeInTheDocument();
    expect(searches(calls)).toEqual([]);
  });
});
