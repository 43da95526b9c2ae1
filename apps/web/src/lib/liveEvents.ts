import type { NotificationEvent } from '@coulisse/shared/schemas/notifications';
import { useEffect, useRef } from 'react';

/**
 * Area events the server pushes over the live connection (ARCHITECTURE "Socket"), with their
 * payloads. The session's socket forwards each of them here; screens and the auth layer listen
 * with `useLiveEvent`, so no screen needs to hold the socket itself.
 */
export interface LiveEvents {
  /** A profile picture changed (spec 1 §7); sent to every tab of that user. */
  USER_IMAGE: { userId: number; image: string | null };
  /** A notification arrived for this user (spec 1 §4), with their unread count. */
  notification: NotificationEvent;
  /** The user read, unread or deleted notifications in some tab or device: the new unread count. */
  notifications_changed: NotificationEvent;
}
export type LiveEventName = keyof LiveEvents;
export const LIVE_EVENT_NAMES: readonly LiveEventName[] = ['USER_IMAGE', 'notification', 'notifications_changed'];

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
