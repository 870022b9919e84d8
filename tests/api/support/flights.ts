// Helpers for the flight suites: quiet, fast simulators (knobs per test), searching until complete,
// and agency settings changes straight in the database.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { defaultAgencySettings, type AgencySettings } from '@/domain/schemas/agency-settings';
import type { SearchRequest, SolutionsAnswer } from '@/domain/flights/shopping';
import { agencies } from '@/server/db/schema';
import type { AppOptions } from '@/server/app';
import type { FlightOptions } from '@/server/flights/register';
import { profilesWith, type KnobOverrides, type SimulatorKnobs } from '@/server/flights/suppliers/simulator/profiles';
import { simulatedSuppliers } from '@/server/flights/suppliers/registry';
import { bearer, startTestApp, type TestApp } from './harness';

export const CALM: Partial<SimulatorKnobs> = {
  latencyMs: [0, 30],
  checkLatencyMs: [0, 5],
  failureRate: 0,
  priceChangeRate: 0,
  packageChangeRate: 0,
  unavailableRate: 0,
  documentChangeRate: 0,
  checkTimeoutRate: 0,
  ticketLatencyMs: [0, 0],
  ticketFailureRate: 0,
};

export function flightOptions(overrides: KnobOverrides = {}, extra: Partial<FlightOptions> = {}): FlightOptions {
  return { suppliers: simulatedSuppliers(profilesWith({ ...overrides, '*': { ...CALM, ...overrides['*'] } })), ...extra };
}

/**
 * A server with calm simulators. Harbour Travel sees supplier codes here (its "show suppliers"
 * setting on), since these suites check which supplier sold what; supplier-labels.test.ts checks
 * the setting itself.
 */
export async function startFlightApp(
  overrides: KnobOverrides = {},
  extra: Partial<FlightOptions> = {},
  app: Partial<AppOptions> = {},
): Promise<TestApp> {
  const t = await startTestApp({ ...app, flights: flightOptions(overrides, extra) });
  await setAgencySettings(t, 'HARBOUR', (s) => {
    s.flight.showSuppliers = true;
  });
  return t;
}

export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export function oneWay(origin: string, destination: string, days = 20, extra: Partial<SearchRequest> = {}): Partial<SearchRequest> {
  return {
    journeys: [{ origin, destination, date: daysFromNow(days) }],
    passengers: { adult: 1, child: 0, infant: 0 },
    bookingType: 'oneway',
    cabinClass: 'economy',
    ...extra,
  };
}

export async function search(t: Pick<TestApp, 'call'>, token: string, body: unknown): Promise<string> {
  const res = await t.call<{ id: string }>({
    method: 'POST',
    url: '/api/shopping/v2/flight/async-shopping',
    headers: bearer(token),
    payload: body as object,
  });
  if (res.body.code !== 0) throw new Error(`search failed: ${res.body.message}`);
  return res.body.data.id;
}

export async function solutions(t: Pick<TestApp, 'call'>, token: string, query: Record<string, unknown>) {
  return t.call<SolutionsAnswer>({
    method: 'POST',
    url: '/api/shopping/v2/flight/async-shopping/solutions',
    headers: bearer(token),
    payload: query,
  });
}

/** Polls until every supplier answered (or 10 s). */
export async function complete(
  t: Pick<TestApp, 'call'>,
  token: string,
  id: string,
  query: Record<string, unknown> = {},
): Promise<SolutionsAnswer> {
  const until = Date.now() + 10_000;
  for (;;) {
    const res = await solutions(t, token, { id, limit: 500, ...query });
    if (res.body.code !== 0) throw new Error(`solutions failed: ${res.body.message}`);
    if (res.body.data.complete || Date.now() > until) return res.body.data;
    await new Promise((r) => setTimeout(r, 40));
  }
}

export async function setAgencySettings(t: TestApp, code: string, change: (s: AgencySettings) => void): Promise<void> {
  const [row] = await t.database.db
    .select({ settings: agencies.settings, commonConfig: agencies.commonConfig })
    .from(agencies)
    .where(eq(agencies.code, code));
  const settings = {
    ...defaultAgencySettings(row!.commonConfig.settlementCurrency as 'CNY'),
    ...(row!.settings as object),
  } as AgencySettings;
  change(settings);
  await t.database.db
    .update(agencies)
    .set({
      settings: settings as (typeof agencies.$inferInsert)['settings'],
      commonConfig: { ...row!.commonConfig, settlementCurrency: settings.general.settlementCurrency },
    })
    .where(eq(agencies.code, code));
  // Written past the API: wait until the server's session cache has heard of it, as an API write does.
  await t.app.sessions.fence();
}

/** One flight app (and an operator's token) for a describe block. */
export function useFlightApp(overrides: KnobOverrides = {}): { readonly t: TestApp; readonly token: string } {
  const state = {} as { t: TestApp; token: string };
  beforeAll(async () => {
    state.t = await startFlightApp(overrides);
    state.token = await state.t.login('harbour.ops');
  });
  afterAll(async () => state.t.close());
  return state;
}

/** POSTs one file as multipart/form-data (field "file"). */
export function upload<T>(t: TestApp, token: string, url: string, file: { name: string; type: string; content: Buffer }) {
  const boundary = '----tessera';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.call<T>({
    method: 'POST',
    url,
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}
