import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, sessionUser, type ApiCall } from '../../../test/api';
import { projectDto, repetitionDto } from '../../../test/projects';
import { renderApp } from '../../../test/renderApp';
import { scriptedSocket } from '../../../test/socket';

const REHEARSAL = repetitionDto({
  id: 9,
  projectId: 5,
  identifier: 'R12',
  name: 'Doorloop akte 1',
  startDt: '2027-03-04T18:30:00.000Z',
  end: '22:00',
  location: { id: 1, identifier: 'ZAAL', name: 'Feestzaal', street: 'Kerkstraat', houseNumber: '1', zipCode: '2440', city: 'Geel' },
  scenes: [],
  open: true,
  register: true,
});
const COUNTS = { present: 3, probablyPresent: 15, unexcusedAbsent: 2, excusedAbsent: 1 };

const person = (i: number) => ({
  id: 100 + i,
  firstName: `Persoon ${i}`,
  lastName: 'Doorloop',
  present: false,
  markedPresent: true,
  reason: null,
  isRoleUser: true,
  cellPhone: null,
  phoneNumber: null,
  pin: String(10000 + i),
  state: 'probablyPresent',
  code: 3,
});

/** 21 participants in pages as the server gives them. */
const presencePage = (call: ApiCall) => {
  const offset = Number(call.query.offset);
  const items = Number(call.query.items);
  const data = Array.from({ length: 21 }, (_, i) => person(i)).slice(offset, offset + items);
  return { status: 200, body: { data, total: 21, offset, items: data.length, counts: COUNTS } };
};

const MAILER = { canReadUsers: true, canReadUsersContact: true };

function setup(options: { flags?: Record<string, boolean>; userFlags?: Record<string, boolean>; replies?: Parameters<typeof mockApi>[0] } = {}) {
  const live = scriptedSocket();
  const calls = mockApi({
    'GET /auth': { status: 200, body: sessionUser({ level: 2, flags: options.userFlags ?? {} }) },
    'GET /repetition/9': { status: 200, body: REHEARSAL },
    'GET /project/5': { status: 200, body: projectDto({ canReadRepetitions: true, ...options.flags }, { name: 'Dolhuys' }) },
    'GET /repetition/9/presence': presencePage,
    'POST /repetition/9/live': { status: 200, body: { message: 'ok' } },
    ...options.replies,
  });
  const view = renderApp('/repetities/9/aanwezigheid', { token: 'token-1', connectSocket: () => live.socket });
  return { calls, live, view };
}

describe('/repetities/{id}/aanwezigheid (spec 2 §2, §9)', () => {
  it('shows the counts of everyone and the first 10 participants, then the next batch on request', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    const counts = await screen.findByTestId('presence-counts');
    expect(within(counts).getByText('Aanwezig: 3')).toBeInTheDocument();
    expect(screen.getByText('21 resultaten')).toBeInTheDocument();
    expect(await screen.findAllByTestId('presence-row')).toHaveLength(10);
    expect(calls.filter((c) => c.path === '/repetition/9/presence').map((c) => c.query)).toEqual([{ offset: '0', items: '10' }]);
    await user.click(screen.getByRole('button', { name: 'Meer laden' }));
    expect(await screen.findByText('Doorloop, Persoon 19')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Meer laden' }));
    await waitFor(() => expect(screen.getAllByTestId('presence-row')).toHaveLength(21));
    expect(screen.queryByRole('button', { name: 'Meer laden' })).not.toBeInTheDocument();
  });

  it('holds the rehearsal room on the session socket and reloads the list when someone’s presence changes', async () => {
    const { calls, live, view } = setup();
    expect(await screen.findAllByTestId('presence-row')).toHaveLength(10);
    const presenceCalls = () => calls.filter((c) => c.path === '/repetition/9/presence').length;
    await live.greet('sessie-socket');
    await waitFor(() => expect(calls.filter((c) => c.path === '/repetition/9/live').map((c) => c.body)).toEqual([{ socketId: 'sessie-socket' }]));

    const before = presenceCalls();
    await live.fire('repetition_presence', { repetitionId: 10, userId: 101, present: true, markedPresent: true, reason: null });
    await live.fire('repetition_presence', { repetitionId: 9, userId: 101, present: true, markedPresent: true, reason: null });
    await waitFor(() => expect(presenceCalls()).toBe(before + 1));

    // Leaving the screen leaves the room; the session socket stays.
    await act(() => view.router.navigate('/meldingen'));
    expect(live.socket.sent).toContainEqual(['leave', 'repetition:9']);
    expect(live.socket.disconnected).toBe(false);
  });

  it('mails the checked participants through the rehearsal’s call, with the contact right', async () => {
    const user = userEvent.setup();
    const named = (id: number) => ({ id, firstName: `Persoon ${id - 100}`, lastName: 'Doorloop', level: 0, image: null, email: `p${id}@example.be`, phoneNumber: null, cellPhone: null, sex: null, dateOfBirth: null, cityName: null, creationDt: '2026-01-01T10:00:00.000Z', lastActivity: null });
    const { calls, view } = setup({
      flags: { canReadUsersContact: true },
      userFlags: MAILER,
      replies: {
        'GET /users': { status: 200, body: { data: [named(100), named(101)], total: 2, offset: 0, items: 2, filters: {}, message: null } },
        'GET /mail/templates': { status: 200, body: { data: [], total: 0 } },
        'POST /repetition/9/mail': { status: 202, body: { message: 'Mail(s) werd(en) succesvol verzonden', mailingId: 4, recipients: 2 } },
      },
    });
    await screen.findAllByTestId('presence-row');
    expect(screen.queryByRole('button', { name: /Mailen/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: 'Persoon 0 Doorloop selecteren' }));
    await user.click(screen.getByRole('checkbox', { name: 'Persoon 1 Doorloop selecteren' }));
    await user.click(screen.getByRole('button', { name: 'Mailen (2 geselecteerd)' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/medewerkers/mail'));
    expect(await screen.findByText('2 geadresseerden')).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Onderwerp' }));
    await user.paste('Doorloop');
    await user.click(screen.getByRole('textbox', { name: 'Bericht' }));
    await user.paste('<p>Tot donderdag!</p>');
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(await screen.findByText('Mail(s) werd(en) succesvol verzonden')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/repetition/9/mail')?.body).toEqual({ to: [100, 101], subject: 'Doorloop', html: '<p>Tot donderdag!</p>' });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/repetities/9/aanwezigheid'));
    sessionStorage.clear();
    // Two screens and a lazily loaded one: slow on a busy machine.
  }, 30_000);

  it('offers no checkboxes without the contact right in the project', async () => {
    setup({ userFlags: MAILER });
    await screen.findAllByTestId('presence-row');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
