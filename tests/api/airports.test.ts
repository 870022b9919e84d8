// Airport lookup: codes, English and Chinese names, pinyin, city codes with their airports, favourite
// cities first; reference data loaded into the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AirportLookupResult, City } from '@/domain/schemas/airports';
import { airports, airlines } from '@/server/db/schema';
import { bearer, startTestApp, type TestApp } from './support/harness';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login('harbour.ops');
});
afterAll(async () => t.close());

function lookup(q: string, tok = token) {
  return t.call<AirportLookupResult>({ method: 'GET', url: `/api/base/v2/airports?q=${encodeURIComponent(q)}`, headers: bearer(tok) });
}

describe('reference data', () => {
  it('is loaded: thousands of airports, Chinese names for mainland, Hong Kong, Macau and Taiwan airports', async () => {
    const rows = await t.database.db
      .select({
        code: airports.code,
        country: airports.country,
        chineseName: airports.chineseName,
        traditionalName: airports.traditionalName,
      })
      .from(airports);
    expect(rows.length).toBeGreaterThan(5000);
    const greaterChina = rows.filter((r) => ['CN', 'HK', 'MO', 'TW'].includes(r.country));
    expect(greaterChina.length).toBeGreaterThan(200);
    expect(greaterChina.filter((r) => !r.chineseName || !r.traditionalName)).toEqual([]);
    expect(rows.filter((r) => r.chineseName && !['CN', 'HK', 'MO', 'TW'].includes(r.country)).length).toBeGreaterThanOrEqual(300);
    const [ca] = (await t.database.db.select().from(airlines)).filter((a) => a.code === 'CA');
    expect(ca).toMatchObject({ name: 'Air China', chineseName: '中国国际航空', traditionalName: '中國國際航空' });
  });

  it('names the airline flying under a code today, not a former holder of the code', async () => {
    const res = await t.call<Array<{ code: string; name: string; chineseName: string | null; country: string | null }>>({
      method: 'GET',
      url: '/api/base/v2/airlines?codes=9C,JD,GS',
      headers: bearer(token),
    });
    expect(res.status).toBe(200);
    const byCode = Object.fromEntries(res.body.data.map((a) => [a.code, a]));
    expect(byCode['9C']).toMatchObject({ name: 'Spring Airlines', chineseName: '春秋航空', country: 'CN' });
    expect(byCode.JD).toMatchObject({ name: 'Beijing Capital Airlines', chineseName: '首都航空', country: 'CN' });
    expect(byCode.GS).toMatchObject({ name: 'Tianjin Airlines', chineseName: '天津航空', country: 'CN' });
  });
});

describe('GET /api/base/v2/airports', () => {
  it('finds an airport by its code first', async () => {
    const res = await lookup('pvg');
    expect(res.status).toBe(200);
    expect(res.body.data.airports[0]).toMatchObject({
      code: 'PVG',
      chineseName: '上海浦东国际机场',
      traditionalName: '上海浦東國際機場',
      cityCode: 'SHA',
      timeZone: 'Asia/Shanghai',
      underCity: true,
    });
  });

  it('resolves a multi-airport city code to its airports', async () => {
    const res = await lookup('BJS');
    expect(res.body.data.cities[0]?.code).toBe('BJS');
    expect(res.body.data.cities[0]?.airports.map((a) => a.code).sort()).toEqual(['PEK', 'PKX']);
  });

  it('finds by English name, Chinese name and pinyin', async () => {
    expect((await lookup('london')).body.data.airports.map((a) => a.code)).toEqual(expect.arrayContaining(['LHR', 'LGW']));
    expect((await lookup('香港')).body.data.airports[0]?.code).toBe('HKG');
    expect((await lookup('成都')).body.data.airports.map((a) => a.code)).toContain('CTU');
    expect((await lookup('chengdu')).body.data.airports.map((a) => a.code)).toContain('CTU');
    expect((await lookup('桃園')).body.data.airports[0]?.code).toBe('TPE');
  });

  it('puts favourite cities first when nothing is typed', async () => {
    await t.call({ method: 'PUT', url: '/api/base/v2/me/config/cities', headers: bearer(token), payload: { value: ['LON'] } });
    const res = await lookup('');
    expect(res.body.data.airports.slice(0, 2).every((a) => a.cityCode === 'LON')).toBe(true);
  });

  it('names the airports a result list shows, by code', async () => {
    const res = await t.call<AirportLookupResult>({
      method: 'GET',
      url: '/api/base/v2/airports?codes=PVG,hkg,QQQ',
      headers: bearer(token),
    });
    expect(res.body.data.airports.map((a) => [a.code, a.cityChineseName])).toEqual([
      ['PVG', '上海'],
      ['HKG', '香港'],
    ]);
  });

  it('answers nothing for text that names no airport', async () => {
    expect((await lookup('zzqqxx')).body.data).toEqual({ cities: [], airports: [] });
  });

  it('needs a login', async () => {
    const res = await t.call({ method: 'GET', url: '/api/base/v2/airports?q=PEK' });
    expect(res.status).toBe(401);
  });
});

describe('GET /api/base/v2/airports/:code', () => {
  it('treats a city with one airport as that airport', async () => {
    const res = await t.call<City>({ method: 'GET', url: '/api/base/v2/airports/CTU', headers: bearer(token) });
    expect(res.body.data).toMatchObject({ type: 'city', code: 'CTU', chineseName: '成都' });
    expect(res.body.data.airports.map((a) => a.code)).toEqual(['CTU']);
  });

  it('gives the city of an airport that belongs to a multi-airport city', async () => {
    const res = await t.call<City>({ method: 'GET', url: '/api/base/v2/airports/LGW', headers: bearer(token) });
    expect(res.body.data.code).toBe('LON');
  });

  it('answers 404 for an unknown code and 400 for a malformed one', async () => {
    expect((await t.call({ method: 'GET', url: '/api/base/v2/airports/QQQ', headers: bearer(token) })).status).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/base/v2/airports/12', headers: bearer(token) })).status).toBe(400);
  });
});
