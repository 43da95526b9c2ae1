import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionUser } from '../../../test/api';
import { fakeMediaQueryList } from '../../../test/mediaQuery';
import { scriptedSocket } from '../../../test/socket';
import { jens, renderProfile, saved } from '../test/profileFixtures';

const staff = (flags: Record<string, boolean>, level = 2) =>
  sessionUser({ id: 3, level, firstName: 'Pieter', lastName: 'Claes', flags: { canReadUsers: true, ...flags } });
/** Jens as the server shows him to staff who may read only some sections (`presentUser`). */
const jensSeenWithContactOnly = () =>
  jens({
    sex: null,
    dateOfBirth: null,
    nationality: null,
    origin: null,
    streetName: null,
    houseNumber: null,
    zipCode: null,
    cityName: null,
    tShirt: null,
    height: null,
    pictures: null,
  });

const region = (name: string) => screen.queryByRole('region', { name });

describe('/medewerker/{id}: a volunteer’s profile for staff (spec 1 §2, §6)', () => {
  it('shows only the sections the staff member may read, editable only with the update flag', async () => {
    renderProfile('/medewerker/7', {
      'GET /auth': { status: 200, body: staff({ canReadUsersContact: true }) },
      'GET /user/7': { status: 200, body: { ...jensSeenWithContactOnly(), pendingEmail: 'jens@nieuw.be' } },
    });
    expect(await screen.findByRole('heading', { name: 'Jens Peeters', level: 1 })).toBeInTheDocument();
    const contact = await screen.findByRole('region', { name: 'Contactgegevens' });
    // A pending login address is shown to whoever reads the contact details; only who may edit them can cancel it.
    expect(within(contact).getByText('Nieuw e-mailadres: jens@nieuw.be')).toBeInTheDocument();
    expect(within(contact).queryByRole('button', { name: 'Wijziging annuleren' })).not.toBeInTheDocument();
    for (const hidden of ['Persoonlijke gegevens', 'Adres', 'Privacy', 'Overige info', 'Kledingmaten', 'Opmerkingen van de organisatie'])
      expect(region(hidden)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Contactgegevens bewerken' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Foto wijzigen' })).not.toBeInTheDocument();
    // With the contact right the only tab beside the overview is the person's mail setting (read only).
    expect(within(screen.getByRole('tablist')).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Overzicht', 'Mail']);
    // Staff of level 2 see the 'since' date.
    expect(screen.getByText(/Medewerker sinds 10\/01\/2026/)).toBeInTheDocument();
  });

  it('lets staff with canUpdateUsersContact change the contact details, without signing anyone out', async () => {
    const { calls, user } = renderProfile('/medewerker/7/overzicht', {
      'GET /auth': { status: 200, body: staff({ canReadUsersContact: true, canUpdateUsersContact: true }) },
      'GET /user/7': { status: 200, body: jensSeenWithContactOnly() },
      'PUT /user/7/contact-details': (call) => saved(jens({ ...(call.body as object) })),
    });
    await user.click(await screen.findByRole('button', { name: 'Contactgegevens bewerken' }));
    const contact = screen.getByRole('region', { name: 'Contactgegevens' });
    expect(within(contact).getByText('Een nieuw e-mailadres geldt pas nadat het bevestigd werd via de link die we ernaar sturen.')).toBeInTheDocument();
    await user.type(within(contact).getByLabelText('Tweede e-mailadres'), 'jens@thuis.be');
    await user.click(within(contact).getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Contactgegevens werden succesvol gewijzigd')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ secondaryEmail: 'jens@thuis.be' });
    expect(localStorage.getItem('coulisse.token')).toBe('token-1');
  });

  it('offers no edits on an account of a higher level, as the server refuses them', async () => {
    renderProfile('/medewerker/7/overzicht', {
      'GET /auth': { status: 200, body: staff({ canReadUsersContact: true, canUpdateUsersContact: true }) },
      'GET /user/7': { status: 200, body: { ...jensSeenWithContactOnly(), level: 1 } },
    });
    expect(await screen.findByRole('region', { name: 'Contactgegevens' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Contactgegevens bewerken' })).not.toBeInTheDocument();
  });

  it('says the user could not be found, with a way back to the projects (spec 1 §2)', async () => {
    const { user, router } = renderProfile('/medewerker/999', { 'GET /auth': { status: 200, body: staff({}) }, 'GET /overview': { status: 200, body: {} } });
    expect(await screen.findByText('Deze gebruiker kon niet worden gevonden')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Terug' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/projecten'));
  });

  it('sends a participant back to the projects, or to / on a phone', async () => {
    const participant = sessionUser({ id: 5, level: 0, flags: { canReadUsers: true } });
    const { unmount } = renderProfile('/medewerker/abc', { 'GET /auth': { status: 200, body: participant } });
    expect(await screen.findByRole('link', { name: 'Terug' })).toHaveAttribute('href', '/projecten');
    unmount();
    Object.defineProperty(window, 'matchMedia', { writable: true, value: (query: string) => fakeMediaQueryList(query, query.includes('max-width')) });
    try {
      renderProfile('/medewerker/abc', { 'GET /auth': { status: 200, body: participant } });
      expect(await screen.findByRole('link', { name: 'Terug' })).toHaveAttribute('href', '/');
    } finally {
      Object.defineProperty(window, 'matchMedia', { writable: true, value: (query: string) => fakeMediaQueryList(query, false) });
    }
  });

  it('offers only the tabs the viewer has: registrations with canReadUserRegistrations, history for level 1', async () => {
    const { user, router } = renderProfile('/medewerker/7/', {
      'GET /auth': { status: 200, body: staff({ canReadUserRegistrations: true }) },
      'GET /user/7': { status: 200, body: jens() },
      'GET /user/7/registrations': {
        status: 200,
        body: {
          total: 2,
          data: [
            { id: 2, projectId: 4, projectName: 'Het Geels Dolhuys 2027', location: 1, auditioning: false, creationDt: '2026-05-01T10:00:00.000Z' },
            { id: 1, projectId: 3, projectName: 'Dimpna-spel 2025', location: 0, auditioning: false, creationDt: '2025-02-01T10:00:00.000Z' },
          ],
        },
      },
    });
    const tabs = await screen.findByRole('tablist');
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Overzicht', 'Inschrijvingen']);
    await user.click(within(tabs).getByRole('tab', { name: 'Inschrijvingen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/medewerker/7/inschrijvingen'));
    const table = await screen.findByRole('table', { name: 'Inschrijvingen' });
    expect(within(table).getByRole('rowheader', { name: 'Het Geels Dolhuys 2027' })).toBeInTheDocument();
    expect(within(table).getByText('Naast het podium')).toBeInTheDocument();
    expect(within(table).getByText('01/05/2026')).toBeInTheDocument();
  });

  it('hides a tab the viewer has no right to, even when typed in the address', async () => {
    renderProfile('/medewerker/7/geschiedenis', { 'GET /auth': { status: 200, body: staff({}) }, 'GET /user/7': { status: 200, body: jens() } });
    expect(await screen.findByText('Deze pagina bestaat niet')).toBeInTheDocument();
  });

  it('shows level 1 the change history, newest first, with who changed what', async () => {
    const { user } = renderProfile('/medewerker/7/geschiedenis', {
      'GET /auth': { status: 200, body: staff({}, 1) },
      'GET /user/7': { status: 200, body: jens() },
      'GET /user/7/history': {
        status: 200,
        body: {
          total: 1,
          offset: 0,
          items: 10,
          data: [
            {
              id: 9,
              section: 'contact',
              changes: { phoneNumber: { from: null, to: '014 12 34 56' } },
              createdAt: '2026-06-01T08:30:00.000Z',
              changedBy: { id: 7, firstName: 'Jens', lastName: 'Peeters' },
            },
          ],
        },
      },
    });
    const tabs = await screen.findByRole('tablist');
    expect(within(tabs).getByRole('tab', { name: 'Geschiedenis', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('Contactgegevens')).toBeInTheDocument();
    expect(screen.getByText(/door Jens Peeters/)).toBeInTheDocument();
    expect(screen.getByText(/van – naar 014 12 34 56/)).toHaveTextContent('Telefoonnummer: van – naar 014 12 34 56');
    await user.click(within(tabs).getByRole('tab', { name: 'Overzicht' }));
    expect(await screen.findByRole('button', { name: 'Gegevens downloaden' })).toBeInTheDocument();
  });

  it('lists the user’s access roles and lets whoever assigns roles add and remove them', async () => {
    let held = [{ id: 1, name: 'Productieteam', projectId: null }];
    const { calls, user } = renderProfile('/medewerker/7/toegangsrollen', {
      'GET /auth': { status: 200, body: staff({ canReadAccessRoles: true, canUpdateAccessRoles: true }, 1) },
      'GET /user/7': { status: 200, body: jens() },
      'GET /user/7/rights': () => ({ status: 200, body: { rights: [], flags: {}, accessRoles: held } }),
      'GET /access_roles': {
        status: 200,
        body: {
          data: [
            { id: 1, name: 'Productieteam', description: 'x', userCount: 1, createdAt: '2026-01-01T00:00:00.000Z' },
            { id: 2, name: 'Kledijteam', description: 'y', userCount: 0, createdAt: '2026-01-01T00:00:00.000Z' },
          ],
          total: 2,
          offset: 0,
          items: 2,
          filters: {},
          message: null,
        },
      },
      'POST /user/7/access_roles': (call) => {
        const ids = (call.body as { accessRoleIds: number[] }).accessRoleIds;
        held = ids.map((id) => ({ id, name: id === 1 ? 'Productieteam' : 'Kledijteam', projectId: null }));
        return { status: 200, body: { rights: [], flags: {}, accessRoles: held } };
      },
    });
    const list = await screen.findByRole('list', { name: 'Toegangsrollen' });
    expect(within(list).getByRole('link', { name: 'Productieteam' })).toHaveAttribute('href', '/toegangsrollen/1/bewerk');
    await user.click(screen.getAllByLabelText('Toegangsrol toevoegen').find((el) => el.tagName === 'INPUT')!);
    await user.click(await screen.findByRole('option', { name: 'Kledijteam', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Toevoegen' }));
    expect(await screen.findByText('Kledijteam werd toegevoegd')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Productieteam verwijderen' }));
    expect(await screen.findByText('Productieteam werd verwijderd')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ accessRoleIds: [1, 2] }, { accessRoleIds: [2] }]);
  });
});

describe('USER_IMAGE (spec 1 §7)', () => {
  it('updates the avatar in the top bar and on the profile when the picture changes in another tab', async () => {
    const { socket, fire } = scriptedSocket();
    renderProfile(
      '/profiel',
      { 'GET /auth': { status: 200, body: sessionUser({ id: 7, level: 0 }) }, 'GET /user/7': { status: 200, body: jens() } },
      { connectSocket: () => socket },
    );
    expect(await screen.findByRole('region', { name: 'Profielfoto' })).toBeInTheDocument();
    await waitFor(() => expect(socket.listeners.has('USER_IMAGE')).toBe(true));
    await fire('USER_IMAGE', { userId: 7, image: '0b6f1f0e-7a52-4d0c-9a53-6d8d0c1f3b7e.jpg' });
    const src = '/api/uploads/0b6f1f0e-7a52-4d0c-9a53-6d8d0c1f3b7e.jpg';
    await waitFor(() => expect(screen.getByRole('img', { name: 'Profielfoto van Jens Peeters' })).toHaveAttribute('src', src));
    expect(document.querySelectorAll(`img[src="${src}"]`)).toHaveLength(2);
  });
});
