import type { AreaEventName, ServerEvents } from '@coulisse/shared/realtime/events';
import { useEffect, useRef } from 'react';

/**
 * Area events the server pushes over the session's live connection, with their payloads: the
 * `AREA_EVENTS` of the one event map in `@coulisse/shared/realtime/events`. The session socket
 * (`lib/socket.ts`) checks each payload against the map's schema and forwards it here; screens
 * and the auth layer listen with `useLiveEvent`, so no screen opens a connection of its own.
 */
export type LiveEvents = Pick<ServerEvents, AreaEventName>;
export type LiveEventName = AreaEventName;

type Listener<K extends LiveEventName> = (payload: LiveEvents[K]) => void;
const listeners = new Map<LiveEventName, Set<(payload: never) => void>>();

export const liveEvents = {
  on<K extends LiveEventName>(event: K, listener: Listener<K>): () => void {
    let set = listeners.get(event);
    if (!set) listeners.set(event, (set = new Set()));
    set.add(listener);
    return () => set.delete(listener);
  },
  emit<K extends LiveEventName>(event: K, payload: LiveEvents[K]): void {
    for (const listener of [...(listeners.get(event) ?? [])] as Listener<K>[]) listener(payload);
  },
};

/** Calls the latest `handler` for every `event` while the component is mounted. */
export function useLiveEvent<K extends LiveEventName>(event: K, handler: Listener<K>): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => liveEvents.on(event, (payload) => latest.current(payload)), [event]);
}
