// Follows a chat event stream (server-sent events) and calls back on each event.
//
// Why not a Refine hook: Refine's data hooks read and write records on request, and its live
// provider is an app-wide publish/subscribe keyed by resource channels; a chat stream is one
// long-lived response per conversation that resumes from the last message id it saw. Nothing in
// Refine opens or resumes such a stream, so this hook does, and the components refetch through
// Refine's own queries when it says something changed.
//
// Logged-in users read the stream with fetch (src/web/streams/event-stream.ts says why). A visitor's
// conversation token is scoped to that conversation alone, so the public widget may put it in the URL
// (see `token`).
import { useEffect, useRef } from 'react';
import type { ChatStreamEvent } from '@/domain/schemas/chat';
import { readEventStream, useBrowserUrl } from '@/web/streams/event-stream';

// The public widget imports it from here.
export { useBrowserUrl };

const RETRY_MS = 3000;

/**
 * `url` null: no stream (nothing to follow yet). Reconnects after a drop, resuming after the last
 * message it received, until the component unmounts or the URL changes.
 */
export function useChatStream(url: string | null, headers: Record<string, string>, onEvent: (event: ChatStreamEvent) => void): void {
  const browserUrl = useBrowserUrl();
  const target = url ? browserUrl(url) : null;
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const headerKey = JSON.stringify(headers);

  useEffect(() => {
    if (!target) return;
    const stop = new AbortController();
    let lastId: string | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;

    async function follow() {
      try {
        await readEventStream(
          target!,
          {
            headers: { ...(JSON.parse(headerKey) as Record<string, string>), ...(lastId ? { 'last-event-id': lastId } : {}) },
            signal: stop.signal,
          },
          (event) => {
            if (event.id) lastId = event.id;
            handler.current(JSON.parse(event.data) as ChatStreamEvent);
          },
        );
      } catch {
        // Dropped or refused: try again shortly, unless the component is gone.
      }
      if (!stop.signal.aborted) retry = setTimeout(() => void follow(), RETRY_MS);
    }
    void follow();
    return () => {
      stop.abort();
      clearTimeout(retry);
    };
  }, [target, headerKey]);
}
