// Follows a chat event stream (server-sent events) and calls back on each event.
//
// Why not a Refine hook: Refine's data hooks read and write records on request, and its live
// provider is an app-wide publish/subscribe keyed by resource channels; a chat stream is one
// long-lived response per conversation that resumes from the last message id it saw. Nothing in
// Refine opens or resumes such a stream, so this hook does, and the components refetch through
// Refine's own queries when it says something changed.
//
// Why fetch and not EventSource for logged-in users: EventSource cannot send the Authorization
// header, and a session token in a URL ends up in access logs. A visitor's conversation token is
// scoped to that conversation alone, so the public widget may put it in the URL (see `token`).
import { useEffect, useRef } from 'react';
import type { ChatStreamEvent } from '@/domain/schemas/chat';
import { useServices } from '@/web/services';

const RETRY_MS = 3000;

/** Parses "event:/data:/id:" blocks separated by a blank line. */
export function parseEventBlocks(buffer: string): { events: Array<{ id?: string; data: string }>; rest: string } {
  const events: Array<{ id?: string; data: string }> = [];
  let rest = buffer;
  let end: number;
  while ((end = rest.indexOf('\n\n')) >= 0) {
    const block = rest.slice(0, end);
    rest = rest.slice(end + 2);
    let id: string | undefined;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('id:')) id = line.slice(3).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
    }
    if (data.length > 0) events.push({ id, data: data.join('\n') });
  }
  return { events, rest };
}

/**
 * Where the browser reaches a data-provider URL: Refine's URLs are relative to the HTTP client's base
 * (`/api`), and a stream is opened outside that client.
 */
export function useBrowserUrl(): (url: string) => string {
  const base = useServices().http.defaults.baseURL ?? '';
  return (url) => (/^https?:/.test(url) ? url : `${base.replace(/\/$/, '')}${url}`);
}

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
        const response = await fetch(target!, {
          headers: { accept: 'text/event-stream', ...(JSON.parse(headerKey) as Record<string, string>), ...(lastId ? { 'last-event-id': lastId } : {}) },
          signal: stop.signal,
        });
        if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          const parsed = parseEventBlocks(buffer + value);
          buffer = parsed.rest;
          for (const event of parsed.events) {
            if (event.id) lastId = event.id;
            handler.current(JSON.parse(event.data) as ChatStreamEvent);
          }
        }
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
