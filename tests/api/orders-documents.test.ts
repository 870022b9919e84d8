// Downloads: the e-ticket PDF of an issued order carries the passenger's name and ticket number as
// text a viewer extracts (Chinese names included); the itinerary Excel is a real workbook.
import { parse as parseDisposition } from 'content-disposition';
import { readWorkbook } from '../support/workbook';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flightOrderPassengers } from '@/server/db/schema';
import { pdfText } from '../support/pdf-text';
import { startFlightApp } from './support/flights';
import { bearer, type TestApp } from './support/harness';
import { ORDERS, bookOrder, detail, runJobs } from './support/orders';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startFlightApp();
  token = await t.login('harbour.ops');
});
afterAll(async () => t?.close());

describe('order documents', () => {
  it('e-ticket PDF and itinerary Excel of an issued order', async () => {
    const order = await bookOrder(t, token, { payment: 'balance', surname: 'ZHANG' });
    await runJobs(t);
    // A Chinese name must survive into the PDF text.
    await t.database.db.update(flightOrderPassengers).set({ givenNames: '张三' }).where(eq(flightOrderPassengers.orderId, order.id));
    const issued = (await detail(t, token, order.id)).body.data;
    const ticket = issued.ticketNumbers[0]!;
    // The flight designator as the order shows it (carrier code once: CX367, never CXCX367).
    const flight = issued.journeys[0]!.segments[0]!.flightNumber;
    expect(flight).toMatch(/^[A-Z0-9]{2}\d{1,4}$/);
    expect(issued.flightNumber).toBe(flight);
    const pdf = await t.app.inject({
      method: 'POST',
      url: `${ORDERS}/${order.id}/download`,
      headers: { ...bearer(token), 'accept-language': 'zh-cn' },
      payload: { kind: 'e-ticket', format: 'pdf' },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(parseDisposition(String(pdf.headers['content-disposition']))).toEqual({
      type: 'attachment',
      parameters: { filename: `e-ticket-${order.orderNo}.pdf` },
    });
    const text = await pdfText(new Uint8Array(pdf.rawPayload));
    expect(text).toContain('ZHANG/张三');
    expect(text).toContain(ticket);
    expect(text).toContain('已出票');
    expect(text).toMatch(new RegExp(`(^|[^A-Z0-9])${flight}`));

    const xlsx = await t.app.inject({
      method: 'POST',
      url: `${ORDERS}/${order.id}/download`,
      headers: { ...bearer(token), 'accept-language': 'en' },
      payload: { kind: 'itinerary', format: 'xlsx' },
    });
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = await readWorkbook(xlsx.rawPayload);
    const cells: string[] = [];
    workbook.worksheets[0]!.eachRow((row) => row.eachCell((c) => cells.push(String(c.value))));
    expect(cells.join(' ')).toContain(order.orderNo);
    expect(cells.join(' ')).toContain('ZHANG/张三');
    expect(cells).toContain(flight);

    const kowloon = await t.login('kowloon.super');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${ORDERS}/${order.id}/download`,
          headers: bearer(kowloon),
          payload: { kind: 'e-ticket', format: 'pdf' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${ORDERS}/${order.id}/download`,
          headers: bearer(token),
          payload: { kind: 'boarding-pass', format: 'pdf' },
        })
      ).statusCode,
    ).toBe(400);
  });
});
