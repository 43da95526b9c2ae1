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

function setup() {
  const live = scriptedSocket();
  const calls = mockApi({
    'GET /auth': { status: 200, body: sessionUser({ level: 2 }) },
    'GET /repetition/9': { status: 200, body: REHEARSAL },
    'GET /project/5': { status: 200, body: projectDto({ canReadRepetitions: true }, { name: 'Dolhuys' }) },
    'GET /repetition/9/presence': presencePage,
    'POST /repetition/9/live': { status: 200, body: { message: 'ok' } },
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
    await act(async () => live.socket.greet('sessie-socket'));
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
});
