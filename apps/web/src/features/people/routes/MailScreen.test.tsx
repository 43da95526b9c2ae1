import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, sessionUser, type ApiCall } from '../../../test/api';
import { renderApp } from '../../../test/renderApp';

const person = (id: number, firstName: string, lastName: string) => ({
  id,
  firstName,
  lastName,
  level: 0,
  image: null,
  email: `${firstName.toLowerCase()}@example.be`,
  phoneNumber: null,
  cellPhone: null,
  sex: null,
  dateOfBirth: null,
  cityName: null,
  creationDt: '2026-01-01T10:00:00.000Z',
  lastActivity: null,
});
const PEOPLE = [person(11, 'Jens', 'Peeters'), person(12, 'Lotte', 'Janssens'), person(13, 'Mira', 'Claes')];
const MAILER = { canReadUsers: true, canReadUsersContact: true };
const TEMPLATE = { id: 4, name: 'Uitnodiging', subject: 'Welkom {{firstName}}', html: '<p>Beste {{firstName}}</p>', updatedAt: '2026-11-01T10:00:00.000Z' };

/** GET /api/users answers the people named in an `ids` filter, or the text search. */
function users(call: ApiCall) {
  const filters = JSON.parse(call.query.filters ?? '{}') as { ids?: number[]; text?: string };
  const data = filters.ids ? PEOPLE.filter((p) => filters.ids!.includes(p.id)) : PEOPLE.filter((p) => `${p.firstName} ${p.lastName}`.toLowerCase().includes((filters.text ?? '').toLowerCase()));
  return { status: 200, body: { data, total: data.length, offset: 0, items: data.length, filters, message: null } };
}

function renderMail(state: unknown, replies: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    'GET /auth': { status: 200, body: sessionUser({ level: 2, flags: MAILER }) },
    'GET /users': users,
    'GET /mail/templates': { status: 200, body: { data: [TEMPLATE], total: 1 } },
    ...replies,
  });
  const view = renderApp({ pathname: '/medewerkers/mail', state }, { token: 'token-1' });
  return { ...view, calls, user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

// The draft lives in sessionStorage, which the shared setup leaves alone.
afterEach(() => sessionStorage.clear());

describe('/medewerkers/mail', () => {
  it('says there are no recipients yet and sends nothing without them', async () => {
    const { calls, user } = renderMail(null);
    expect(await screen.findByText('Nog geen geadresseerden, gelieve een mailadres toe te voegen')).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Onderwerp' }));
    await user.paste('Repetitie');
    await user.click(screen.getByRole('textbox', { name: 'Bericht' }));
    await user.paste('Tot zaterdag!');
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    // The empty-list sentence is there already; wait for the second one, under the recipients field.
    await waitFor(() => expect(screen.getAllByText('Nog geen geadresseerden, gelieve een mailadres toe te voegen')).toHaveLength(2));
    expect(calls.some((c) => c.path === '/mail')).toBe(false);
  });

  it('mails the people chosen in the list, one mail each through the outbox', async () => {
    const { calls, user, router } = renderMail({ recipients: [11, 12] }, { 'POST /mail': { status: 202, body: { message: 'Mail(s) werd(en) succesvol verzonden', mailingId: 1, recipients: 2 } } });
    expect(await screen.findByText('2 geadresseerden')).toBeInTheDocument();
    expect(await screen.findByText('Jens Peeters')).toBeInTheDocument();
    expect(screen.getByText('Lotte Janssens')).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Onderwerp' }));
    await user.paste('Repetitie zaterdag');
    await user.click(screen.getByRole('textbox', { name: 'Bericht' }));
    await user.paste('<p>Beste {{firstName}},</p><p>Tot zaterdag!</p>');
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(await screen.findByText('Mail(s) werd(en) succesvol verzonden')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/mail')?.body).toEqual({ to: [11, 12], subject: 'Repetitie zaterdag', html: '<p>Beste {{firstName}},</p><p>Tot zaterdag!</p>' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/medewerkers'));
  });

  it('starts from a template and sends from the project a list handed over', async () => {
    const { calls, user } = renderMail({ recipients: [11], projectId: 7 }, { 'POST /mail': { status: 202, body: { message: 'Mail(s) werd(en) succesvol verzonden', mailingId: 2, recipients: 1 } } });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Sjabloon' })).toBeEnabled());
    await user.click(screen.getByRole('combobox', { name: 'Sjabloon' }));
    await user.click(await screen.findByRole('option', { name: 'Uitnodiging', hidden: true }));
    expect(screen.getByRole('textbox', { name: 'Onderwerp' })).toHaveValue('Welkom {{firstName}}');
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    await screen.findByText('Mail(s) werd(en) succesvol verzonden');
    expect(calls.find((c) => c.path === '/mail')?.body).toEqual({ to: [11], subject: 'Welkom {{firstName}}', html: '<p>Beste {{firstName}}</p>', projectId: 7 });
  });

  it('shows the server\'s Dutch message for an unknown placeholder at the field', async () => {
    const message = 'Onbekende plaatshouder "voornaam"; toegelaten zijn firstName, lastName, email, project';
    const { user } = renderMail({ recipients: [11] }, { 'POST /mail': { status: 400, body: { message, code: 'validation', fields: { html: message } } } });
    await user.click(await screen.findByRole('textbox', { name: 'Onderwerp' }));
    await user.paste('Hallo');
    await user.click(screen.getByRole('textbox', { name: 'Bericht' }));
    await user.paste('<p>{{ voornaam }}</p>');
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(await screen.findByText('Onbekende plaatshouder "voornaam"; toegelaten zijn firstName, lastName, email, project')).toBeInTheDocument();
  });

  it('adds a recipient found by name and removes one', async () => {
    const { user } = renderMail({ recipients: [11] });
    expect(await screen.findByText('Jens Peeters')).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Geadresseerde toevoegen' }), 'mira');
    await user.click(await screen.findByRole('option', { name: 'Mira Claes · mira@example.be', hidden: true }));
    expect(await screen.findByText('2 geadresseerden')).toBeInTheDocument();
    expect(await screen.findByText('Mira Claes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Jens Peeters verwijderen' }));
    expect(await screen.findByText('1 geadresseerde')).toBeInTheDocument();
    expect(screen.queryByText('Jens Peeters')).not.toBeInTheDocument();
  });

  it('keeps the draft when the page is opened again', async () => {
    const first = renderMail({ recipients: [13] });
    await first.user.type(await screen.findByRole('textbox', { name: 'Onderwerp' }), 'Kostuumpas');
    first.unmount();
    renderMail(null);
    expect(await screen.findByRole('textbox', { name: 'Onderwerp' })).toHaveValue('Kostuumpas');
    expect(await screen.findByText('Mira Claes')).toBeInTheDocument();
  });

  it('shows what the server refused next to the field', async () => {
    const refused = { status: 400, body: { message: 'Een of meer geadresseerden bestaan niet (meer).', code: 'validation', fields: { to: 'Een of meer geadresseerden bestaan niet (meer).' } } };
    const { user } = renderMail({ recipients: [12] }, { 'POST /mail': refused });
    await user.type(await screen.findByRole('textbox', { name: 'Onderwerp' }), 'Hallo');
    await user.type(screen.getByRole('textbox', { name: 'Bericht' }), 'Tot dan');
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(await screen.findByText('Een of meer geadresseerden bestaan niet (meer).')).toBeInTheDocument();
    // Said once, at the recipients, not again in a banner.
    expect(screen.getAllByText('Een of meer geadresseerden bestaan niet (meer).')).toHaveLength(1);
  });

  it('does not exist without the contact right', async () => {
    mockApi({ 'GET /auth': { status: 200, body: sessionUser({ level: 2, flags: { canReadUsers: true } }) } });
    renderApp('/medewerkers/mail', { token: 'token-1' });
    expect(await screen.findByRole('heading', { name: 'Deze pagina bestaat niet' })).toBeInTheDocument();
  });
});
