// Server-sent events for chat. A stream starts after the last message its reader already has
// (`after`, or Last-Event-ID when the browser reconnects), listens on the bus, and on each signal
// reads what is new from the database: so a stream misses nothing, whichever server stored it.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChatConversation, ChatMessage, ChatStreamEvent } from '@/domain/schemas/chat';
import type { ChatBus } from './bus';

export interface StreamSource {
  /** One conversation's stream; undefined: every conversation (the staff inbox). */
  conversationId?: number;
  /** The id after which messages are new to this reader. */
  after: number;
  newMessages(after: number): Promise<ChatMessage[]>;
  conversation(id: number): Promise<ChatConversation | null>;
  /** Called with what was just sent (a client stream marks staff replies read). */
  delivered?(messages: ChatMessage[]): Promise<void>;
  heartbeat?(): Promise<void>;
  closed?(): Promise<void>;
}

export interface StreamHub {
  open(request: FastifyRequest, reply: FastifyReply, source: StreamSource): Promise<void>;
  /** Ends every open stream (the server is stopping). */
  endAll(): void;
}

/** The reconnecting browser's position: Last-Event-ID is the id of the last message it received. */
export function resumeFrom(request: FastifyRequest, after: number | undefined): number | undefined {
  const header = Number(request.headers['last-event-id']);
  return Number.isSafeInteger(header) && header > 0 ? header : after;
}

export function createStreamHub(bus: ChatBus, heartbeatMs: number): StreamHub {
  const open = new Set<() => void>();

  return {
    endAll() { for (const end of [...open]) end(); },
    async open(request, reply, source) {
      let cursor = source.after;
      let ended = false;
      let running: Promise<void> | null = null;
      let again = false;

      const write = (chunk: string) => { if (!ended) reply.raw.write(chunk); };
      const send = (event: ChatStreamEvent, id?: number) => write(`${id ? `id: ${id}\n` : ''}event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);

      async function flushMessages() {
        const messages = await source.newMessages(cursor);
        for (const message of messages) {
          send({ type: 'message', message }, message.id);
          cursor = message.id;
        }
        if (messages.length > 0) await source.delivered?.(messages);
      }
      // Signals come faster than reads: one read at a time, and one more if any came meanwhile.
      function flush(work: () => Promise<void>) {
        if (running) { again = true; return; }
        running = work().catch((error: unknown) => request.log.warn({ err: error }, 'chat stream read failed')).finally(() => {
          running = null;
          if (again && !ended) { again = false; flush(flushMessages); }
        });
      }

      const subscription = bus.subscribe((signal) => {
        if (ended) return;
        const mine = source.conversationId === undefined || signal.conversationId === source.conversationId || signal.conversationId === 0;
        if (!mine) return;
        if (signal.kind === 'message') flush(flushMessages);
        else void source.conversation(signal.conversationId).then((c) => { if (c) send({ type: 'conversation', conversation: c }); }, () => {});
      });

      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // A proxy that buffers would hold messages back until the buffer fills.
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      });
      // Tells the browser how long to wait before reconnecting, and opens the stream for proxies.
      write('retry: 3000\n\n');

      const timer = setInterval(() => {
        write(': ping\n\n');
        void source.heartbeat?.().catch(() => {});
      }, heartbeatMs);
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(timer);
        subscription.stop();
        open.delete(end);
        reply.raw.end();
        void source.closed?.().catch((error: unknown) => request.log.warn({ err: error }, 'chat stream close bookkeeping failed'));
      };
      open.add(end);
      request.raw.on('close', end);
      // The reader may have gone while the stream was being set up: its close event is past.
      if (request.raw.destroyed || reply.raw.destroyed) {
        end();
        return;
      }
      try {
        await subscription.ready;
      } catch (error) {
        request.log.warn({ err: error }, 'chat stream could not listen');
        end();
        return;
      }
      // Whatever arrived between the reader's last message and the listen is sent now.
      flush(flushMessages);
    },
  };
}
