// Reading server-sent events with fetch, for the console's live views (chat, search progress).
//
// Why fetch and not EventSource for logged-in users: EventSource cannot send the Authorization
// header, and a session token in a URL ends up in access logs.
import { useServices } from '@/web/services';

export interface EventBlock {
  id?: string;
  event?: string;
  data: string;
}

/** Parses "event:/data:/id:" blocks separated by a blank line; comments and retry lines are skipped. */
export function parseEventBlocks(buffer: string): { events: EventBlock[]; rest: string } {
  const events: EventBlock[] = [];
  let rest = buffer;
  let end: number;
  while ((end = rest.indexOf('\n\n')) >= 0) {
    const block = rest.slice(0, end);
    rest = rest.slice(end + 2);
    let id: string | undefined;
    let event: string | undefined;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('id:')) id = line.slice(3).trim();
      else if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
    }
    if (data.length > 0)
      events.push({ ...(id !== undefined ? { id } : {}), ...(event !== undefined ? { event } : {}), data: data.join('\n') });
  }
  return { events, rest };
}

/**
 * Opens the stream and calls back on each event until the server ends it (resolves) or it fails,
 * is refused or is aborted (rejects).
 */
export async function readEventStream(
  url: string,
  init: { headers: Record<string, string>; signal: AbortSignal },
  onEvent: (event: EventBlock) => void,
): Promise<void> {
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...init.headers }, signal: init.signal });
  if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    const parsed = parseEventBlocks(buffer + value);
    buffer = parsed.rest;
    for (const event of parsed.events) onEvent(event);
  }
}

/**
 * Where the browser reaches an API URL: Refine's URLs are relative to the HTTP client's base
 * (`/api`), and a stream is opened outside that client.
 */
export function useBrowserUrl(): (url: string) => string {
  const base = useServices().http.defaults.baseURL ?? '';
  return (url) => (/^https?:/.test(url) ? url : `${base.replace(/\/$/, '')}${url}`);
}
