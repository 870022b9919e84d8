// A loading flag is on while requests are pending (the header's spinner).
// Read through state and an effect rather than useSyncExternalStore: requests start and finish while
// the console renders its first page in slices, and a store read that way which changes during such a
// render makes React throw the slices away and render everything again at once. A spinner a frame
// late costs nothing.
import { startTransition, useEffect, useState } from 'react';

let pending = 0;
const listeners = new Set<() => void>();

export function setPendingRequests(count: number): void {
  if (count === pending) return;
  pending = count;
  listeners.forEach((l) => l());
}

export function useRequestsPending(): boolean {
  const [busy, setBusy] = useState(() => pending > 0);
  useEffect(() => {
    const follow = () => startTransition(() => setBusy(pending > 0));
    listeners.add(follow);
    follow(); // a change between the render and this effect
    return () => void listeners.delete(follow);
  }, []);
  return busy;
}
