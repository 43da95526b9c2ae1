import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, sessionUser } from '../../../test/api';
import { renderApp } from '../../../test/renderApp';

const PEOPLE = [
  { id: 11, firstName: 'Jens', lastName: 'Peeters', level: 0, image: null, email: 'jens@example.be', phoneNumber: null, cellPhone: '0470 12 34 56', sex: 0, dateOfBirth: '1994-05-12', cityName: 'Geel', creationDt: '2026-01-01T10:00:00.000Z', lastActivity: null },
  { id: 12, firstName: 'Lotte', lastName: 'Janssens', level: 0, image: null, email: 'lotte@example.be', phoneNumber: '014 58 12 34', cellPhone: null, sex: 1, dateOfBirth: null, cityName: null, creationDt: '2026-01-02T10:00:00.000Z', lastActivity: null },
];
const LIST = { status: 200, body: { data: PEOPLE, total: 2, offset: 0, items: 2, filters: {}, message: null } };
const PROJECTS = { status: 200, body: [{ value: 4, label: 'Zomerspel 2026' }] };
const STAFF = { canReadUsers: true, canReadUsersPersonal: true, canReadUsersContact: true, canReadUsersAddress: true, canReadUserRegistrations: true, canCreateUsers: true, canExportUsers: true };

function renderList(flags: Record<string, boolean>, replies: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({ 'GET /auth': { status: 200, body: sessionUser({ level: 2, flags }) }, 'GET /users': LIST, 'GET /users/projects': PROJECTS, ...replies });
  const view = renderApp('/medewerkers', { token: 'token-1' });
  return { ...view, calls, user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

describe('/medewerkers (spec 1 §2)', () => {
  it('lists name, e-mail, phone, town, age and sex with every right, and offers the staff tools', async () => {
    renderList(STAFF);
    const table = await screen.findByRole('table', { name: 'Medewerkers' });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['', 'Naam', 'E-mailadres', 'Telefoon', 'Gemeente', 'Leeftijd', 'Geslacht']);
    const jens = within(table).getByRole('row', { name: /Peeters, Jens/ });
    expect(within(jens).getByText('jens@example.be')).toBeInTheDocument();
    expect(within(jens).getByText('0470 12 34 56')).toBeInTheDocument();
    expect(within(jens).getByText(/^\d+ jaar$/)).toBeInTheDocument();
    expect(within(jens).getByText('Man')).toBeInTheDocument();
    expect(within(jens).getByRole('link', { name: /Peeters, Jens/ })).toHaveAttribute('href', '/medewerker/11/overzicht');
    const toolbar = screen.getByRole('toolbar', { name: 'Acties' });
    expect(within(toolbar).getAllByRole('link').map((a) => a.textContent)).toEqual(['Medewerker toevoegen', 'Mail', 'Importeren', 'Online medewerkers']);
    expect(within(toolbar).getByRole('link', { name: 'Medewerker toevoegen' })).toHaveAttribute('href', '/medewerkers/nieuw');
    expect(screen.getByRole('button', { name: 'Exporteren' })).toBeInTheDocument();
  });

  it('is in the main menu as Medewerkers', async () => {
    const { user } = renderList(STAFF);
    await user.click(await screen.findByRole('button', { name: 'Menu openen' }));
    const menu = screen.getByRole('navigation', { name: 'Hoofdmenu' });
    expect(within(menu).getByRole('link', { name: 'Medewerkers' })).toHaveAttribute('href', '/medewerkers');
  });

  it('shows only names, and no personal filters, tools or export, with users read alone', async () => {
    renderList({ canReadUsers: true });
    const table = await screen.findByRole('table', { name: 'Medewerkers' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Naam']);
    expect(screen.queryByRole('spinbutton', { name: 'Min. leeftijd' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Inschrijvingen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exporteren' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(screen.getByRole('toolbar', { name: 'Acties' })).getAllByRole('link').map((a) => a.textContent)).toEqual(['Online medewerkers']);
  });

  it('filters on sex, age and registrations in the request and the address', async () => {
    const { calls, user, router } = renderList(STAFF);
    await screen.findByRole('table', { name: 'Medewerkers' });
    await user.click(screen.getByRole('radio', { name: 'Vrouw' }));
    await user.type(screen.getByRole('textbox', { name: 'Min. leeftijd' }), '18');
    await user.click(screen.getByRole('combobox', { name: 'Inschrijvingen' }));
    await user.click(await screen.findByRole('option', { name: 'Nergens ingeschreven', hidden: true }));
    await waitFor(() => {
      const last = calls.filter((c) => c.path === '/users').at(-1)!;
      expect(JSON.parse(last.query.filters ?? '{}')).toEqual({ sex: 1, minAge: 18, registrations: 'none' });
    });
    expect(router.state.location.search).toContain('registrations=none');
    await user.click(screen.getByRole('combobox', { name: 'Inschrijvingen' }));
    await user.click(await screen.findByRole('option', { name: 'Zomerspel 2026', hidden: true }));
    await waitFor(() => expect(JSON.parse(calls.filter((c) => c.path === '/users').at(-1)!.query.filters ?? '{}')).toMatchObject({ registrations: '4' }));
  });

  it('hands the checked people to the mail screen', async () => {
    const { user, router } = renderList(STAFF, { 'GET /users': (call) => (call.query.filters?.includes('"ids"') ? { status: 200, body: { ...LIST.body, data: PEOPLE } } : LIST) });
    await screen.findByRole('table', { name: 'Medewerkers' });
    await user.click(screen.getByRole('checkbox', { name: 'Jens Peeters selecteren' }));
    await user.click(within(screen.getByRole('region', { name: 'Acties voor de selectie' })).getByRole('button', { name: 'Mailen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/medewerkers/mail'));
    expect(await screen.findByText('1 geadresseerde')).toBeInTheDocument();
    expect(await screen.findByText('Jens Peeters')).toBeInTheDocument();
  });

  it('says how to begin when there is nobody yet', async () => {
    renderList(STAFF, { 'GET /users': { status: 200, body: { data: [], total: 0, offset: 0, items: 0, filters: {}, message: null } } });
    expect(await screen.findByText('Er zijn nog geen medewerkers.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Medewerkers importeren' })).toHaveAttribute('href', '/medewerkers/importeren');
  });

  it('does not exist without canReadUsers', async () => {
    renderList({});
    expect(await screen.findByRole('heading', { name: 'Deze pagina bestaat niet' })).toBeInTheDocument();
  });
});
