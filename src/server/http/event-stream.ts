// A server-sent event stream on a Fastify reply: takes the raw response over (so no hook buffers or
// compresses it), writes events, and ends once, whoever ends it (the reader leaving, the server
// closing, or the stream's owner).
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface EventStream {
  send(event: string, data: unknown, id?: string | number): void;
  /** A comment line: keeps proxies from timing the stream out. */
  ping(): void;
  end(): void;
  readonly ended: boolean;
  /** Runs once when the stream ends, for whatever reason. */
  onEnd(handler: () => void): void;
}

/** Opens the stream, or answers null when the reader already left while the request was handled. */
export function openEventStream(request: FastifyRequest, reply: FastifyReply, retryMs: number): EventStream | null {
  let ended = false;
  const endHandlers: Array<() => void> = [];
  const write = (chunk: string) => {
    if (!ended) reply.raw.write(chunk);
  };

  reply.hijack();
  // A hijacked reply writes only what it is given: the headers set on the reply so far (the
  // security headers among them), then the stream's own.
  reply.raw.writeHead(200, {
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // A proxy that buffers would hold events back until its buffer fills.
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  });
  // Tells the browser how long to wait before reconnecting, and opens the stream for proxies.
  write(`retry: ${retryMs}\n\n`);

  const stream: EventStream = {
    send(event, data, id) {
      write(`${id !== undefined ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    ping() {
      write(': ping\n\n');
    },
    end() {
      if (ended) return;
      ended = true;
      reply.raw.end();
      for (const handler of endHandlers.splice(0)) {
        try {
          handler();
        } catch (error) {
          request.log.warn({ err: error }, 'event stream end handler failed');
        }
      }
    },
    get ended() {
      return ended;
    },
    onEnd(handler) {
      if (ended) handler();
      else endHandlers.push(handler);
    },
  };
  request.raw.on('close', () => stream.end());
  // The reader may have gone while the request was handled: its close event is already past.
  if (request.raw.destroyed || reply.raw.destroyed) {
    stream.end();
    return null;
  }
  return stream;
}
