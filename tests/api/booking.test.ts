// Price check outcomes, order creation with passengers and Idempotency-Key,
// document recognition and passenger list import.
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DocumentAnalysis, FlightOrder, VerificationAnswer } from '@/domain/flights/booking';
import type { Passenger } from '@/domain/schemas/passenger';
import { DEFAULT_FLIGHT_LIMITS } from '@/domain/flights/flight-limits';
import {
  flightOrderEvents,
  flightOrderPassengers,
  flightOrders,
  flightOrderSegments,
  flightQuotes,
  payments,
  users,
} from '@/server/db/schema';
import type { KnobOverrides } from '@/server/flights/suppliers/simulator/profiles';
import { complete, oneWay, search, setAgencySettings, startFlightApp, upload as uploadFile, useFlightApp } from './support/flights';
import { bearer, type TestApp } from './support/harness';
import { jpegClaiming, png, pngWithBadChecksum, truncatedJpeg } from './support/malformed-files';
import { recogniserThread } from '@/server/flights/documents/recognise';

const adult = (surname: string, extra: Partial<Passenger> = {}): Passenger => ({
  surname,
  given_names: 'Wei',
  type: 'adult',
  gender: 'male',
  birthday: '1988-04-02',
  nationality: 'CN',
  travel_document: { type: 'passport', number: `E${surname.length}2345678`, expiry: '2034-01-01' },
  ...extra,
});
const child = (surname: string): Passenger => ({
  ...adult(surname),
  given_names: 'Mei',
  gender: 'female',
  type: 'child',
  birthday: '2019-06-01',
});
// A 64x32 white PNG (no text at all).
const BLANK_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAgCAAAAACH9iFYAAAAH0lEQVR4nGP4TyFgGDVg1IBRA0YNGDVg1IBRA4abAQBtz/hqJ7dAOwAAAABJRU5ErkJggg==',
  'base64',
);
const contact = { name: 'Harbour Desk', areaCode: '852', phone: '98765432', email: 'desk@harbour.example' };

async function firstOffer(t: TestApp, token: string, passengers = { adult: 1, child: 0, infant: 0 }, days = 20) {
  const id = await search(t, token, oneWay('airport-PVG', 'airport-HKG', days, { passengers }));
  const answer = await complete(t, token, id, { stops: [0] });
  return answer.solutions[0]!;
}

function verify(t: TestApp, token: string, offerId: string) {
  return t.call<VerificationAnswer>({
    method: 'POST',
    url: `/api/shopping/v2/flight/solutions/${encodeURIComponent(offerId)}/verification`,
    headers: bearer(token),
  });
}

function order(t: TestApp, token: string, body: object, key?: string) {
  return t.call<FlightOrder>({
    method: 'POST',
    url: '/api/order/v2/flight/orders',
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });
}

async function withApp(knobs: KnobOverrides, run: (t: TestApp, token: string) => Promise<void>, extra = {}) {
  const t = await startFlightApp(knobs, extra);
  try {
    await run(t, await t.login('harbour.ops'));
  } finally {
    await t.close();
  }
}

describe('price check outcomes', () => {
  it('unchanged: a quote valid 15 minutes at the shown price', () =>
    withApp({}, async (t, token) => {
      const offer = await firstOffer(t, token);
      const res = await verify(t, token, offer.id);
      expect(res.body.data.outcome).toBe('unchanged');
      expect(res.body.data.quote!.offer.priceDetail.total).toBe(offer.priceDetail.total);
      const minutes = (Date.parse(res.body.data.quote!.validUntil) - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(14);
      expect(minutes).toBeLessThanOrEqual(15);
    }));

  it('price changed: the new total and the old one', () =>
    withApp({ '*': { priceChangeRate: 1 } }, async (t, token) => {
      const offer = await firstOffer(t, token);
      const res = await verify(t, token, offer.id);
      expect(res.body.data.outcome).toBe('price_changed');
      expect(res.body.data.previousTotal).toBe(offer.priceDetail.total);
      expect(res.body.data.quote!.offer.priceDetail.total).not.toBe(offer.priceDetail.total);
    }));

  it('package changed: the baggage is not what was shown', () =>
    withApp({ '*': { packageChangeRate: 1 } }, async (t, token) => {
      const res = await verify(t, token, (await firstOffer(t, token)).id);
      expect(res.body.data.outcome).toBe('package_changed');
      expect(res.body.data.quote!.offer.baggage.checked.pieces).toBe(0);
    }));

  it('no longer available: no quote', () =>
    withApp({ '*': { unavailableRate: 1 } }, async (t, token) => {
      const res = await verify(t, token, (await firstOffer(t, token)).id);
      expect(res.body.data).toMatchObject({ outcome: 'unavailable', quote: null });
    }));

  it('an expired offer is no longer available', () =>
    withApp({ '*': { offerTtlSeconds: 0 } }, async (t, token) => {
      const res = await verify(t, token, (await firstOffer(t, token)).id);
      expect(res.body.data.outcome).toBe('unavailable');
    }));

  it('document restrictions changed: the new package or the original one', () =>
    withApp({ '*': { documentChangeRate: 1 } }, async (t, token) => {
      const res = await verify(t, token, (await firstOffer(t, token)).id);
      const data = res.body.data;
      expect(data.outcome).toBe('document_changed');
      expect(data.quote!.documentTypes).toEqual(['passport', 'chinese-passport']);
      expect(data.originalQuote!.documentTypes).toEqual(data.previousDocumentTypes);
      expect(data.previousDocumentTypes).toContain('eep');
    }));

  it('timed out: the supplier did not answer in time', () =>
    withApp(
      { '*': { checkTimeoutRate: 1 } },
      async (t, token) => {
        const res = await verify(t, token, (await firstOffer(t, token)).id);
        expect(res.body.data).toMatchObject({ outcome: 'timeout', quote: null });
      },
      { verifyTimeoutMs: 200 },
    ));

  it('an unknown offer is 404', () =>
    withApp({}, async (t, token) => {
      const offer = await firstOffer(t, token);
      const res = await verify(t, token, `${offer.id.split('.')[0]}.NOPE-1`);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe(600301);
    }));
});

describe('creating an order', () => {
  const app = useFlightApp();
  let t: TestApp;
  let token: string;
  beforeAll(() => ({ t, token } = app));

  it('books with the supplier and stores the order in to_be_paid with its snapshot, passengers and segments', async () => {
    const offer = await firstOffer(t, token, { adult: 2, child: 1, infant: 0 });
    const quote = (await verify(t, token, offer.id)).body.data.quote!;
    const res = await order(
      t,
      token,
      { quoteId: quote.id, currency: 'CNY', passengers: [adult('ZHANG'), adult('LI'), child('ZHANG')], contact },
      'order-1',
    );
    expect(res.status).toBe(200);
    const o = res.body.data;
    expect(o).toMatchObject({
      status: 'to_be_paid',
      type: 'origin',
      paymentStatus: 'unpaid',
      currency: 'CNY',
      totalAmount: quote.offer.priceDetail.total,
    });
    expect(o.orderNo).toMatch(/^F\d{6}\d{8}$/);
    // The supplier's own reference, which never names the supplier; the booking is there, at that supplier.
    expect(o.supplierRef).toMatch(/^B[0-9A-Z]{8,}$/);
    expect(await (await t.app.orders.shopping.supplier(offer.supplier))!.retrieve(o.supplierRef)).toMatchObject({
      bookingRef: o.supplierRef,
      status: 'booked',
    });
    expect(o.pnr).toMatch(/^[A-Z]{6}$/);
    expect(o.passengers.map((p) => [p.surname, p.type])).toEqual([
      ['ZHANG', 'adult'],
      ['LI', 'adult'],
      ['ZHANG', 'child'],
    ]);
    const [row] = await t.database.db.select().from(flightOrders).where(eq(flightOrders.id, o.id));
    expect(row!.fareAmount + row!.taxAmount + row!.markupAmount).toBe(row!.totalAmount);
    expect(await t.database.db.select().from(flightOrderSegments).where(eq(flightOrderSegments.orderId, o.id))).toHaveLength(
      offer.journeys.flatMap((j) => j.segments).length,
    );
    expect(await t.database.db.select().from(flightOrderPassengers).where(eq(flightOrderPassengers.orderId, o.id))).toHaveLength(3);
    expect(
      (await t.database.db.select().from(flightOrderEvents).where(eq(flightOrderEvents.orderId, o.id))).map((e) => e.toStatus),
    ).toEqual(['to_be_paid']);
    const [payable] = await t.database.db.select().from(payments).where(eq(payments.orderRef, o.orderNo));
    expect(payable).toMatchObject({ status: 'unpaid', amount: o.totalAmount, currency: 'CNY' });

    const replay = await order(
      t,
      token,
      { quoteId: quote.id, currency: 'CNY', passengers: [adult('ZHANG'), adult('LI'), child('ZHANG')], contact },
      'order-1',
    );
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body.data.id).toBe(o.id);
    expect(await t.database.db.select().from(flightOrders).where(eq(flightOrders.quoteId, quote.id))).toHaveLength(1);
  });

  it('refuses a reused key with a different body', async () => {
    const quote = (await verify(t, token, (await firstOffer(t, token)).id)).body.data.quote!;
    await order(t, token, { quoteId: quote.id, currency: 'CNY', passengers: [adult('WANG')], contact }, 'order-2');
    const res = await order(t, token, { quoteId: quote.id, currency: 'CNY', passengers: [adult('CHEN')], contact }, 'order-2');
    expect(res.status).toBe(422);
  });

  it('checks every passenger rule and names the passenger and field', async () => {
    const quote = (await verify(t, token, (await firstOffer(t, token, { adult: 1, child: 1, infant: 0 })).id)).body.data.quote!;
    const res = await order(t, token, {
      quoteId: quote.id,
      currency: 'CNY',
      contact,
      passengers: [
        adult('ZHAO', { travel_document: { type: 'passport', number: 'E1', expiry: '2026-12-01' } }),
        { ...child('ZHAO'), birthday: '2001-01-01' },
      ],
    });
    expect(res.status).toBe(400);
    const fields = (res.body.data as unknown as { fields: Array<{ field: string; message: string }> }).fields;
    expect(fields).toEqual(
      expect.arrayContaining([
        { field: 'passengers.0.travel_document.expiry', message: 'The document expires before the last flight.' },
        { field: 'passengers.1.birthday', message: 'The birthday does not fit a child at departure.' },
      ]),
    );
    const none = await t.database.db.select().from(flightOrders).where(eq(flightOrders.quoteId, quote.id));
    expect(none).toHaveLength(0);
  });

  it('refuses surnames that are not A-Z, future birthdays and a document the fare does not accept', async () => {
    const quote = (await verify(t, token, (await firstOffer(t, token)).id)).body.data.quote!;
    const bad = await order(t, token, { quoteId: quote.id, currency: 'CNY', contact, passengers: [adult('Zhang1')] });
    expect(bad.status).toBe(400);
    const future = await order(t, token, {
      quoteId: quote.id,
      currency: 'CNY',
      contact,
      passengers: [adult('ZHANG', { birthday: '2099-01-01' })],
    });
    expect(future.status).toBe(400);
    const idcard = await order(t, token, {
      quoteId: quote.id,
      currency: 'CNY',
      contact,
      passengers: [adult('ZHANG', { travel_document: { type: 'idcard', number: '110101198804021234', expiry: '2034-01-01' } })],
    });
    expect(idcard.status).toBe(400);
    expect(JSON.stringify(idcard.body.data)).toContain('This fare does not accept this document type.');
  });

  it('refuses passengers that do not match the priced counts', async () => {
    const quote = (await verify(t, token, (await firstOffer(t, token)).id)).body.data.quote!;
    const res = await order(t, token, { quoteId: quote.id, currency: 'CNY', contact, passengers: [adult('A'), adult('B')] });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(600401);
  });

  it('refuses an expired quote and a changed settlement currency', async () => {
    const quote = (await verify(t, token, (await firstOffer(t, token)).id)).body.data.quote!;
    await t.database.db
      .update(flightQuotes)
      .set({ validUntil: new Date(Date.now() - 1000) })
      .where(eq(flightQuotes.id, quote.id));
    const expired = await order(t, token, { quoteId: quote.id, currency: 'CNY', contact, passengers: [adult('ZHOU')] });
    expect(expired.status).toBe(409);
    expect(expired.body.code).toBe(600303);

    const fresh = (await verify(t, token, (await firstOffer(t, token)).id)).body.data.quote!;
    await setAgencySettings(t, 'HARBOUR', (s) => {
      s.general.settlementCurrency = 'HKD';
    });
    try {
      const changed = await order(t, token, { quoteId: fresh.id, currency: 'CNY', contact, passengers: [adult('ZHOU')] });
      expect(changed.status).toBe(409);
      expect(changed.body.message).toBe('The settlement currency has changed. Please search again.');
    } finally {
      await setAgencySettings(t, 'HARBOUR', (s) => {
        s.general.settlementCurrency = 'CNY';
      });
    }
  });

  it('does not let another agency book a quote', async () => {
    const quote = (await verify(t, token, (await firstOffer(t, token)).id)).body.data.quote!;
    const kowloon = await t.login('kowloon.super');
    const res = await order(t, kowloon, { quoteId: quote.id, currency: 'CNY', contact, passengers: [adult('HO')] });
    expect(res.status).toBe(404);
  });
});

describe('document recognition', () => {
  const app = useFlightApp();
  const upload = (name: string, type: string, content: Buffer) =>
    uploadFile<DocumentAnalysis>(app.t, app.token, '/api/base/v2/analysis/document', { name, type, content });

  it("reads a passport photo's machine-readable zone", async () => {
    const res = await upload('passport.png', 'image/png', readFileSync('tests/fixtures/passport-mrz.png'));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      documentType: 'passport',
      surname: 'TAYLOR',
      givenNames: 'OLIVIA GRACE',
      documentNumber: '925076473',
      nationality: 'GB',
      birthday: '1985-07-23',
      gender: 'female',
      expiry: '2031-09-14',
      issuingCountry: 'GB',
    });
  }, 30_000);

  it('says identification failed for a photo without a passport, and refuses what is not an image', async () => {
    const notText = await upload('notes.txt', 'text/plain', Buffer.from('hello'));
    expect(notText.status).toBe(400);
    expect(notText.body.message).toBe('Upload a jpg, jpeg or png image of at most 10 MB.');
    const disguised = await upload('photo.png', 'image/png', Buffer.from('not really a png'));
    expect(disguised.body.code).toBe(600502);
    const landscape = await upload('card.png', 'image/png', BLANK_PNG);
    expect(landscape.status).toBe(422);
    expect(landscape.body.message).toBe('Identification failed, check the document type.');
  }, 30_000);

  it('refuses an image its decoder cannot read (a 70-byte PNG with a bad checksum, a cut-off JPEG) and keeps serving; an ended recogniser is replaced', async () => {
    const badChecksum = pngWithBadChecksum();
    const cutOff = truncatedJpeg();
    expect([badChecksum.length, cutOff.length]).toEqual([70, 89]);
    for (const [name, type, content] of [
      ['bad.png', 'image/png', badChecksum],
      ['cut.jpg', 'image/jpeg', cutOff],
      ['noscan.jpg', 'image/jpeg', jpegClaiming(16, 16)],
    ] as const) {
      const res = await uploadFile<unknown>(app.t, app.token, '/api/base/v2/analysis/document', { name, type, content });
      expect([name, res.status, res.body.code, res.body.message]).toEqual([
        name,
        400,
        600502,
        'Upload a jpg, jpeg or png image of at most 10 MB.',
      ]);
    }
    // The recogniser's thread ends under it (as a crash would): the next recognition starts a new one.
    const thread = await recogniserThread();
    expect(thread).toBeDefined();
    await thread!.terminate();
    const res = await upload('passport.png', 'image/png', readFileSync('tests/fixtures/passport-mrz.png'));
    expect([res.status, res.body.data.documentNumber]).toEqual([200, '925076473']);
    expect(await recogniserThread()).not.toBe(thread);
  }, 60_000);

  it('refuses an image whose header claims more than 25 million pixels before decoding it, translated', async () => {
    for (const [name, type, content, size] of [
      ['bomb.png', 'image/png', png(6000, 6000, 'bomb'), '6000 × 6000'],
      ['huge.jpg', 'image/jpeg', jpegClaiming(60000, 60000), '60000 × 60000'],
    ] as const) {
      const res = await app.t.call({
        method: 'POST',
        url: '/api/base/v2/analysis/document',
        headers: { ...bearer(app.token), 'accept-language': 'zh-cn', 'content-type': 'multipart/form-data; boundary=----tessera' },
        payload: Buffer.concat([
          Buffer.from(`------tessera\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
          content,
          Buffer.from('\r\n------tessera--\r\n'),
        ]),
      });
      expect([name, res.status, res.body.code, res.body.message]).toEqual([
        name,
        413,
        600510,
        `图片为 ${size} 像素，最多接受 25 百万像素。`,
      ]);
    }
  });

  it('refuses a file over 10 MB', async () => {
    const big = Buffer.concat([readFileSync('tests/fixtures/passport-mrz.png'), Buffer.alloc(10 * 1024 * 1024)]);
    const res = await upload('big.png', 'image/png', big);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(600502);
  });
});

describe('passenger list import', () => {
  const app = useFlightApp();

  async function sheet(rows: unknown[][]): Promise<Buffer> {
    const workbook = new ExcelJS.Workbook();
    const ws = workbook.addWorksheet('Passengers');
    ws.addRow([
      'type',
      'surname',
      'given_names',
      'gender',
      'birthday',
      'nationality',
      'document_type',
      'document_number',
      'document_expiry',
    ]);
    for (const row of rows) ws.addRow(row);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }

  const upload = (name: string, content: Buffer) =>
    uploadFile<{ passengers: Passenger[]; errors: Array<{ row: number; field: string; message: string }> }>(
      app.t,
      app.token,
      '/api/shopping/v2/flight/passengers/import',
      { name, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', content },
    );

  it('imports good rows and reports bad ones by row and field', async () => {
    const res = await upload(
      'list.xlsx',
      await sheet([
        ['adult', 'wang', 'Fang', 'female', '1990-02-03', 'CN', 'passport', 'E99887766', '2033-05-05'],
        ['adult', 'LI3', 'Lei', 'male', '1990-02-03', 'CN', 'passport', 'E11223344', '2033-05-05'],
        ['child', 'LI', 'Xiao', 'male', '2099-01-01', 'CN', 'passport', 'E55667788', '2033-05-05'],
      ]),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.passengers.map((p) => p.surname)).toEqual(['WANG']);
    expect(res.body.data.errors.map((e) => [e.row, e.field])).toEqual([
      [3, 'surname'],
      [4, 'birthday'],
    ]);
  });

  /** A price check of a fare on this route (PEK-SHA is domestic: ID cards allowed; PVG-HKG is not). */
  async function quoteFor(origin: string, destination: string): Promise<string> {
    const answer = await complete(app.t, app.token, await search(app.t, app.token, oneWay(origin, destination, 26)));
    const verified = await app.t.call<VerificationAnswer>({
      method: 'POST',
      url: `/api/shopping/v2/flight/solutions/${encodeURIComponent(answer.solutions[0]!.id)}/verification`,
      headers: bearer(app.token),
    });
    return verified.body.data.quote!.id;
  }
  const forQuote = (quoteId: string, content: Buffer, lang = 'en') =>
    app.t.call<{ passengers: Passenger[] }>({
      method: 'POST',
      url: `/api/shopping/v2/flight/passengers/import?quoteId=${encodeURIComponent(quoteId)}`,
      headers: { ...bearer(app.token), 'accept-language': lang, 'content-type': 'multipart/form-data; boundary=----tessera' },
      payload: Buffer.concat([
        Buffer.from(
          '------tessera\r\nContent-Disposition: form-data; name="file"; filename="list.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n',
        ),
        content,
        Buffer.from('\r\n------tessera--\r\n'),
      ]),
    });
  const PASSPORT_ROW = ['adult', 'WANG', 'Fang', 'female', '1990-02-03', 'CN', 'passport', 'E99887766', '2033-05-05'];
  const ID_CARD_ROW = ['adult', 'LI', 'Lei', 'male', '1991-03-04', 'CN', 'idcard', '110101199103041234', '2035-01-01'];

  it("with the order's quote, refuses ID cards an international or restricted order cannot take, naming the rows", async () => {
    const list = await sheet([PASSPORT_ROW, ID_CARD_ROW]);
    const international = await forQuote(await quoteFor('airport-PVG', 'airport-HKG'), list, 'zh-cn');
    expect([international.status, international.body.code]).toEqual([400, 600506]);
    expect(international.body.message).toBe('受限订单或国际订单不允许导入身份证（第 3 行）。');
    // Without a quote the sheet is only read (the booking checks documents later).
    expect((await upload('list.xlsx', list)).body.data.passengers).toHaveLength(2);

    const domestic = await quoteFor('airport-PEK', 'airport-SHA');
    expect((await forQuote(domestic, list)).body.data.passengers.map((p) => p.travel_document.type)).toEqual(['passport', 'idcard']);
    // A user restricted to passports may not import an ID card even for a domestic fare.
    await app.t.database.db
      .update(users)
      .set({ flightLimits: { ...DEFAULT_FLIGHT_LIMITS, documentTypes: ['passport'] } })
      .where(eq(users.username, 'harbour.ops'));
    // Written past the API: wait until the server's session cache has heard of it.
    await app.t.app.sessions.fence();
    try {
      const restricted = await forQuote(domestic, list);
      expect([restricted.status, restricted.body.code, restricted.body.message]).toEqual([
        400,
        600506,
        'ID card import is not allowed for restricted or international orders (rows 3).',
      ]);
    } finally {
      await app.t.database.db.update(users).set({ flightLimits: DEFAULT_FLIGHT_LIMITS }).where(eq(users.username, 'harbour.ops'));
      await app.t.app.sessions.fence();
    }
  });

  it("with the order's quote, refuses passports the order cannot take; an unknown quote is not found", async () => {
    const domestic = await quoteFor('airport-PEK', 'airport-SHA');
    await app.t.database.db
      .update(users)
      .set({ flightLimits: { ...DEFAULT_FLIGHT_LIMITS, documentTypes: ['idcard'] } })
      .where(eq(users.username, 'harbour.ops'));
    try {
      const refused = await forQuote(domestic, await sheet([ID_CARD_ROW, PASSPORT_ROW, PASSPORT_ROW]), 'zh-tw');
      expect([refused.status, refused.body.code, refused.body.message]).toEqual([400, 600507, '此訂單不允許匯入護照（第 3, 4 列）。']);
    } finally {
      await app.t.database.db.update(users).set({ flightLimits: DEFAULT_FLIGHT_LIMITS }).where(eq(users.username, 'harbour.ops'));
    }
    const unknown = await forQuote('Q-nothing', await sheet([PASSPORT_ROW]));
    expect([unknown.status, unknown.body.code]).toEqual([404, 600302]);
  });

  it('says the upload failed, never a server error, when the body is cut off or unreadable', async () => {
    const boundary = '----tessera';
    const cutOff = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="list.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\nPK\u0003\u0004abc`;
    for (const [url, payload] of [
      ['/api/shopping/v2/flight/passengers/import', cutOff],
      ['/api/base/v2/analysis/document', cutOff],
      ['/api/base/v2/analysis/document', 'not a multipart body at all'],
    ] as const) {
      const res = await app.t.call({
        method: 'POST',
        url,
        headers: { ...bearer(app.token), 'accept-language': 'zh-cn', 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      expect([url, res.status, res.body.code, res.body.message]).toEqual([url, 400, 600505, '上传失败，请重试或联系管理员。']);
    }
  });

  it('says the format is wrong for a file that is not a passenger sheet', async () => {
    const res = await upload('list.xlsx', Buffer.from('not a spreadsheet'));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(600503);
    const wrongColumns = await upload(
      'list.xlsx',
      await (async () => {
        const workbook = new ExcelJS.Workbook();
        workbook.addWorksheet('x').addRow(['name', 'age']);
        workbook.getWorksheet('x')!.addRow(['a', 1]);
        return Buffer.from(await workbook.xlsx.writeBuffer());
      })(),
    );
    expect(wrongColumns.status).toBe(400);
    expect(wrongColumns.body.message).toContain('missing columns');
  });
});
