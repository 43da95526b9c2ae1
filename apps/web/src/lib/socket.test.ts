import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScriptedSocket } from '../test/socket';
import { liveEvents } from './liveEvents';
import { liveRooms } from './liveRooms';
import { watchSession } from './socket';

describe('watchSession (spec 1 §4)', () => {
  let socket: ScriptedSocket;
  const handlers = { onExpired: vi.fn(), onLogout: vi.fn() };

  beforeEach(() => {
    vi.useFakeTimers();
    socket = new ScriptedSocket();
    handlers.onExpired.mockReset();
    handlers.onLogout.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('polls every 300 ms until connected, then verifies the token once', () => {
    watchSession('tok', handlers, () => socket);
    vi.advanceTimersByTime(900);
    expect(socket.verifications).toHaveLength(0);
    socket.connected = true;
    vi.advanceTimersByTime(299);
    expect(socket.verifications).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(socket.sent).toEqual([['VERIFY_TOKEN', 'tok', expect.any(Function)]]);
    vi.advanceTimersByTime(3000);
    expect(socket.verifications).toHaveLength(1);
  });

  it('ends the session when the token turns out to be expired (404)', () => {
    watchSession('tok', handlers, () => socket);
    socket.connected = true;
    vi.advanceTimersByTime(300);
    socket.verifications[0]?.({ status: 200 });
    expect(handlers.onExpired).not.toHaveBeenCalled();
    socket.deliver('disconnect');
    vi.advanceTimersByTime(300);
    socket.verifications[1]?.({ status: 404 });
    expect(handlers.onExpired).toHaveBeenCalledTimes(1);
  });

  it('follows the server’s logout event and stops when asked', () => {
    const stop = watchSession('tok', handlers, () => socket);
    socket.deliver('logout');
    expect(handlers.onLogout).toHaveBeenCalledTimes(1);
    stop();
    expect(socket.disconnected).toBe(true);
    expect(socket.listeners.size).toBe(0);
    socket.connected = true;
    vi.advanceTimersByTime(1000);
    expect(socket.verifications).toHaveLength(0);
  });
});

describe('area events on the session socket (the event map of @coulisse/shared/realtime/events)', () => {
  it('passes well-formed USER_IMAGE events on to the live events, and nothing once stopped', () => {
    const socket = new ScriptedSocket();
    const seen = vi.fn();
    const unsubscribe = liveEvents.on('USER_IMAGE', seen);
    const stop = watchSession('tok', { onExpired: vi.fn(), onLogout: vi.fn() }, () => socket);
    socket.deliver('USER_IMAGE', { userId: 4, image: 'a.jpg' });
    socket.deliver('USER_IMAGE', { userId: '4', image: 5 });
    expect(seen.mock.calls).toEqual([[{ userId: 4, image: 'a.jpg' }]]);
    stop();
    expect(socket.listeners.has('USER_IMAGE')).toBe(false);
    unsubscribe();
  });

  it.each(['notification', 'notifications_changed'] as const)('passes %s events with a whole, non-negative unread count only', (event) => {
    const socket = new ScriptedSocket();
    const seen = vi.fn();
    const unsubscribe = liveEvents.on(event, seen);
    const stop = watchSession('tok', { onExpired: vi.fn(), onLogout: vi.fn() }, () => socket);
    for (const payload of [{ unread: 3 }, { unread: 0 }, { unread: -1 }, { unread: 1.5 }, { unread: '3' }, null, undefined]) socket.deliver(event, payload);
    expect(seen.mock.calls).toEqual([[{ unread: 3 }], [{ unread: 0 }]]);
    stop();
    unsubscribe();
  });

  it.each([
    ['IMPORT_PROGRESS', { uuid: 'u', done: 2, total: 5 }, { uuid: 'u', done: '2', total: 5 }],
    ['ARTICLE_IMPORT_PROGRESS', { uuid: 'u', done: 2, total: 5 }, { done: 2, total: 5 }],
    ['REGISTRATIONS_COPY_PROGRESS', { uuid: null, kind: 'registrations', progress: 40 }, { uuid: null, kind: 'registrations', progress: 140 }],
    ['repetition_presence', { repetitionId: 9, userId: 3, present: true, markedPresent: true, reason: null }, { repetitionId: 9, userId: 3, present: 'ja' }],
    ['clothing_receive_items', { orderId: 4, ids: [1, 2] }, { orderId: 4, ids: ['1'] }],
  ] as const)('passes a well-formed %s and drops a malformed one', (event, good, bad) => {
    const socket = new ScriptedSocket();
    const seen = vi.fn();
    const unsubscribe = liveEvents.on(event, seen);
    const stop = watchSession('tok', { onExpired: vi.fn(), onLogout: vi.fn() }, () => socket);
    socket.deliver(event, bad);
    socket.deliver(event, good);
    expect(seen.mock.calls).toEqual([[good]]);
    stop();
    unsubscribe();
  });
});

describe('area rooms on the session socket', () => {
  const start = () => {
    const socket = new ScriptedSocket();
    const stop = watchSession('tok', { onExpired: vi.fn(), onLogout: vi.fn() }, () => socket);
    return { socket, stop };
  };

  it('joins a room once connected, again with the new id after a reconnect, and leaves it with the last holder', async () => {
    const { socket, stop } = start();
    const join = vi.fn(() => Promise.resolve());
    const leaveFirst = liveRooms.enter('repetition:9', join);
    expect(join).not.toHaveBeenCalled();
    socket.greet('first');
    expect(join.mock.calls).toEqual([['first']]);
    const leaveSecond = liveRooms.enter('repetition:9', vi.fn(() => Promise.resolve()));
    expect(join).toHaveBeenCalledTimes(1);

    socket.deliver('disconnect');
    socket.greet('second');
    expect(join.mock.calls).toEqual([['first'], ['second']]);

    leaveFirst();
    leaveFirst();
    expect(socket.sent.filter(([event]) => event === 'leave')).toEqual([]);
    leaveSecond();
    expect(socket.sent.filter(([event]) => event === 'leave')).toEqual([['leave', 'repetition:9']]);
    socket.greet('third');
    expect(join).toHaveBeenCalledTimes(2);
    stop();
    await Promise.resolve();
  });

  it('joins at once when the socket is already greeted, and survives a refused join', async () => {
    const { socket, stop } = start();
    socket.greet('live');
    const join = vi.fn(() => Promise.reject(new Error('403')));
    const leave = liveRooms.enter('order:4', join);
    expect(join.mock.calls).toEqual([['live']]);
    await Promise.resolve();
    leave();
    expect(socket.sent.at(-1)).toEqual(['leave', 'order:4']);
    stop();
  });

  it('joins nothing for an anonymous greeting or after the session stopped', () => {
    const { socket, stop } = start();
    const join = vi.fn(() => Promise.resolve());
    const leave = liveRooms.enter('order:5', join);
    socket.connected = true;
    socket.id = 'anon';
    socket.deliver('connected', { authenticated: false });
    expect(join).not.toHaveBeenCalled();
    stop();
    socket.greet('late');
    expect(join).not.toHaveBeenCalled();
    leave();
  });
});
