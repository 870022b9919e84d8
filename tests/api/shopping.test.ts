// Async shopping: journey rules, searching every allowed supplier at once, combining the same
// itinerary, server-side sort and filters, agency settings, look-to-book counting, failures and
// timeouts of suppliers, PNR analysis and accurate search.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PnrAnalysis } from '@/domain/flights/booking';
import { agencies, agencyDailyActivity, flightSearchResults } from '@/server/db/schema';
import { complete, daysFromNow, oneWay, search, setAgencySettings, solutions, startFlightApp, useFlightApp } from './support/flights';
import { bearer, type TestApp } from './support/harness';

const app = useFlightApp();
let t: TestApp;
let ops: string;
beforeAll(() => ({ t, token: ops } = app));

async function fieldsOf(body: unknown) {
  const res = await t.call<{ fields: Array<{ field: string; message: string }> }>({
    method: 'POST',
    url: '/api/shopping/v2/flight/async-shopping',
    headers: bearer(ops),
    payload: body as object,
  });
  return { status: res.status, fields: res.body.data?.fields ?? [] };
}

describe('journey rules', () => {
  it('refuses an empty journey list', async () => {
    const { status, fields } = await fieldsOf({ journeys: [], bookingType: 'oneway' });
    expect(status).toBe(400);
    expect(fields).toEqual([{ field: 'journeys', message: 'Add at least one flight.' }]);
  });

  it('refuses the same city or airport at both ends, airports compared by their city', async () => {
    const { fields } = await fieldsOf(oneWay('airport-PEK', 'airport-PKX'));
    expect(fields).toContainEqual({
      field: 'journeys.0.destination',
      message: 'The departure and arrival cannot be the same city or airport.',
    });
    expect((await fieldsOf(oneWay('BJS', 'airport-PEK'))).fields.map((f) => f.field)).toEqual(['journeys.0.destination']);
  });

  it('requires both ends, a known airport, a date not in the past, and a return date for a return', async () => {
    const { fields } = await fieldsOf({ journeys: [{ origin: '', destination: 'XXQ', date: '2020-01-01' }], bookingType: 'return' });
    expect(fields.map((f) => f.field).sort()).toEqual([
      'journeys.0.date',
      'journeys.0.destination',
      'journeys.0.origin',
      'journeys.0.returnDate',
    ]);
  });

  it('reads a two-digit year by the SPEC rule (above this year is 19xx: in the past)', async () => {
    const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');
    const { fields } = await fieldsOf({ journeys: [{ origin: 'airport-PEK', destination: 'SHA', date: `${nextYear}-03-01` }] });
    expect(fields).toContainEqual({ field: 'journeys.0.date', message: 'The date has passed.' });
  });

  it('allows at most five multi-city flights and passenger counts within the limits', async () => {
    const legs = ['PEK', 'SHA', 'CAN', 'CTU', 'XIY', 'KMG', 'HGH'];
    const journeys = legs
      .slice(0, 6)
      .map((o, i) => ({ origin: `airport-${o}`, destination: `airport-${legs[i + 1]}`, date: daysFromNow(10 + i) }));
    expect((await fieldsOf({ journeys, bookingType: 'multi' })).fields).toContainEqual({
      field: 'journeys',
      message: 'A multi-city trip has at most 5 flights.',
    });
    const crowd = await fieldsOf({ ...oneWay('airport-PEK', 'SHA'), passengers: { adult: 1, child: 0, infant: 2 } });
    expect(crowd.fields).toContainEqual({ field: 'passengers.infant', message: 'Each infant needs an adult.' });
  });

  it('answers in Chinese when asked', async () => {
    const res = await t.call<{ fields: Array<{ message: string }> }>({
      method: 'POST',
      url: '/api/shopping/v2/flight/async-shopping',
      headers: { ...bearer(ops), 'accept-language': 'zh-CN' },
      payload: { journeys: [] },
    });
    expect(res.body.data.fields[0]?.message).toBe('请至少添加一个航段。');
  });

  it('is for operators of agencies with the flight service', async () => {
    const finance = await t.login('harbour.finance');
    const res = await t.call({
      method: 'POST',
      url: '/api/shopping/v2/flight/async-shopping',
      headers: bearer(finance),
      payload: oneWay('airport-PEK', 'SHA'),
    });
    expect(res.status).toBe(403);
  });
});

describe('async search and solutions', () => {
  let id: string;

  beforeAll(async () => {
    id = await search(t, ops, oneWay('BJS', 'SHA', 20, { passengers: { adult: 2, child: 1, infant: 0 } }));
  });

  it('answers at once with an id, then every supplier answers and the search completes', async () => {
    const answer = await complete(t, ops, id);
    expect(answer.complete).toBe(true);
    expect(answer.stale).toBe(false);
    expect(answer.currency).toBe('CNY');
    expect(answer.suppliers.map((s) => [s.supplier, s.status]).sort()).toEqual([
      ['DRAGONFARE', 'done'],
      ['ORIENTNDC', 'done'],
      ['SKYLINK', 'done'],
    ]);
    expect(answer.total).toBeGreaterThan(10);
    const airportsUsed = new Set(
      answer.solutions.flatMap((s) => [s.journeys[0]!.segments[0]!.origin, s.journeys[0]!.segments.at(-1)!.destination]),
    );
    expect([...airportsUsed].every((a) => ['PEK', 'PKX', 'PVG', 'SHA'].includes(a))).toBe(true);
  });

  it('combines the same itinerary from several suppliers into one result, best price first', async () => {
    const answer = await complete(t, ops, id);
    const keys = answer.solutions.map((s) => s.itineraryKey);
    expect(new Set(keys).size).toBe(keys.length);
    const shared = answer.solutions.filter((s) => new Set(s.alternatives.map((a) => a.supplier)).size > 1);
    expect(shared.length).toBeGreaterThan(0);
    for (const s of shared) {
      expect(s.alternatives[0]!.id).toBe(s.id);
      expect(s.alternatives.map((a) => a.total)).toEqual([...s.alternatives.map((a) => a.total)].sort((a, b) => a - b));
      expect(s.priceDetail.total).toBe(s.alternatives[0]!.total);
    }
  });

  it('prices per passenger type in the settlement currency and adds up', async () => {
    const [first] = (await complete(t, ops, id)).solutions;
    const list = first!.priceDetail.priceList;
    expect(list.map((p) => [p.passengerType, p.count])).toEqual([
      ['adult', 2],
      ['child', 1],
    ]);
    for (const p of list) expect(p.salePrice).toBe(p.price + p.taxes + p.markup);
    expect(first!.priceDetail.total).toBe(list.reduce((sum, p) => sum + p.salePrice * p.count, 0));
    expect(first!.priceDetail.currency).toBe('CNY');
    expect(first!.cancellation.currency).toBe('CNY');
  });

  it('sorts on the server by price, departure and duration, both ways', async () => {
    const byPrice = (await complete(t, ops, id, { sort: 'price' })).solutions.map((s) => s.priceDetail.total);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
    const byDeparture = (await complete(t, ops, id, { sort: 'departure', order: 'desc' })).solutions.map(
      (s) => s.journeys[0]!.segments[0]!.departure,
    );
    expect(byDeparture).toEqual([...byDeparture].sort().reverse());
    const byDuration = (await complete(t, ops, id, { sort: 'duration' })).solutions.map((s) => s.journeys[0]!.durationMinutes);
    expect(byDuration).toEqual([...byDuration].sort((a, b) => a - b));
  });

  it('filters by stops, airline, time-of-day band, cabin and supplier, and pages', async () => {
    const all = await complete(t, ops, id);
    const airline = all.facets.airlines[0]!.code;
    const byAirline = await complete(t, ops, id, { airlines: [airline] });
    expect(byAirline.solutions.every((s) => s.validatingCarrier === airline)).toBe(true);
    expect(byAirline.total).toBe(all.facets.airlines[0]!.count);
    const morning = await complete(t, ops, id, { departureBands: ['06-12'] });
    expect(morning.solutions.every((s) => Number(s.journeys[0]!.segments[0]!.departure.slice(11, 13)) < 12)).toBe(true);
    const direct = await complete(t, ops, id, { stops: [0] });
    expect(direct.solutions.every((s) => s.stops === 0)).toBe(true);
    const onlyDragon = await complete(t, ops, id, { suppliers: ['DRAGONFARE'] });
    expect(onlyDragon.solutions.every((s) => s.alternatives.every((a) => a.supplier === 'DRAGONFARE'))).toBe(true);
    expect((await complete(t, ops, id, { cabins: ['business'] })).total).toBe(0);
    const page = await complete(t, ops, id, { offset: 2, limit: 3 });
    expect(page.solutions.map((s) => s.id)).toEqual(all.solutions.slice(2, 5).map((s) => s.id));
    expect(page.total).toBe(all.total);
  });

  it('counts each search for the look-to-book ratio', async () => {
    const [harbour] = await t.database.db.select({ id: agencies.id }).from(agencies).where(eq(agencies.code, 'HARBOUR'));
    const before = await t.database.db.select().from(agencyDailyActivity).where(eq(agencyDailyActivity.agencyId, harbour!.id));
    await search(t, ops, oneWay('airport-CAN', 'airport-CTU', 15));
    const after = await t.database.db.select().from(agencyDailyActivity).where(eq(agencyDailyActivity.agencyId, harbour!.id));
    const total = (rows: typeof after) => rows.reduce((sum, r) => sum + r.searches, 0);
    expect(total(after)).toBe(total(before) + 1);
  });

  it("hides another agency's search", async () => {
    const kowloon = await t.login('kowloon.super');
    const res = await solutions(t, kowloon, { id });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(600101);
  });

  it("stores each supplier's answer so any server can answer for the search", async () => {
    const rows = await t.database.db.select().from(flightSearchResults).where(eq(flightSearchResults.searchId, id));
    expect(rows.map((r) => r.supplier).sort()).toEqual(['DRAGONFARE', 'ORIENTNDC', 'SKYLINK']);
    expect(rows.every((r) => Object.keys(r.sourceOffers).length === (r.offers as unknown[]).length)).toBe(true);
  });

  it('searches a return trip: two journeys, outbound and back', async () => {
    const rt = await search(t, ops, {
      journeys: [{ origin: 'airport-PVG', destination: 'airport-HKG', date: daysFromNow(30), returnDate: daysFromNow(37) }],
      bookingType: 'return',
      passengers: { adult: 1, child: 0, infant: 0 },
    });
    const answer = await complete(t, ops, rt);
    expect(answer.total).toBeGreaterThan(0);
    for (const s of answer.solutions) {
      expect(s.journeys).toHaveLength(2);
      expect(s.journeys[0]!.segments[0]!.origin).toBe('PVG');
      expect(s.journeys[1]!.segments.at(-1)!.destination).toBe('PVG');
    }
  });
});

describe('agency settings shape the search', () => {
  it('asks only allowed suppliers, shows only fares with fare basis and free baggage, and adds the markup', async () => {
    const plain = await complete(t, ops, await search(t, ops, oneWay('airport-PEK', 'airport-CAN', 25)));
    await setAgencySettings(t, 'HARBOUR', (s) => {
      s.flight.suppliers = { mode: 'blacklist', codes: ['ORIENTNDC'] };
      s.flight.onlyWithFareBasis = true;
      s.flight.onlyFreeBaggage = true;
      s.flight.markups.china = { way: 'fixed', value: 5000, limit: 0 };
    });
    try {
      const shaped = await complete(t, ops, await search(t, ops, oneWay('airport-PEK', 'airport-CAN', 25)));
      expect(shaped.suppliers.map((s) => s.supplier).sort()).toEqual(['DRAGONFARE', 'SKYLINK']);
      expect(shaped.solutions.length).toBeGreaterThan(0);
      expect(shaped.solutions.every((s) => s.fareBasis !== null && s.baggage.checked.pieces > 0)).toBe(true);
      expect(shaped.solutions.every((s) => s.priceDetail.priceList.every((p) => p.markup === 5000))).toBe(true);
      const same = shaped.solutions[0]!;
      const before = plain.solutions.flatMap((s) => s.alternatives).find((a) => a.id.split('.')[1] === same.id.split('.')[1]);
      if (before) expect(same.priceDetail.total).toBe(before.total + 5000);
    } finally {
      await setAgencySettings(t, 'HARBOUR', (s) => {
        s.flight.suppliers = { mode: 'blacklist', codes: [] };
        s.flight.onlyWithFareBasis = false;
        s.flight.onlyFreeBaggage = false;
        s.flight.markups.china = { way: 'fixed', value: 0, limit: 0 };
      });
    }
  });

  it('hides mainland content when the agency says so', async () => {
    await setAgencySettings(t, 'HARBOUR', (s) => {
      s.general.hideMainlandContent = true;
    });
    try {
      const answer = await complete(t, ops, await search(t, ops, oneWay('airport-HKG', 'airport-NRT', 25)));
      const touched = answer.solutions.flatMap((s) => s.journeys.flatMap((j) => j.segments.flatMap((g) => [g.origin, g.destination])));
      expect(touched.some((a) => ['PEK', 'PVG', 'CAN', 'SZX', 'PKX', 'CTU'].includes(a))).toBe(false);
      expect(answer.total).toBeGreaterThan(0);
    } finally {
      await setAgencySettings(t, 'HARBOUR', (s) => {
        s.general.hideMainlandContent = false;
      });
    }
  });

  it('keeps to popular routes in that search mode', async () => {
    await setAgencySettings(t, 'HARBOUR', (s) => {
      s.flight.searchMode = 'popular';
    });
    try {
      // Jiuzhaigou is not among the busiest airports: no results in popular mode.
      const answer = await complete(t, ops, await search(t, ops, oneWay('airport-CTU', 'airport-JZH', 25)));
      expect(answer.total).toBe(0);
    } finally {
      await setAgencySettings(t, 'HARBOUR', (s) => {
        s.flight.searchMode = 'all';
      });
    }
    expect((await complete(t, ops, await search(t, ops, oneWay('airport-CTU', 'airport-JZH', 25)))).total).toBeGreaterThan(0);
  });

  it('voids results when the settlement currency changes', async () => {
    const id = await search(t, ops, oneWay('airport-PEK', 'airport-CAN', 26));
    await complete(t, ops, id);
    await setAgencySettings(t, 'HARBOUR', (s) => {
      s.general.settlementCurrency = 'USD';
    });
    try {
      const res = await solutions(t, ops, { id });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('The settlement currency has changed. Please search again.');
      const usd = await complete(t, ops, await search(t, ops, oneWay('airport-PEK', 'airport-CAN', 26)));
      expect(usd.currency).toBe('USD');
      expect(usd.solutions[0]?.priceDetail.currency).toBe('USD');
    } finally {
      await setAgencySettings(t, 'HARBOUR', (s) => {
        s.general.settlementCurrency = 'CNY';
      });
    }
  });
});

describe('search staleness (10 minutes)', () => {
  it('marks results stale 10 minutes after the search', async () => {
    let shift = 0;
    const app = await startFlightApp({}, { now: () => new Date(Date.now() + shift) });
    try {
      const token = await app.login('harbour.ops');
      const id = await search(app, token, oneWay('airport-PEK', 'airport-SHA', 12));
      const fresh = await complete(app, token, id);
      expect(fresh.stale).toBe(false);
      expect(Date.parse(fresh.staleAt) - Date.parse(fresh.createdAt)).toBe(10 * 60_000);
      shift = 10 * 60_000 + 1000;
      expect((await solutions(app, token, { id })).body.data.stale).toBe(true);
    } finally {
      await app.close();
    }
  });
});

describe('suppliers that fail or are slow', () => {
  it('goes on without a failing supplier and says which one failed', async () => {
    const app = await startFlightApp({ SKYLINK: { failureRate: 1 } });
    try {
      const token = await app.login('harbour.ops');
      const answer = await complete(app, token, await search(app, token, oneWay('airport-PEK', 'airport-SHA', 12)));
      expect(answer.complete).toBe(true);
      expect(answer.suppliers.find((s) => s.supplier === 'SKYLINK')?.status).toBe('failed');
      expect(answer.solutions.length).toBeGreaterThan(0);
      expect(answer.solutions.every((s) => s.alternatives.every((a) => a.supplier !== 'SKYLINK'))).toBe(true);
    } finally {
      await app.close();
    }
  });

  it("stops waiting for a supplier at the agency's max response time", async () => {
    const app = await startFlightApp({ ORIENTNDC: { latencyMs: [60_000, 60_000] } });
    try {
      await setAgencySettings(app, 'HARBOUR', (s) => {
        s.flight.maxResponseSeconds = 5;
      });
      const token = await app.login('harbour.ops');
      const id = await search(app, token, oneWay('airport-PEK', 'airport-SHA', 12));
      const early = await solutions(app, token, { id });
      expect(early.body.data.complete).toBe(false);
      const started = Date.now();
      let answer = early.body.data;
      while (!answer.complete && Date.now() - started < 9000) {
        await new Promise((r) => setTimeout(r, 200));
        answer = (await solutions(app, token, { id })).body.data;
      }
      expect(answer.complete).toBe(true);
      expect(Date.now() - started).toBeLessThan(7000);
      expect(answer.suppliers.find((s) => s.supplier === 'ORIENTNDC')?.status).toBe('timeout');
    } finally {
      await app.close();
    }
  }, 20_000);
});

describe('a search every supplier is too slow for', () => {
  it('answers "search timed out" (translated) once the wait is over, not an empty result', async () => {
    const app = await startFlightApp({ '*': { latencyMs: [60_000, 60_000] } });
    try {
      await setAgencySettings(app, 'HARBOUR', (s) => {
        s.flight.maxResponseSeconds = 5;
      });
      const token = await app.login('harbour.ops');
      const id = await search(app, token, oneWay('airport-PEK', 'airport-SHA', 13));
      expect((await solutions(app, token, { id })).body.data.complete).toBe(false);
      const started = Date.now();
      let answer = await solutions(app, token, { id });
      while (answer.body.code === 0 && Date.now() - started < 9000) {
        await new Promise((r) => setTimeout(r, 200));
        answer = await app.call({
          method: 'POST',
          url: '/api/shopping/v2/flight/async-shopping/solutions',
          headers: { ...bearer(token), 'accept-language': 'zh-cn' },
          payload: { id },
        });
      }
      expect([answer.status, answer.body.code]).toEqual([504, 600103]);
      expect(answer.body.message).toContain('搜索超时');
    } finally {
      await app.close();
    }
  }, 20_000);
});

describe('booking by PNR', () => {
  const PNR = `RP/PEKCA2100/PEKCA2100            AA/SU  20NOV26/0512Z   ABC123
  1.ZHANG/SAN MR   2.LI/SIMEI MS
  3  CA1501 Y 15DEC 2 PEKSHA HK2  0800 1010   15DEC  E  CA/ABC123
  4  MU5102 M 20DEC 7 SHAPEK HK2  1400 1615   20DEC  E  MU/DEF456`;

  it('reads names, segments and booking classes', async () => {
    const res = await t.call<PnrAnalysis>({
      method: 'POST',
      url: '/api/shopping/v2/flight/analysis-pnr',
      headers: bearer(ops),
      payload: { pnr: PNR },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.format).toBe('amadeus');
    expect(res.body.data.passengers.map((p) => p.name)).toEqual(['ZHANG/SAN', 'LI/SIMEI']);
    expect(res.body.data.segments.map((s) => `${s.flightNumber}${s.bookingClass} ${s.origin}${s.destination}`)).toEqual([
      'CA1501Y PEKSHA',
      'MU5102M SHAPEK',
    ]);
  });

  it('says what could not be read', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/shopping/v2/flight/analysis-pnr',
      headers: bearer(ops),
      payload: { pnr: '  1.ZHANG/SAN MR\n  2  CA1501 Y 45DEC 2 PEKSHA HK1  0800 1010' },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(600201);
    expect(res.body.message).toBe('The PNR could not be read: no flight segment could be read (lines 2).');
  });

  it('prices exactly those segments', async () => {
    const res = await t.call<{ id: string }>({
      method: 'POST',
      url: '/api/shopping/v2/flight/accurate-search',
      headers: bearer(ops),
      payload: { pnr: PNR },
    });
    expect(res.status).toBe(200);
    const answer = await complete(t, ops, res.body.data.id);
    expect(answer.request.bookingType).toBe('multi');
    expect(answer.request.passengers).toEqual({ adult: 2, child: 0, infant: 0 });
    expect(answer.total).toBeGreaterThan(0);
    for (const s of answer.solutions) {
      expect(s.journeys.map((j) => j.segments.map((g) => g.flightNumber).join('+'))).toEqual(['CA1501', 'MU5102']);
      expect(s.journeys.map((j) => `${j.segments[0]!.departure.slice(11)}-${j.segments[0]!.arrival.slice(11)}`)).toEqual([
        '08:00-10:10',
        '14:00-16:15',
      ]);
    }
  });

  it('is refused when the agency hides PNR booking', async () => {
    await setAgencySettings(t, 'HARBOUR', (s) => {
      s.general.hidePnrBooking = true;
    });
    try {
      const res = await t.call({
        method: 'POST',
        url: '/api/shopping/v2/flight/analysis-pnr',
        headers: bearer(ops),
        payload: { pnr: PNR },
      });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe(600202);
    } finally {
      await setAgencySettings(t, 'HARBOUR', (s) => {
        s.general.hidePnrBooking = false;
      });
    }
  });
});

describe('bad input changes nothing', () => {
  it('refuses unknown fields and bad filters with 400', async () => {
    const res = await solutions(t, ops, { id: 'S1', sort: 'cheapest' });
    expect(res.status).toBe(400);
    const unknown = await solutions(t, ops, { id: 'Snope' });
    expect(unknown.status).toBe(404);
    const [row] = await t.database.db
      .select()
      .from(flightSearchResults)
      .where(and(eq(flightSearchResults.searchId, 'Snope')));
    expect(row).toBeUndefined();
  });
});
