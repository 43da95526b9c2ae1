import { act, screen, waitFor } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, sessionUser } from '../../../test/api';
import { repetitionDto } from '../../../test/projects';
import { fakeMediaQueryList } from '../../../test/mediaQuery';
import { renderApp } from '../../../test/renderApp';
import type FullCalendarType from '@fullcalendar/react';

/**
 * jsdom has no layout (every box is 0×0), so FullCalendar's own pointer dragging cannot hit a time
 * slot here; the browser journey `e2e/calendar.spec.ts` drags for real. This test swaps the
 * component for a stand-in that keeps the props the screen hands it, and calls `eventDrop` /
 * `eventClick` the way FullCalendar does, to check the screen's save / revert logic.
 */
type Props = ComponentProps<typeof FullCalendarType>;
interface Captured {
  /** The latest props the screen rendered the calendar with. */
  props: null | Record<string, unknown>;
  /** The view the calendar mounted with. */
  mountedView: unknown;
}
const calendar = vi.hoisted((): Captured => ({ props: null, mountedView: null }));
vi.mock('@fullcalendar/react', async () => {
  const { useEffect, useState } = await import('react');
  /** Like FullCalendar, takes `initialView` only when it mounts, and reports its range once mounted. */
  function Stand(props: Record<string, unknown>) {
    const [view] = useState(props.initialView);
    calendar.props = props;
    calendar.mountedView = view;
    useEffect(() => {
      (props.datesSet as (range: { start: Date; end: Date }) => void)({ start: new Date('2030-03-01T00:00:00Z'), end: new Date('2030-04-01T00:00:00Z') });
      // Mount only, as FullCalendar's first datesSet.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);
    const events = (props.events ?? []) as { id: string; title: string }[];
    return (
      <ul>
        {events.map((e) => (
          <li key={e.id}>{e.title}</li>
        ))}
      </ul>
    );
  }
  return { default: Stand };
});

const props = () => calendar.props as Props;
const EVENT = { id: 10, title: 'KAL1 Kalendertest', start: '2030-03-04T13:00:00.000Z', end: '2030-03-04T15:00:00.000Z', location: 'Zaal', past: false };

function setup(flags: Record<string, boolean>, moveReply: { status: number; body?: unknown } = { status: 200, body: repetitionDto({ id: 10 }) }) {
  const calls = mockApi({
    'GET /auth': { status: 200, body: sessionUser({ level: 2, flags: { canSeeCalendar: true, ...flags } }) },
    'GET /repetitions/all': { status: 200, body: [EVENT] },
    'PUT /repetition/10/time': moveReply,
  });
  renderApp('/kalender', { token: 'token-1' });
  return calls;
}

/** What FullCalendar hands `eventDrop` after a drag: the moved event and a way to put it back. */
function drop(start: Date, end: Date | null) {
  const revert = vi.fn();
  act(() => {
    props().eventDrop!({ event: { id: '10', start, end }, revert } as never);
  });
  return revert;
}

async function loaded() {
  // datesSet is how FullCalendar reports the visible range; the screen then asks for its events.
  act(() => {
    props().datesSet!({ start: new Date('2030-03-01T00:00:00Z'), end: new Date('2030-04-01T00:00:00Z') } as never);
  });
  expect(await screen.findByText('KAL1 Kalendertest')).toBeInTheDocument();
}

afterEach(() => {
  calendar.props = null;
  calendar.mountedView = null;
  Object.defineProperty(window, 'matchMedia', { writable: true, value: (query: string) => fakeMediaQueryList(query, false) });
});

describe('CalendarScreen (spec 2 §2 §9)', () => {
  it('saves a rehearsal dropped on a future time', async () => {
    const calls = setup({ canReadRepetitions: true, canUpdateRepetitions: true });
    await waitFor(() => expect(calendar.props).not.toBeNull());
    await loaded();
    expect(props().editable).toBe(true);
    const revert = drop(new Date('2030-03-04T17:00:00.000Z'), new Date('2030-03-04T19:00:00.000Z'));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ startDt: '2030-03-04T17:00:00.000Z', endDt: '2030-03-04T19:00:00.000Z' }));
    expect(calls.find((c) => c.method === 'PUT')?.path).toBe('/repetition/10/time');
    // The calendar is asked again for its events, and the drop stays.
    await waitFor(() => expect(calls.filter((c) => c.path === '/repetitions/all')).toHaveLength(2));
    expect(revert).not.toHaveBeenCalled();
  });

  it('puts a rehearsal dropped on the past back without asking the server', async () => {
    const calls = setup({ canReadRepetitions: true, canUpdateRepetitions: true });
    await waitFor(() => expect(calendar.props).not.toBeNull());
    await loaded();
    const start = new Date(Date.now() - 3_600_000);
    const revert = drop(start, new Date(start.getTime() + 7_200_000));
    expect(revert).toHaveBeenCalledOnce();
    expect(await screen.findByText('Een repetitie kan niet naar het verleden verplaatst worden')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('puts the rehearsal back and shows the server refusal', async () => {
    setup({ canReadRepetitions: true, canUpdateRepetitions: true }, { status: 400, body: { message: 'Ongeldige invoer', code: 'validation' } });
    await waitFor(() => expect(calendar.props).not.toBeNull());
    await loaded();
    const revert = drop(new Date('2030-03-04T17:00:00.000Z'), null);
    await waitFor(() => expect(revert).toHaveBeenCalledOnce());
    expect(await screen.findByText('Ongeldige invoer')).toBeInTheDocument();
  });

  it('is read-only without the update right', async () => {
    setup({ canReadRepetitions: true });
    await waitFor(() => expect(calendar.props).not.toBeNull());
    await loaded();
    expect(props().editable).toBe(false);
    expect(calendar.mountedView).toBe('dayGridMonth');
  });

  it('opens the day view on a phone', async () => {
    Object.defineProperty(window, 'matchMedia', { writable: true, value: (query: string) => fakeMediaQueryList(query, true) });
    setup({ canReadRepetitions: true });
    await waitFor(() => expect(calendar.props).not.toBeNull());
    expect(calendar.mountedView).toBe('timeGridDay');
  });
});
