// Company profile (SuperUser writes, everyone reads; logo by content) and the personal lists:
// often-used passengers (passenger rules, at most 30) and member cards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyProfile } from '@/domain/schemas/company';
import type { MemberCard, OftenUsedPassenger } from '@/domain/schemas/member-cards';
import { callerFor, fingerprint, FAKE_PNG, PNG_BASE64, type Caller } from './support/admin';
import { startTestApp, type TestApp } from './support/harness';

let t: TestApp;
let harbour: Caller;
let ops: Caller;

beforeAll(async () => {
  t = await startTestApp();
  harbour = await callerFor(t, 'harbour.super');
  ops = await callerFor(t, 'harbour.ops');
});
afterAll(() => t?.close());

const passenger = (surname = 'CHAN', extra: Record<string, unknown> = {}) => ({
  surname,
  given_names: 'Tai Man',
  type: 'adult',
  gender: 'male',
  birthday: '1988-04-02',
  nationality: 'hk',
  travel_document: { type: 'passport', number: 'K1234567', expiry: '2031-05-01' },
  ...extra,
});

describe('company profile', () => {
  it('everyone reads it; only the SuperUser writes address, information and logo', async () => {
    expect((await ops<CompanyProfile>('GET', '/api/base/v2/company')).body.data).toMatchObject({ code: 'HARBOUR', address: null });
    const before = await fingerprint(t);
    expect((await ops('PUT', '/api/base/v2/company', { address: 'x' })).status).toBe(403);
    expect((await ops('PUT', '/api/base/v2/company/logo', { image: PNG_BASE64 })).status).toBe(403);
    const long = await harbour('PUT', '/api/base/v2/company', { address: 'x'.repeat(257) });
    expect(long.body.data).toEqual({ fields: [{ field: 'address', message: 'must have at most 256 characters' }] });
    const fake = await harbour('PUT', '/api/base/v2/company/logo', { image: FAKE_PNG }, { 'accept-language': 'zh-cn' });
    expect(fake.body.message).toBe('文件不是 JPG、PNG 或 WebP 图片。');
    expect(await fingerprint(t)).toBe(before);
    const saved = await harbour<CompanyProfile>('PUT', '/api/base/v2/company', {
      address: '1 Harbour Road, Wan Chai',
      companyInfo: 'IATA agent since 2001',
    });
    expect(saved.body.data).toMatchObject({ address: '1 Harbour Road, Wan Chai', companyInfo: 'IATA agent since 2001' });
    const logo = await harbour<CompanyProfile>('PUT', '/api/base/v2/company/logo', { image: PNG_BASE64 });
    expect(logo.body.data.logo).toMatch(/^\/api\/base\/v2\/logos\/\d+\?v=/);
    // The header reads the logo from the session's company.
    const me = await ops<{ company: { logo: string } }>('GET', '/api/base/v2/me');
    expect(me.body.data.company.logo).toBe(logo.body.data.logo);
  });
});

describe('often-used passengers', () => {
  it('adds, edits and removes passengers checked by the passenger rules', async () => {
    const added = await ops<OftenUsedPassenger>('POST', '/api/base/v2/often-used-passengers', passenger('chan'));
    expect(added.status, added.body.message).toBe(200);
    expect(added.body.data.passenger).toMatchObject({ surname: 'CHAN', nationality: 'HK' });
    const id = added.body.data.id;
    const edited = await ops<OftenUsedPassenger>('PUT', `/api/base/v2/often-used-passengers/${id}`, passenger('LEE'));
    expect(edited.body.data.passenger.surname).toBe('LEE');
    const list = await ops<OftenUsedPassenger[]>('GET', '/api/base/v2/often-used-passengers');
    expect(list.body.data.map((p) => p.id)).toEqual([id]);
    expect((await harbour<OftenUsedPassenger[]>('GET', '/api/base/v2/often-used-passengers')).body.data).toEqual([]);
    expect((await harbour('DELETE', `/api/base/v2/often-used-passengers/${id}`)).status).toBe(404);
    expect((await ops('DELETE', `/api/base/v2/often-used-passengers/${id}`)).status).toBe(200);
  });

  it('refuses what the passenger rules refuse, field by field', async () => {
    const before = await fingerprint(t);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const res = await ops(
      'POST',
      '/api/base/v2/often-used-passengers',
      passenger('Chan2', {
        birthday: tomorrow,
        nationality: 'XX',
        type: 'senior',
        travel_document: { type: 'passport', number: '', expiry: '2031-02-30' },
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual({
      fields: expect.arrayContaining([
        { field: 'surname', message: 'may contain only the letters A-Z' },
        { field: 'type', message: 'must be one of: adult, child, infant' },
        { field: 'nationality', message: 'is not a known country code' },
        { field: 'travel_document.number', message: 'is required' },
        { field: 'travel_document.expiry', message: 'is not a valid date (yyyy-mm-dd)' },
      ]),
    });
    const future = await ops('POST', '/api/base/v2/often-used-passengers', passenger('CHAN', { birthday: tomorrow }));
    expect(future.body.data).toEqual({ fields: [{ field: 'birthday', message: 'cannot be later than today' }] });
    expect(await fingerprint(t)).toBe(before);
  });

  it('keeps at most 30 frequent travellers', async () => {
    for (let i = 0; i < 30; i++) {
      const res = await harbour('POST', '/api/base/v2/often-used-passengers', passenger(`P${String.fromCharCode(65 + (i % 26))}X`));
      expect(res.status).toBe(200);
    }
    const over = await harbour('POST', '/api/base/v2/often-used-passengers', passenger('LAST'));
    expect([over.status, over.body.code, over.body.message]).toEqual([400, 400303, 'You can keep at most 30 frequent travellers.']);
  });
});

describe('member cards', () => {
  it('keeps frequent-flyer numbers per airline, once each, for their owner only', async () => {
    const added = await ops<MemberCard>('POST', '/api/base/v2/member-cards', {
      airline: 'cx',
      number: 'abc12345',
      holderName: 'CHAN/TAI MAN',
    });
    expect(added.body.data).toMatchObject({ airline: 'CX', number: 'ABC12345' });
    const dup = await ops('POST', '/api/base/v2/member-cards', { airline: 'CX', number: 'ABC12345' });
    expect([dup.status, dup.body.code]).toEqual([409, 400304]);
    const bad = await ops('POST', '/api/base/v2/member-cards', { airline: 'CXX', number: '12' });
    expect(bad.body.data).toEqual({
      fields: expect.arrayContaining([
        { field: 'airline', message: 'must be a 2-character airline code' },
        { field: 'number', message: 'must have 4-20 letters or digits' },
      ]),
    });
    const edited = await ops<MemberCard>('PUT', `/api/base/v2/member-cards/${added.body.data.id}`, { airline: 'KA', number: 'ABC12345' });
    expect(edited.body.data.airline).toBe('KA');
    expect((await harbour('PUT', `/api/base/v2/member-cards/${added.body.data.id}`, { airline: 'CX', number: '99999' })).status).toBe(404);
    expect((await ops<MemberCard[]>('GET', '/api/base/v2/member-cards')).body.data).toHaveLength(1);
    expect((await ops('DELETE', `/api/base/v2/member-cards/${added.body.data.id}`)).status).toBe(200);
  });

  it('validates personal config: favourite countries are known codes and not empty', async () => {
    const empty = await ops('PUT', '/api/base/v2/me/config/countries', { value: [] });
    expect(empty.status).toBe(400);
    const unknown = await ops('PUT', '/api/base/v2/me/config/countries', { value: ['ZZ'] });
    expect(unknown.status).toBe(400);
    const ok = await ops<{ config: { countries: string[] } }>('PUT', '/api/base/v2/me/config/countries', { value: ['jp', 'TH'] });
    expect(ok.body.data.config.countries).toEqual(['JP', 'TH']);
  });
});
