// Reads a server-sent event stream over real HTTP, as a browser would, and waits for an event.
export interface StreamEvent {
  id?: string;
  event: string;
  data: unknown;
}

export interface EventStreamReader {
  status: number;
  events: StreamEvent[];
  /** True once the server ended the stream (or it was closed here). */
  readonly ended: boolean;
  /** Resolves with the first event (received or to come) that matches; fails after `withinMs`. */
  waitFor(match: (event: StreamEvent) => boolean, withinMs?: number): Promise<StreamEvent>;
  close(): void;
}

export async function openEventStream(url: string, headers: Record<string, string> = {}): Promise<EventStreamReader> {
  const abort = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
  const events: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  let ended = !response.ok;
  if (response.ok && response.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const fields = Object.fromEntries(
              block
                .split('\n')
                .filter((l) => l && !l.startsWith(':'))
                .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]),
            );
            if (fields.data === undefined) continue;
            events.push({ id: fields.id, event: fields.event ?? 'message', data: JSON.parse(fields.data) });
            for (const wake of waiters) wake();
          }
        }
      } catch {
        // Aborted by close().
      }
      ended = true;
    })();
  } else {
    await response.body?.cancel();
  }
  return {
    status: response.status,
    events,
    get ended() {
      return ended;
    },
    waitFor(match, withinMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${withinMs} ms; got ${JSON.stringify(events)}`));
        }, withinMs);
        waiters.add(check);
        check();
      });
    },
    close: () => abort.abort(),
  };
}
