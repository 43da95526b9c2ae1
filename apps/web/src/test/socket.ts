import { act, waitFor } from '@testing-library/react';
import type { VerifyAnswer } from '@coulisse/shared/realtime/events';
import type { SessionSocket } from '../lib/socket';

type Listener = (payload?: unknown) => void;

/** A session socket whose server side the test plays by hand: it delivers events and greets. */
export class ScriptedSocket implements SessionSocket {
  connected = false;
  id: string | undefined = undefined;
  disconnected = false;
  readonly listeners = new Map<string, Listener>();
  /** Every emit, as [event, ...arguments]. */
  readonly sent: unknown[][] = [];
  /** The acknowledgements of the VERIFY_TOKEN questions asked, in order. */
  readonly verifications: ((answer: VerifyAnswer | undefined) => void)[] = [];

  emit(event: string, ...args: unknown[]): unknown {
    this.sent.push([event, ...args]);
    if (event === 'VERIFY_TOKEN') this.verifications.push(args[1] as (answer: VerifyAnswer | undefined) => void);
    return true;
  }
  on(event: string, listener: Listener): unknown {
    return this.listeners.set(event, listener);
  }
  off(event: string): unknown {
    return this.listeners.delete(event);
  }
  disconnect(): unknown {
    this.disconnected = true;
    this.connected = false;
    return this;
  }
  /** The server sends `event` with `payload`. */
  deliver(event: string, payload?: unknown): void {
    this.listeners.get(event)?.(payload);
  }
  /** The socket connects as `id` and the server greets it as signed in. */
  greet(id = 'socket-1'): void {
    this.connected = true;
    this.id = id;
    this.deliver('connected', { authenticated: true });
  }
}

/**
 * A scripted socket for `renderApp`, with `greet` and `fire` acting inside React's act. The app
 * connects its socket from a chunk of its own once the first screen is painted: both wait until
 * the app listens.
 */
export function scriptedSocket() {
  const socket = new ScriptedSocket();
  const listening = (event: string) =>
    waitFor(() => {
      if (!socket.listeners.has(event)) throw new Error(`the app does not listen to ${event} yet`);
    });
  return {
    socket,
    greet: async (id?: string) => {
      await listening('connected');
      await act(async () => socket.greet(id));
    },
    fire: async (event: string, payload?: unknown) => {
      await listening(event);
      await act(async () => {
        socket.deliver(event, payload);
      });
    },
  };
}
