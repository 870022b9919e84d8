// The wire view of a flight order: its row with segments (as journeys) and passengers.
import { asc, eq } from 'drizzle-orm';
import type { Contact, FlightOrder } from '@/domain/flights/booking';
import { withTaxParts, type Baggage, type CancellationPolicy, type Journey, type PriceDetail } from '@/domain/flights/shopping';
import { flightOrderPassengers, type flightOrders } from '../db/schema';
import type { Executor } from '@/server/db/executor';

/** `seesSuppliers`: whether the reader may read the supplier's code (else null). */
export async function orderView(db: Executor, order: typeof flightOrders.$inferSelect, seesSuppliers: boolean): Promise<FlightOrder> {
  const passengers = await db
    .select()
    .from(flightOrderPassengers)
    .where(eq(flightOrderPassengers.orderId, order.id))
    .orderBy(asc(flightOrderPassengers.seq));
  const snapshot = order.priceSnapshot as {
    priceDetail: PriceDetail;
    fareBasis: string | null;
    baggage: Baggage;
    cancellation: CancellationPolicy;
  };
  return {
    id: order.id,
    orderNo: order.orderNo,
    type: order.type as FlightOrder['type'],
    status: order.status as FlightOrder['status'],
    supplier: seesSuppliers ? order.supplier : null,
    supplierRef: order.supplierRef,
    pnr: order.pnr,
    validatingCarrier: order.validatingCarrier,
    bookingType: order.bookingType,
    cabin: order.cabin,
    journeys: order.itinerary as Journey[],
    priceDetail: { ...snapshot.priceDetail, priceList: snapshot.priceDetail.priceList.map(withTaxParts) },
    fareBasis: snapshot.fareBasis,
    baggage: snapshot.baggage,
    cancellation: snapshot.cancellation,
    passengers: passengers.map((p) => ({
      type: p.type,
      surname: p.surname,
      givenNames: p.givenNames,
      gender: p.gender,
      birthday: p.birthday,
      nationality: p.nationality,
      documentType: p.documentType,
      documentNumber: p.documentNumber,
      documentExpiry: p.documentExpiry,
      salePrice: p.salePrice,
      ticketNumber: p.ticketNumber,
    })),
    contact: order.contact as Contact,
    currency: order.currency,
    totalAmount: order.totalAmount,
    paymentStatus: order.paymentStatus as 'paid' | 'unpaid',
    payBefore: order.payBefore.toISOString(),
    createdAt: order.createdAt.toISOString(),
  };
}
