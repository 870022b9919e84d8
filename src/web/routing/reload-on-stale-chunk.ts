// After a deploy, a tab opened before it still names the old hashed chunks, which the server no longer
// has (it answers 404). Vite announces such a failed load as `vite:preloadError`; the console then
// reloads the page once, which fetches the new index.html and the new chunk names. If the load still
// fails right after that reload (the server is really missing a file), it does not reload again: the
// error reaches the page's error boundary instead of looping.
export const STALE_CHUNK_RELOAD_KEY = 'tessera.staleChunkReload';
/** A reload this recent means the last one did not help. */
export const STALE_CHUNK_GUARD_MS = 30_000;

interface ReloadTarget {
  addEventListener(type: 'vite:preloadError', listener: (event: Event) => void): void;
  location: { reload(): void };
}

export function reloadOnStaleChunk(
  target: ReloadTarget,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  now: () => number = Date.now,
): void {
  target.addEventListener('vite:preloadError', (event) => {
    const last = Number(storage.getItem(STALE_CHUNK_RELOAD_KEY) ?? 0);
    if (now() - last < STALE_CHUNK_GUARD_MS) return;
    event.preventDefault();
    storage.setItem(STALE_CHUNK_RELOAD_KEY, String(now()));
    target.location.reload();
  });
}
