// Hears, in every server process, that a user, an agency or a session row changed, so a cached
// session can be dropped at once. The database raises the signal itself (triggers of migration
// 0022 NOTIFY on channel tessera_auth when such a row is updated or deleted), so every write path,
// a script or a colleague's psql included, is covered without the code having to remember it.
// PostgreSQL: one connection per process holds the LISTEN. PGlite: its own listen(), which hands
// the signal over before the writing statement's promise resolves; in its worker thread the signal
// crosses the same port ahead of the statement's answer, and fence() is one round trip there.
// While nobody listens (starting, connection lost) `listening` is false and callers must not trust
// what they remember.
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Db } from '../db/client';
import { driverOf } from '../db/executor';

export const AUTH_CHANNEL = 'tessera_auth';
const RECONNECT_MS = 1000;

/** u: a user, a: an agency, s: a session (by id); all: a table was emptied. */
export type AuthChange = { kind: 'user' | 'agency' | 'session'; id: number } | { kind: 'all' };

export interface AuthChanges {
  readonly listening: boolean;
  start(): Promise<void>;
  /**
   * Resolves once every change committed before the call has been delivered here (PostgreSQL: a
   * round trip on the listening connection, which sends pending notifications first).
   */
  fence(): Promise<void>;
  close(): Promise<void>;
}

const KINDS = { u: 'user', a: 'agency', s: 'session' } as const;

export function parseAuthChange(payload: string | undefined): AuthChange | null {
  if (payload === 'all') return { kind: 'all' };
  const match = /^([uas]):(\d+)$/.exec(payload ?? '');
  return match ? { kind: KINDS[match[1] as keyof typeof KINDS], id: Number(match[2]) } : null;
}

interface PgliteLike {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  /** The worker thread: resolves once every notification it sent so far has been delivered. */
  sync?: () => Promise<void>;
  /** The worker thread: false once it stopped (then nothing more will be heard). */
  readonly alive?: boolean;
}

function pgliteChanges(client: PgliteLike, deliver: (change: AuthChange | null) => void): AuthChanges {
  let unlisten: (() => Promise<void>) | null = null;
  return {
    get listening() {
      return unlisten !== null && client.alive !== false;
    },
    async start() {
      unlisten ??= await client.listen(AUTH_CHANNEL, (payload) => deliver(parseAuthChange(payload)));
    },
    async fence() {
      await client.sync?.().catch(() => {});
    },
    async close() {
      const stop = unlisten;
      unlisten = null;
      await stop?.().catch(() => {});
    },
  };
}

function postgresChanges(pool: pg.Pool, deliver: (change: AuthChange | null) => void, log: FastifyBaseLogger): AuthChanges {
  let client: pg.PoolClient | null = null;
  let connecting: Promise<void> | null = null;
  let closed = false;

  const released = new WeakSet<pg.PoolClient>();

  /** Gives the listening connection up once, however it ends: a lost connection or a closing server. */
  function letGo(connection: pg.PoolClient, reason: 'lost' | 'closed'): void {
    if (released.has(connection)) return;
    released.add(connection);
    connection.removeAllListeners('notification');
    connection.removeAllListeners('error');
    // The connection may still report an error while it ends (the database going away).
    connection.on('error', () => {});
    // Destroyed, not pooled: a connection that listened is not handed to a query.
    connection.release(reason === 'lost' ? new Error('session change listener lost') : true);
  }

  function connect(): Promise<void> {
    connecting ??= (async () => {
      const connection = await pool.connect();
      connection.on('notification', (message) => {
        if (message.channel === AUTH_CHANNEL) deliver(parseAuthChange(message.payload));
      });
      connection.on('error', (error) => {
        log.warn({ err: error }, 'session change listener lost; cached sessions dropped until it listens again');
        if (client === connection) client = null;
        connecting = null;
        letGo(connection, 'lost');
        // Whatever changed while nobody listened is unknown: forget everything.
        deliver({ kind: 'all' });
        if (!closed)
          setTimeout(() => {
            if (!closed) connect().catch(() => {});
          }, RECONNECT_MS).unref();
      });
      await connection.query(`LISTEN ${AUTH_CHANNEL}`);
      if (closed) {
        letGo(connection, 'closed');
        return;
      }
      client = connection;
    })();
    connecting.catch((error: unknown) => {
      log.warn({ err: error }, 'session change listener not started; retrying');
      connecting = null;
      if (!closed)
        setTimeout(() => {
          if (!closed) connect().catch(() => {});
        }, RECONNECT_MS).unref();
    });
    return connecting;
  }

  return {
    get listening() {
      return client !== null;
    },
    start: () => connect().catch(() => {}),
    async fence() {
      if (client) await client.query('SELECT 1').catch(() => {});
    },
    async close() {
      closed = true;
      const connection = client;
      client = null;
      if (connection) letGo(connection, 'closed');
    },
  };
}

/** null when the driver offers no way to listen: then nothing may be cached. */
export function createAuthChanges(db: Db, deliver: (change: AuthChange | null) => void, log: FastifyBaseLogger): AuthChanges | null {
  const client = driverOf(db);
  if (client instanceof pg.Pool) return postgresChanges(client, deliver, log);
  if (client && typeof (client as PgliteLike).listen === 'function') return pgliteChanges(client as PgliteLike, deliver);
  return null;
}
