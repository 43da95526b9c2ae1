import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, sessionUser, type ApiCall } from '../../../test/api';
import { renderApp } from '../../../test/renderApp';
import { listAnswer, notificationItem, UNREAD } from '../test/fixtures';

const READ = notificationItem({ id: 13, category: 12, label: 'Medewerker verwijderd', notification: '<p>Het profiel van Jan Janssens werd verwijderd.</p>', read: true, subjectUserId: null });
const HOSTILE = notificationItem({
  id: 14,
  label: 'Inschrijving gewijzigd',
  notification: '<p>Eerste alinea</p><script>document.title = "gekaapt"</script><p>Tweede <img src="x" onerror="document.title=\'gekaapt\'"><b>alinea</b></p>',
});

const PROJECT = {
  id: 3,
  name: 'Zomerspel 2026',
  title: null,
  subtitle: null,
  openFrom: null,
  closedFrom: null,
  closedOffStage: null,
  projectClosed: null,
  rolesOpen: null,
  rolesClosed: null,
  editRegistrationClosed: null,
  deleteRegistrationClosed: null,
  auditionsEnabled: false,
  extended: false,
  auditionHint: null,
  active: true,
  open: false,
  registered: false,
  flags: { canReadProjects: true, canReadNotifications: true },
};

function renderList(path = '/meldingen', options: { flags?: Record<string, boolean>; rows?: (filters: Record<string, unknown>) => ReturnType<typeof notificationItem>[] } = {}) {
  const rows =
    options.rows ??
    ((filters: Record<string, unknown>) =>
      [...UNREAD, READ].filter((n) => (filters.read === undefined || filters.read === null ? true : n.read === (filters.read === 1)) && (!filters.category || n.category === filters.category)));
  const calls = mockApi({
    'GET /auth': { status: 200, body: sessionUser({ flags: options.flags ?? { canReadUsers: true } }) },
    'GET /notifications/unread': { status: 200, body: { count: 2, items: UNREAD } },
    'GET /notifications': (call) => {
      const filters = JSON.parse(call.query.filters ?? '{"read":0}') as Record<string, unknown>;
      return { status: 200, body: listAnswer(rows(filters), filters) };
    },
    'PUT /notifications/read': (call) => ({ status: 200, body: { updated: (call.body as { ids: number[] }).ids.length } }),
    'DELETE /notifications': (call) => ({ status: 200, body: { deleted: (call.body as { ids: number[] }).ids.length } }),
    'GET /notification/11': { status: 200, body: { ...UNREAD[0], read: true } },
    'GET /notification/14': { status: 200, body: { ...HOSTILE, read: true } },
    'GET /project/3': { status: 200, body: PROJECT },
  });
  const view = renderApp(path, { token: 'token-1' });
  return { calls, ...view, user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

const listCalls = (calls: ApiCall[]) => calls.filter((c) => c.method === 'GET' && c.path === '/notifications');
const lastFilters = (calls: ApiCall[]) => JSON.parse(listCalls(calls).at(-1)?.query.filters ?? 'null') as unknown;

describe('/meldingen (spec 2 §2, spec 1 §9)', () => {
  beforeEach(() => notifications.clean());

  it('shows the unread ones by default, newest first, asking for read 0 explicitly', async () => {
    const { calls } = renderList();
    expect(await screen.findByRole('heading', { name: 'Meldingen' })).toBeInTheDocument();
    const row = (await screen.findByRole('rowheader', { name: 'Contactgegevens gewijzigd' })).closest('tr')!;
    expect(within(row).getByText('De contactgegevens van José Peeters werden gewijzigd.')).toBeInTheDocument();
    expect(within(row).getAllByText('Contactgegevens gewijzigd')).toHaveLength(2);
    expect(within(row).getByText('Ongelezen')).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Medewerker verwijderd' })).not.toBeInTheDocument();
    expect(listCalls(calls)[0]?.query).toMatchObject({ filters: JSON.stringify({ read: 0 }), sort: 'creationDt:desc' });
    expect(screen.getByRole('radio', { name: 'Ongelezen' })).toBeChecked();
  });

  it('filters on read, all, category and text; the choices live in the address', async () => {
    const { calls, user, router } = renderList();
    await screen.findByRole('rowheader', { name: 'Nieuwe medewerker' });
    await user.click(screen.getByRole('radio', { name: 'Gelezen' }));
    expect(await screen.findByRole('rowheader', { name: 'Medewerker verwijderd' })).toBeInTheDocument();
    expect(lastFilters(calls)).toEqual({ read: 1 });
    expect(router.state.location.search).toBe('?read=1');

    await user.click(screen.getByRole('radio', { name: 'Alle' }));
    await waitFor(() => expect(lastFilters(calls)).toEqual({ read: null }));
    expect(router.state.location.search).toBe('?read=all');
    expect(await screen.findByRole('rowheader', { name: 'Nieuwe medewerker' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Ongelezen' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));

    await user.click(screen.getByRole('combobox', { name: 'Categorie' }));
    await user.click(await screen.findByRole('option', { name: 'Nieuwe medewerker', hidden: true }));
    await waitFor(() => expect(lastFilters(calls)).toEqual({ read: 0, category: 1 }));

    await user.type(screen.getByRole('searchbox', { name: 'Zoek in de meldingen' }), 'hondt');
    await waitFor(() => expect(lastFilters(calls)).toEqual({ text: 'hondt', read: 0, category: 1 }));
  });

  it('helps when nothing is unread, and clears filters when they leave nothing', async () => {
    const { user, calls } = renderList('/meldingen', { rows: () => [] });
    expect(await screen.findByText('Er zijn nog geen ongelezen meldingen.')).toBeInTheDocument();
    expect(screen.getByText('Nieuwe meldingen verschijnen hier en bij de bel bovenaan.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Alle meldingen tonen' }));
    await waitFor(() => expect(lastFilters(calls)).toEqual({ read: null }));
    expect(await screen.findByText('Er zijn geen meldingen die voldoen aan de gekozen filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filters wissen' }));
    expect(await screen.findByText('Er zijn nog geen ongelezen meldingen.')).toBeInTheDocument();
  });

  it('marks one read from its row', async () => {
    const { calls, user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Markeer als gelezen: Contactgegevens gewijzigd' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ ids: [11], read: true }));
  });

  it('marks the selection read or unread, and deletes it after asking', async () => {
    const { calls, user } = renderList();
    await user.click(await screen.findByRole('checkbox', { name: 'Contactgegevens gewijzigd selecteren' }));
    await user.click(screen.getByRole('checkbox', { name: 'Nieuwe medewerker selecteren' }));
    await user.click(screen.getByRole('button', { name: 'Markeer als gelezen' }));
    expect(await screen.findByText('2 meldingen gemarkeerd als gelezen')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ ids: [11, 12], read: true });

    await user.click(await screen.findByRole('checkbox', { name: 'Nieuwe medewerker selecteren' }));
    await user.click(screen.getByRole('button', { name: 'Markeer als ongelezen' }));
    expect(await screen.findByText('Melding gemarkeerd als ongelezen')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({ ids: [12], read: false });

    await user.click(await screen.findByRole('checkbox', { name: 'Contactgegevens gewijzigd selecteren' }));
    await user.click(screen.getByRole('button', { name: 'Verwijderen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Meldingen verwijderen' });
    expect(within(dialog).getByText('Bent u zeker dat u deze melding wilt verwijderen?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText('Melding werd succesvol verwijderd')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.body).toEqual({ ids: [11] });
  });

  it('opens a notification (which marks it read), with a link to the person it is about', async () => {
    const { calls, user, router } = renderList();
    await user.click(await screen.findByRole('link', { name: 'Contactgegevens gewijzigd' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contactgegevens gewijzigd' });
    expect(router.state.location.search).toBe('?melding=11');
    expect(calls.some((c) => c.path === '/notification/11')).toBe(true);
    expect(within(dialog).getByText('De contactgegevens van José Peeters werden gewijzigd.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Naar het profiel' })).toHaveAttribute('href', '/medewerker/42');
    await user.click(within(dialog).getByRole('button', { name: 'Markeer als ongelezen' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({ ids: [11], read: false });
  });

  it('shows a notification as text only: its markup never runs', async () => {
    renderList('/meldingen?melding=14', { flags: {} });
    const dialog = await screen.findByRole('dialog', { name: 'Inschrijving gewijzigd' });
    expect(within(dialog).getByText('Eerste alinea')).toBeInTheDocument();
    expect(within(dialog).getByText('Tweede alinea')).toBeInTheDocument();
    expect(dialog.querySelector('script, img, b')).toBeNull();
    expect(within(dialog).queryByText(/gekaapt/)).not.toBeInTheDocument();
    expect(document.title).not.toContain('gekaapt');
    expect(within(dialog).queryByRole('link', { name: 'Naar het profiel' })).not.toBeInTheDocument();
  });

  it("on /projecten/{id}/meldingen lists that project's only, inside the project", async () => {
    const { calls } = renderList('/projecten/3/meldingen');
    expect(await screen.findByRole('heading', { name: 'Zomerspel 2026' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Meldingen van dit project' })).toBeInTheDocument();
    expect(within(screen.getByRole('toolbar')).getByRole('link', { name: 'Meldingen' })).toHaveAttribute('href', '/projecten/3/meldingen');
    await waitFor(() => expect(lastFilters(calls)).toEqual({ project: 3, read: 0 }));
  });
});
