// Tells every server process that a conversation changed, so each can push it down the streams it
// holds. On PostgreSQL that is LISTEN/NOTIFY (servers share nothing but the database); on embedded
// PGlite there is one process, and an emitter shared by everything using the same database does it.
// A signal names only the conversation: receivers read what is new from the database, so a signal
// never carries more than NOTIFY's 8,000 bytes and a stream that missed one catches up on the next.
import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Db } from '../db/client';
import { driverOf } from '../db/executor';

export interface ChatSignal {
  conversationId: number;
  kind: 'message' | 'conversation';
}

export interface ChatBus {
  publish(signal: ChatSignal): Promise<void>;
  /** Listens; `ready` resolves once signals from other servers are being received. */
  subscribe(listener: (signal: ChatSignal) => void): { ready: Promise<void>; stop: () => void };
  close(): Promise<void>;
}

const CHANNEL = 'tessera_chat';
const RECONNECT_MS = 1000;

/** One emitter per embedded database, so two apps opened on the same PGlite hear each other. */
const localEmitters = new WeakMap<object, EventEmitter>();

function localBus(client: object): ChatBus {
  let emitter = localEmitters.get(client);
  if (!emitter) localEmitters.set(client, (emitter = new EventEmitter().setMaxListeners(0)));
  const shared = emitter;
  return {
    publish: async (signal) => {
      shared.emit(CHANNEL, signal);
    },
    subscribe(listener) {
      shared.on(CHANNEL, listener);
      return { ready: Promise.resolve(), stop: () => shared.off(CHANNEL, listener) };
    },
    close: async () => {},
  };
}

function parseSignal(payload: string | undefined): ChatSignal | null {
  try {
    const value = JSON.parse(payload ?? '') as Partial<ChatSignal>;
    if (typeof value.conversationId === 'number' && (value.kind === 'message' || value.kind === 'conversation'))
      return { conversationId: value.conversationId, kind: value.kind };
  } catch {
    // Someone else's NOTIFY on our channel: not a signal.
  }
  return null;
}

/** One pooled connection per server holds the LISTEN, taken when the first stream opens. */
function postgresBus(db: Db, pool: pg.Pool, log: FastifyBaseLogger): ChatBus {
  const listeners = new Set<(signal: ChatSignal) => void>();
  let connection: Promise<pg.PoolClient> | null = null;
  let closed = false;

  const deliver = (signal: ChatSignal) => {
    for (const listener of listeners) listener(signal);
  };

  function listen(): Promise<pg.PoolClient> {
    if (connection) return connection;
    connection = (async () => {
      const client = await pool.connect();
      client.on('notification', (message) => {
        const signal = message.channel === CHANNEL ? parseSignal(message.payload) : null;
        if (signal) deliver(signal);
      });
      client.on('error', (error) => {
        log.warn({ err: error }, 'chat listener connection lost; listening again');
        client.release(true);
        connection = null;
        // Whatever was said while nobody listened is read from the database by each stream.
        if (!closed && listeners.size > 0)
          setTimeout(() => {
            if (!closed)
              listen().then(
                () => deliver({ conversationId: 0, kind: 'message' }),
                () => {},
              );
          }, RECONNECT_MS);
      });
      await client.query(`LISTEN ${CHANNEL}`);
      return client;
    })();
    connection.catch(() => {
      connection = null;
    });
    return connection;
  }

  return {
    async publish(signal) {
      await db.execute(sql`SELECT pg_notify(${CHANNEL}, ${JSON.stringify(signal)})`);
    },
    subscribe(listener) {
      listeners.add(listener);
      return { ready: listen().then(() => undefined), stop: () => listeners.delete(listener) };
    },
    async close() {
      closed = true;
      listeners.clear();
      const pending = connection;
      connection = null;
      if (pending) {
        const client = await pending.catch(() => null);
        if (client) {
          await client.query(`UNLISTEN ${CHANNEL}`).catch(() => {});
          client.release();
        }
      }
    },
  };
}

export function createChatBus(db: Db, log: FastifyBaseLogger): ChatBus {
  const client = driverOf(db);
  return client instanceof pg.Pool ? postgresBus(db, client, log) : localBus(client as object);
}
