// Sessions remembered in memory, so an authenticated request needs no database round trip. An
// entry goes the moment its user, agency or session row changes (auth-changes.ts), and after
// SESSION_CACHE_TTL_MS anyway, a safety net should a signal ever be lost. A lookup that began
// before a change must not store what it read (the generation check), or a revoked session could
// come back for a TTL.
import type { Identity } from './identity';
import type { AuthChange } from './auth-changes';

export const SESSION_CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 20_000;

interface Entry {
  identity: Identity;
  sessionExpiresAt: number;
  cachedUntil: number;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private generationNo = 0;

  constructor(private readonly ttlMs = SESSION_CACHE_TTL_MS) {}

  /** Taken before a database lookup, handed back to set(). */
  get generation(): number {
    return this.generationNo;
  }

  get size(): number {
    return this.entries.size;
  }

  get(tokenHash: string, now = Date.now()): Identity | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.cachedUntil <= now || entry.sessionExpiresAt <= now) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.identity;
  }

  set(tokenHash: string, identity: Identity, sessionExpiresAt: Date, generation: number, now = Date.now()): void {
    if (generation !== this.generationNo) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(tokenHash, { identity, sessionExpiresAt: sessionExpiresAt.getTime(), cachedUntil: now + this.ttlMs });
  }

  /** Drops what a change touches; an unknown signal drops everything. */
  evict(change: AuthChange | null): void {
    this.generationNo++;
    if (!change || change.kind === 'all') return this.entries.clear();
    for (const [hash, { identity }] of this.entries) {
      const hit =
        change.kind === 'user'
          ? identity.user.id === change.id
          : change.kind === 'agency'
            ? identity.agency.id === change.id
            : identity.sessionId === change.id;
      if (hit) this.entries.delete(hash);
    }
  }

  clear(): void {
    this.generationNo++;
    this.entries.clear();
  }
}
