import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Screen } from '../../../app/screens/screens';
import { mockApi, sessionUser, type ApiCall } from '../../../test/api';
import { renderApp } from '../../../test/renderApp';
import { ListScreen } from './ListScreen';
import type { ListConfig } from './types';

interface Play {
  id: number;
  name: string;
  city: string;
}

const PLAYS: Play[] = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, name: `${i % 2 ? 'Hamlet' : 'Macbeth'} ${i + 1}`, city: i % 3 ? 'Geel' : 'Mol' }));
const removed: number[][] = [];

const CONFIG: ListConfig<Play> = {
  queryKey: ['plays'],
  endpoint: '/plays',
  resource: 'toneelstukken',
  caption: 'Toneelstukken',
  rowName: (play) => play.name,
  columns: [
    { key: 'name', label: 'Naam', cell: (play) => play.name, primary: true, sortField: 'name' },
    { key: 'city', label: 'Gemeente', cell: (play) => play.city },
  ],
  textFilter: 'Zoek op naam',
  filters: [{ kind: 'segmented', name: 'city', label: 'Gemeente', options: [{ value: 'Geel', label: 'Geel' }, { value: 'Mol', label: 'Mol' }] }],
  sortFields: [{ field: 'name', label: 'Naam' }],
  defaultSort: 'name:asc',
  rowLink: (play) => `/toneelstukken/${play.id}`,
  exportPath: '/api/reports/plays.xlsx',
  exportRight: 'canExportPlays',
  bulkActions: [
    {
      key: 'delete',
      label: 'Verwijderen',
      right: 'canDeletePlays',
      confirm: (count) => ({ title: 'Toneelstukken verwijderen', message: `${count} toneelstukken verwijderen?`, confirmLabel: 'Ja, verwijderen' }),
      run: async (ids) => removed.push(ids),
    },
  ],
};

const screens: Screen[] = [{ path: '/toneelstukken', element: <ListScreen config={CONFIG} />, access: 'signedIn' }];

/** The generic list call of docs/lists.md over a fixed set of rows. */
function playsServer(rows: Play[]) {
  return (call: ApiCall) => {
    const filters = JSON.parse(call.query.filters ?? '{}') as { text?: string; city?: string };
    const matching = rows.filter((play) => (!filters.text || play.name.includes(filters.text)) && (!filters.city || play.city === filters.city));
    const offset = Number(call.query.offset ?? 0);
    const data = matching.slice(offset, offset + Number(call.query.items ?? 10));
    return { status: 200, body: { data, total: matching.length, offset, items: data.length, filters, message: null } };
  };
}

function renderPlays(path = '/toneelstukken', rows = PLAYS, extra: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    'GET /auth': { status: 200, body: sessionUser({ level: 2, flags: { canExportPlays: true, canDeletePlays: true } }) },
    'GET /plays': playsServer(rows),
    ...extra,
  });
  const view = renderApp(path, { screens, token: 'token-1' });
  return { calls, ...view, user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

const listCalls = (calls: ApiCall[]) => calls.filter((c) => c.method === 'GET' && c.path === '/plays');

const NO_MEDIA = { onchange: null, addListener: () => undefined, removeListener: () => undefined, addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false };

afterEach(() => {
  removed.length = 0;
  vi.restoreAllMocks();
});

describe('ListScreen (spec 1 §2 "Filtered-list screens", §9)', () => {
  it('asks once for what was typed, after the 300 ms pause, and keeps it in the URL', async () => {
    const { calls, router } = renderPlays();
    await screen.findByRole('link', { name: 'Macbeth 1' });
    const search = screen.getByRole('searchbox', { name: 'Zoek op naam' });
    // Six keystrokes in one go, as a fast typist makes them.
    for (const typed of ['H', 'Ha', 'Ham', 'Haml', 'Hamle', 'Hamlet']) fireEvent.change(search, { target: { value: typed } });
    expect(search).toHaveValue('Hamlet');
    expect(listCalls(calls).filter((c) => c.query.filters)).toEqual([]);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('12 resultaten'));
    const filtered = listCalls(calls).filter((c) => c.query.filters);
    expect(filtered.map((c) => JSON.parse(c.query.filters ?? '')) as unknown[]).toEqual([{ text: 'Hamlet' }]);
    expect(router.state.location.search).toBe('?text=Hamlet');
  });

  it('loads 10 rows per batch and more on request, announcing the total', async () => {
    const { calls, user } = renderPlays();
    const table = await screen.findByRole('table', { name: 'Toneelstukken' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByRole('status')).toHaveTextContent('25 resultaten');
    await user.click(screen.getByRole('button', { name: 'Meer laden' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(21));
    await user.click(screen.getByRole('button', { name: 'Meer laden' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(26));
    expect(listCalls(calls).map((c) => c.query.offset)).toEqual(['0', '10', '20']);
    expect(screen.queryByRole('button', { name: 'Meer laden' })).not.toBeInTheDocument();
    expect(screen.getByText('Alle resultaten zijn geladen.')).toBeInTheDocument();
  });

  it('says there is nothing yet when the resource is empty', async () => {
    renderPlays('/toneelstukken', []);
    expect(await screen.findByText('Er zijn nog geen toneelstukken.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Filters wissen' })).not.toBeInTheDocument();
  });

  it('says nothing matches the filters, and clears them on request', async () => {
    const { calls, router, user } = renderPlays('/toneelstukken?text=Lear&city=Mol&sort=name:desc');
    expect(await screen.findByText('Er zijn geen toneelstukken die voldoen aan de gekozen filters.')).toBeInTheDocument();
    expect(listCalls(calls)[0]?.query).toMatchObject({ filters: JSON.stringify({ text: 'Lear', city: 'Mol' }), sort: 'name:desc' });
    await user.click(screen.getByRole('button', { name: 'Filters wissen' }));
    expect(await screen.findByRole('link', { name: 'Macbeth 1' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?sort=name%3Adesc');
    expect(screen.getByRole('searchbox', { name: 'Zoek op naam' })).toHaveValue('');
    expect(listCalls(calls).at(-1)?.query.filters).toBeUndefined();
  });

  it('filters with a widget and sorts from a column header', async () => {
    const { calls, router, user } = renderPlays();
    await screen.findByRole('link', { name: 'Macbeth 1' });
    await user.click(screen.getByRole('radio', { name: 'Mol' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('9 resultaten'));
    await user.click(screen.getByRole('button', { name: /Naam/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?city=Mol&sort=name%3Adesc'));
    expect(screen.getByRole('columnheader', { name: /Naam/ })).toHaveAttribute('aria-sort', 'descending');
    expect(listCalls(calls).at(-1)?.query).toMatchObject({ filters: JSON.stringify({ city: 'Mol' }), sort: 'name:desc' });
  });

  it('selects every matching row through /checked and runs the bulk action on all of them', async () => {
    const allIds = PLAYS.map((p) => p.id);
    const { calls, user } = renderPlays('/toneelstukken', PLAYS, { 'POST /plays/checked': { status: 200, body: { ids: allIds, total: 25 } } });
    await user.click(await screen.findByRole('checkbox', { name: 'Alle getoonde rijen selecteren' }));
    expect(screen.getByText('10 geselecteerd')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Alle 25 resultaten selecteren' }));
    expect(await screen.findByText('Alle 25 resultaten zijn geselecteerd.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/plays/checked')?.body).toEqual({ configs: { filters: {} } });
    await user.click(screen.getByRole('button', { name: 'Verwijderen' }));
    await user.click(await screen.findByRole('button', { name: 'Ja, verwijderen' }));
    await waitFor(() => expect(removed).toEqual([allIds]));
    await waitFor(() => expect(screen.queryByText('25 geselecteerd')).not.toBeInTheDocument());
  });

  it('exports through a single-use download token with the filters and sort', async () => {
    const opened: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      opened.push(this.getAttribute('href') ?? '');
    });
    const { calls, user } = renderPlays('/toneelstukken?city=Geel', PLAYS, { 'POST /downloads': { status: 200, body: { token: 'tok-1', url: '/api/reports/plays.xlsx?token=tok-1' } } });
    await user.click(await screen.findByRole('button', { name: 'Exporteren' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(calls.find((c) => c.path === '/downloads')?.body).toEqual({ path: '/api/reports/plays.xlsx' });
    const url = new URL(opened[0] ?? '', 'http://localhost');
    expect(url.pathname).toBe('/api/reports/plays.xlsx');
    expect(Object.fromEntries(url.searchParams)).toEqual({ token: 'tok-1', sort: 'name:asc', filters: JSON.stringify({ city: 'Geel' }) });
  });

  it('leaves out export and checkboxes without their rights', async () => {
    mockApi({ 'GET /auth': { status: 200, body: sessionUser({ level: 2, flags: {} }) }, 'GET /plays': playsServer(PLAYS) });
    renderApp('/toneelstukken', { screens, token: 'token-1' });
    await screen.findByRole('link', { name: 'Macbeth 1' });
    expect(screen.queryByRole('button', { name: 'Exporteren' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('folds the widgets, sort and export into a "Filters" drawer under 960 px, keeping the text box', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...NO_MEDIA, media: query, matches: query.includes('max-width: 59.99em') }));
    const { router, user } = renderPlays('/toneelstukken?city=Mol');
    await screen.findByRole('list', { name: 'Toneelstukken' });
    expect(screen.getByRole('searchbox', { name: 'Zoek op naam' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Geel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exporteren' })).not.toBeInTheDocument();
    // The button counts the widgets that are set.
    await user.click(screen.getByRole('button', { name: 'Filters, 1 gekozen' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(drawer).getByLabelText('Sorteren op')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Exporteren' })).toBeInTheDocument();
    await user.click(within(drawer).getByRole('radio', { name: 'Geel' }));
    await waitFor(() => expect(router.state.location.search).toBe('?city=Geel'));
    await user.click(within(drawer).getByRole('button', { name: 'Resultaten tonen' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument());
  });

  it('keeps every filter above the list from 960 px', async () => {
    renderPlays();
    await screen.findByRole('table', { name: 'Toneelstukken' });
    expect(screen.getByRole('radio', { name: 'Mol' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Filters/ })).not.toBeInTheDocument();
  });

  it('shows cards instead of a table under 960 px', async () => {
    const mobile = (query: string) => ({ ...NO_MEDIA, media: query, matches: query.includes('max-width: 59.99em') });
    vi.spyOn(window, 'matchMedia').mockImplementation(mobile);
    renderPlays();
    const cards = await screen.findByRole('list', { name: 'Toneelstukken' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(cards).getByRole('checkbox', { name: 'Macbeth 1 selecteren' })).toBeInTheDocument();
  });
});
