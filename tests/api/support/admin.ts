// Helpers for the administration suites: a caller bound to one token, a fingerprint of the data
// those endpoints own (to prove a refused call changed nothing), and small image files.
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { bearer, type TestApp } from './harness';

export interface Answer<T> {
  status: number;
  body: { code: number; data: T; message: string };
  headers: Record<string, unknown>;
}

export type Caller = <T = unknown>(
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
  headers?: Record<string, string>,
) => Promise<Answer<T>>;

export async function callerFor(t: TestApp, username: string, password?: string): Promise<Caller> {
  const token = await t.login(username, password);
  return ((method, url, payload, headers) =>
    t.call({ method, url, payload: payload as InjectOptions['payload'], headers: { ...bearer(token), ...headers } })) as Caller;
}

/** A hash of every row the administration endpoints write (not the log or sessions). */
export async function fingerprint(t: TestApp): Promise<string> {
  const result = await t.database.db.execute(sql`
    select md5(concat_ws('|',
      (select coalesce(string_agg(a::text, ',' order by a.id), '') from agencies a),
      (select coalesce(string_agg(concat_ws(':', u.id, u.username, u.email, u.nickname, u.mobile, u.roles, u.status, u.flight_limits, u.password_hash, u.deleted_at), ',' order by u.id), '') from users u),
      (select coalesce(string_agg(p::text, ',' order by p.id), '') from often_used_passengers p),
      (select coalesce(string_agg(m::text, ',' order by m.id), '') from member_cards m),
      (select coalesce(string_agg(l.sha, ',' order by l.agency_id), '') from agency_logos l)
    )) as h`);
  return (result as unknown as { rows: Array<{ h: string }> }).rows[0]!.h;
}

/** A 1x1 PNG. */
export const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
/** A text file that only claims to be an image. */
export const FAKE_PNG = `data:image/png;base64,${Buffer.from('<svg onload=alert(1)>not an image</svg>').toString('base64')}`;
/** A JPEG signature followed by enough bytes to pass 2 MB. */
export const HUGE_JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2 * 1024 * 1024)]).toString('base64');

export function newAgencyBody(suffix: string, extra: Record<string, unknown> = {}) {
  return {
    name: `Test Agency ${suffix}`,
    alias: `T${suffix}`,
    contactName: 'Mia Chan',
    contactEmail: `desk.${suffix}@agency.example`,
    contactPhone: '+852 2345 6789',
    superUser: { username: `super.${suffix}`, email: `super.${suffix}@agency.example` },
    ...extra,
  };
}
