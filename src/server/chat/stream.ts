// Server-sent events for chat. A stream starts after the last message its reader already has
// (`after`, or Last-Event-ID when the browser reconnects), listens on the bus, and on each signal
// reads what is new from the database: so a stream misses nothing, whichever server stored it.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChatConversation, ChatMessage, ChatStreamEvent } from '@/domain/schemas/chat';
import { openEventStream } from '../http/event-stream';
import type { ChatBus } from './bus';
import { chatStreamOpened } from '../metrics/service-metrics';

const RETRY_MS = 3000;

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
    endAll() {
      for (const end of [...open]) end();
    },
    async open(request, reply, source) {
      let cursor = source.after;
      let running: Promise<void> | null = null;
      let again = false;
      const opened = openEventStream(request, reply, RETRY_MS);
      if (!opened) {
        // The reader left before the stream opened: undo the presence its opening counted.
        await source.closed?.().catch((error: unknown) => request.log.warn({ err: error }, 'chat stream close bookkeeping failed'));
        return;
      }
      const stream = opened;
      const send = (event: ChatStreamEvent, id?: number) => stream.send(event.type, event, id);

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
        if (running) {
          again = true;
          return;
        }
        running = work()
          .catch((error: unknown) => request.log.warn({ err: error }, 'chat stream read failed'))
          .finally(() => {
            running = null;
            if (again && !stream.ended) {
              again = false;
              flush(flushMessages);
            }
          });
      }

      const subscription = bus.subscribe((signal) => {
        if (stream.ended) return;
        const mine = source.conversationId === undefined || signal.conversationId === source.conversationId || signal.conversationId === 0;
        if (!mine) return;
        if (signal.kind === 'message') flush(flushMessages);
        else
          void source.conversation(signal.conversationId).then(
            (c) => {
              if (c) send({ type: 'conversation', conversation: c });
            },
            () => {},
          );
      });

      const timer = setInterval(() => {
        stream.ping();
        void source.heartbeat?.().catch(() => {});
      }, heartbeatMs);
      const end = () => stream.end();
      open.add(end);
      const closedForMetrics = chatStreamOpened();
      stream.onEnd(() => {
        closedForMetrics();
        clearInterval(timer);
        subscription.stop();
        open.delete(end);
        void source.closed?.().catch((error: unknown) => request.log.warn({ err: error }, 'chat stream close bookkeeping failed'));
      });
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
