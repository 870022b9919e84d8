// SPEC 7: a loading flag is on while requests are pending.
import { useSyncExternalStore } from 'react';

let pending = 0;
const listeners = new Set<() => void>();

export function setPendingRequests(count: number): void {
  if (count === pending) return;
  pending = count;
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRequestsPending(): boolean {
  return useSyncExternalStore(subscribe, () => pending > 0);
}
