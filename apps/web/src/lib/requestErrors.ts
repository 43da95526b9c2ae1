import { useSyncExternalStore } from 'react';

/**
 * Request failures that no screen handles itself are kept here and shown in the red banner
 * (spec 1 §8, spec 3 §8). The same message twice is shown once.
 */
let messages: readonly string[] = [];
const listeners = new Set<() => void>();

function publish(next: readonly string[]): void {
  messages = next;
  for (const listener of listeners) listener();
}

export const requestErrors = {
  report(message: string): void {
    if (!messages.includes(message)) publish([...messages, message]);
  },
  dismiss(message: string): void {
    publish(messages.filter((m) => m !== message));
  },
  clear(): void {
    if (messages.length) publish([]);
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot(): readonly string[] {
    return messages;
  },
};

export function useRequestErrors(): readonly string[] {
  return useSyncExternalStore(requestErrors.subscribe, requestErrors.snapshot, requestErrors.snapshot);
}
