import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveEvents } from './liveEvents';
import { watchSession, type SessionSocket } from './socket';

type Listener = (payload?: unknown) => void;

class FakeSocket implements SessionSocket {
  connected = false;
  verifications: ((answer: { status?: number } | undefined) => void)[] = [];
  listeners = new Map<string, Listener>();
  disconnected = false;
  emit(_event: 'VERIFY_TOKEN', token: string, ack: (answer: { status?: number } | undefined) => void) {
    expect(token).toBe('tok');
    this.verifications.push(ack);
  }
  on(event: string, listener: Listener) {
    this.listeners.set(event, listener);
  }
  off(event: string) {
    this.listeners.delete(event);
  }
  disconnect() {
    this.disconnected = true;
  }
}

describe('watchSession (spec 1 §4)', () => {
  let socket: FakeSocket;
  const handlers = { onExpired: vi.fn(), onLogout: vi.fn() };

  beforeEach(() => {
    vi.useFakeTimers();
    socket = new FakeSocket();
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
    expect(socket.verifications).toHaveLength(1);
    vi.advanceTimersByTime(3000);
    expect(socket.verifications).toHaveLength(1);
  });

  it('ends the session when the token turns out to be expired (404)', () => {
    watchSession('tok', handlers, () => socket);
    socket.connected = true;
    vi.advanceTimersByTime(300);
    socket.verifications[0]?.({ status: 200 });
    expect(handlers.onExpired).not.toHaveBeenCalled();
    socket.listeners.get('disconnect')?.();
    vi.advanceTimersByTime(300);
    socket.verifications[1]?.({ status: 404 });
    expect(handlers.onExpired).toHaveBeenCalledTimes(1);
  });

  it('follows the server’s logout event and stops when asked', () => {
    const stop = watchSession('tok', handlers, () => socket);
    socket.listeners.get('logout')?.();
    expect(handlers.onLogout).toHaveBeenCalledTimes(1);
    stop();
    expect(socket.disconnected).toBe(true);
    expect(socket.listeners.size).toBe(0);
    socket.connected = true;
    vi.advanceTimersByTime(1000);
    expect(socket.verifications).toHaveLength(0);
  });

  it('passes well-formed USER_IMAGE events on to the live events, and nothing once stopped', () => {
    const seen = vi.fn();
    const unsubscribe = liveEvents.on('USER_IMAGE', seen);
    const stop = watchSession('tok', handlers, () => socket);
    socket.listeners.get('USER_IMAGE')?.({ userId: 4, image: 'a.jpg' });
    socket.listeners.get('USER_IMAGE')?.({ userId: '4', image: 5 });
    expect(seen.mock.calls).toEqual([[{ userId: 4, image: 'a.jpg' }]]);
    stop();
    expect(socket.listeners.has('USER_IMAGE')).toBe(false);
    unsubscribe();
  });

  it.each(['notification', 'notifications_changed'] as const)('passes %s events with a whole, non-negative unread count only', (event) => {
    const seen = vi.fn();
    const unsubscribe = liveEvents.on(event, seen);
    const stop = watchSession('tok', handlers, () => socket);
    for (const payload of [{ unread: 3 }, { unread: 0 }, { unread: -1 }, { unread: 1.5 }, { unread: '3' }, null, undefined]) socket.listeners.get(event)?.(payload);
    expect(seen.mock.calls).toEqual([[{ unread: 3 }], [{ unread: 0 }]]);
    stop();
    unsubscribe();
  });
});
