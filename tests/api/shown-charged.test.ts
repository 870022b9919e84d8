// Shown = charged: for offers of every supplier currency (USD and HKD fares convert to fractional
// yuan, a percent markup adds more), the offer's lines add up to its total, and that total is the
// wallet debit, the order's total and price lines, and the statement's line, to the cent. Staff see
// the supplier's cost; the agency never does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlightOrder, VerificationAnswer } from '@/domain/flights/booking';
import type { OrderDetail } from '@/domain/flights/flight-orders';
import type { Solution } from '@/domain/flights/shopping';
import type { StatementDetail, WalletTransaction, Statement } from '@/domain/schemas/wallet';
import { complete, oneWay, search, setAgencySettings, startFlightApp } from './support/flights';
import { bearer, type TestApp } from './support/harness';
import { adult, CONTACT, ORDERS, runJobs } from './support/orders';

let t: TestApp;
let ops: string;
let finance: string;
let admin: string;

beforeAll(async () => {
  t = await startFlightApp();
  // A percent markup that never lands on a whole yuan: 2.37% of the cost.
  await setAgencySettings(t, 'HARBOUR', (s) => {
    s.flight.markups.international = { way: 'percent', value: 237, limit: 0 };
  });
  [ops, finance, admin] = await Promise.all([t.login('harbour.ops'), t.login('harbour.finance'), t.login('admin')]);
});
afterAll(() => t?.close());

const get = <T>(token: string, url: string) => t.call<T>({ method: 'GET', url, headers: bearer(token) });

function linesOf(s: Pick<Solution, 'priceDetail'>) {
  return s.priceDetail.priceList.map((p) => ({ ...p, lines: p.price + p.airportTax + p.fuelSurcharge + p.otherTaxes + p.markup }));
}

describe('the amount shown is the amount charged', () => {
  let offers: Solution[] = [];
  const booked: number[] = [];

  it('prices offers of every supplier in whole yuan whose lines add up to the total', async () => {
    const id = await search(t, ops, oneWay('airport-PVG', 'airport-HKG', 25, { passengers: { adult: 2, child: 1, infant: 1 } }));
    const answer = await complete(t, ops, id);
    const bySupplier = new Map<string, Solution>();
    for (const s of answer.solutions) if (!bySupplier.has(s.supplier)) bySupplier.set(s.supplier, s);
    offers = [...bySupplier.values()];
    // A CNY supplier and at least one quoting in another currency (fractional yuan once converted).
    expect(offers.map((o) => o.supplier)).toContain('DRAGONFARE');
    expect(offers.some((o) => o.supplier !== 'DRAGONFARE')).toBe(true);
    for (const offer of offers) {
      for (const p of linesOf(offer)) {
        expect(p.lines, `${offer.supplier} ${p.passengerType}`).toBe(p.salePrice);
        expect(p.taxes).toBe(p.airportTax + p.fuelSurcharge + p.otherTaxes);
        for (const v of [p.price, p.airportTax, p.fuelSurcharge, p.otherTaxes, p.markup, p.salePrice])
          expect(v % 100, `${offer.supplier} ${p.passengerType}`).toBe(0);
      }
      expect(offer.priceDetail.total).toBe(offer.priceDetail.priceList.reduce((sum, p) => sum + p.salePrice * p.count, 0));
      // Airport tax and fuel surcharge are named apart from the other taxes.
      expect(offer.priceDetail.priceList.find((p) => p.passengerType === 'adult')!.airportTax).toBeGreaterThan(0);
      expect(offer.priceDetail.priceList.find((p) => p.passengerType === 'adult')!.fuelSurcharge).toBeGreaterThan(0);
      expect(offer).not.toHaveProperty('cost');
    }
  });

  it('charges each offer total to the wallet, on the order and on the statement, to the cent', async () => {
    const totals: Array<{ orderNo: string; id: number; total: number; fractionalCost: boolean }> = [];
    for (const [i, offer] of offers.entries()) {
      const verified = await t.call<VerificationAnswer>({
        method: 'POST',
        url: `/api/shopping/v2/flight/solutions/${encodeURIComponent(offer.id)}/verification`,
        headers: bearer(ops),
      });
      const quote = verified.body.data.quote!;
      expect(quote.offer.priceDetail.total).toBe(offer.priceDetail.total);
      const surname = ['ALPHA', 'BRAVO', 'CHARLIE', 'DELTA'][i]!;
      const passengers = [
        adult(surname),
        adult(`${surname}X`),
        { ...adult(`${surname}C`), type: 'child' as const, birthday: '2019-06-01' },
        { ...adult(`${surname}I`), type: 'infant' as const, birthday: '2025-06-01' },
      ];
      const created = await t.call<FlightOrder>({
        method: 'POST',
        url: ORDERS,
        headers: bearer(ops),
        payload: { quoteId: quote.id, currency: 'CNY', passengers, contact: CONTACT, payment: 'balance' },
      });
      expect(created.body.code, created.body.message).toBe(0);
      expect(created.body.data.totalAmount).toBe(offer.priceDetail.total);
      const staffView = (await get<OrderDetail>(admin, `${ORDERS}/${created.body.data.id}`)).body.data;
      const cost = staffView.price.cost!;
      booked.push(created.body.data.id);
      totals.push({
        orderNo: created.body.data.orderNo,
        id: created.body.data.id,
        total: offer.priceDetail.total,
        fractionalCost: cost.total % 100 !== 0,
      });
    }
    // The USD and HKD fares cost fractional yuan: the rounding really happened somewhere.
    expect(totals.some((o) => o.fractionalCost)).toBe(true);
    await runJobs(t);

    const movements = (await get<WalletTransaction[]>(finance, '/api/base/v2/transactions?_start=0&_end=100')).body.data;
    const statement = (
      await t.call<Statement>({ method: 'POST', url: '/api/base/v2/sub/statements', headers: bearer(finance), payload: {} })
    ).body.data;
    const lines = (
      await get<StatementDetail>(finance, `/api/base/v2/sub/statements/${statement.agencyId}/${statement.id}?_start=0&_end=200`)
    ).body.data.movements;
    for (const o of totals) {
      const agencyView = (await get<OrderDetail>(ops, `${ORDERS}/${o.id}`)).body.data;
      expect(agencyView.status).toBe('issued');
      const price = agencyView.price;
      expect(price.saleTotal).toBe(o.total);
      expect(price.ticketPrice + price.airportTax + price.fuelSurcharge + price.otherTaxes + price.serviceFee - price.discount).toBe(
        o.total,
      );
      expect(price.taxesAndFees).toBe(price.airportTax + price.fuelSurcharge + price.otherTaxes);
      expect(price.cost).toBeNull();
      expect(agencyView.payment.amount).toBe(o.total);
      expect(agencyView.passengers.reduce((sum, p) => sum + p.salePrice, 0)).toBe(o.total);
      expect(movements.filter((m) => m.orderId === o.orderNo).map((m) => m.amount)).toEqual([-o.total]);
      expect(lines.filter((m) => m.orderId === o.orderNo).map((m) => m.amount)).toEqual([-o.total]);
    }
  });

  it('shows platform staff the exact cost under the sale: cost lines add up to the cost price, the sale never below it', async () => {
    expect(booked.length).toBe(offers.length);
    for (const id of booked) {
      const detail = (await get<OrderDetail>(admin, `${ORDERS}/${id}`)).body.data;
      const cost = detail.price.cost!;
      for (const p of cost.priceList) expect(p.price + p.airportTax + p.fuelSurcharge + p.otherTaxes).toBe(p.costPrice);
      expect(cost.total).toBe(cost.priceList.reduce((sum, p) => sum + p.costPrice * p.count, 0));
      expect(detail.price.saleTotal).toBeGreaterThanOrEqual(cost.total);
      expect(detail.price.card).toBeNull();
    }
  });
});
