// Who may show the console in a frame: the origins the operator names (FRAME_ANCESTORS) and those of
// every enabled partner integration. Console pages are answered often and integrations change
// rarely, so the integrations' origins are kept in memory: this server reloads them as soon as
// staff change an integration here, and every server reloads them when they are older than the
// time to live, which bounds how long another server of a cluster keeps an old list.
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { partnerIntegrations } from '../db/schema';

/** How long a server trusts its copy of the integrations' origins (docs/partners.md, "Embedding"). */
export const FRAMING_TTL_MS = 30_000;

export interface FramingPolicy {
  /**
   * The frame-ancestors sources for a console page: with `code` (the key id on /partner-entry),
   * the operator's origins and that integration's only; otherwise the operator's and every enabled
   * integration's. Empty: nobody may frame it.
   */
  forPage(code?: string): Promise<string[]>;
  /** Reads the integrations again now (staff changed one on this server). */
  reload(): Promise<void>;
}

interface Snapshot {
  loadedAt: number;
  byKey: Map<string, string[]>;
  all: string[];
}

export function createFramingPolicy(
  db: Db,
  options: { fixed?: readonly string[]; ttlMs?: number; now?: () => number; log?: FastifyBaseLogger } = {},
): FramingPolicy {
  const fixed = [...(options.fixed ?? [])];
  const ttlMs = options.ttlMs ?? FRAMING_TTL_MS;
  const now = options.now ?? Date.now;
  let snapshot: Snapshot | null = null;
  let loading: Promise<Snapshot> | null = null;
  // Reads are numbered so a slow older read never replaces a newer one.
  let started = 0;
  let applied = 0;

  async function load(): Promise<Snapshot> {
    const seq = ++started;
    const rows = await db
      .select({ keyId: partnerIntegrations.keyId, origins: partnerIntegrations.embedOrigins })
      .from(partnerIntegrations)
      .where(eq(partnerIntegrations.enabled, true));
    const fresh = { loadedAt: now(), byKey: new Map(rows.map((r) => [r.keyId, r.origins])), all: unique(rows.flatMap((r) => r.origins)) };
    if (seq > applied) {
      applied = seq;
      snapshot = fresh;
    }
    return snapshot ?? fresh;
  }

  // Pages asked for while the copy is being renewed share one read.
  function refresh(): Promise<Snapshot> {
    loading ??= load().finally(() => {
      loading = null;
    });
    return loading;
  }

  async function current(): Promise<Snapshot | null> {
    if (snapshot && now() - snapshot.loadedAt < ttlMs) return snapshot;
    try {
      return await refresh();
    } catch (error) {
      // A page still gets an answer: with the last list read, or the operator's origins alone.
      options.log?.warn({ err: error }, 'partner frame origins could not be read');
      return snapshot;
    }
  }

  return {
    async forPage(code) {
      const known = await current();
      if (!known) return fixed;
      if (code === undefined) return unique([...fixed, ...known.all]);
      return unique([...fixed, ...(known.byKey.get(code) ?? [])]);
    },
    async reload() {
      // Its own read: one already under way may have started before the change was saved.
      await load();
    },
  };
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}
