// Shapes that many operations share get one named schema under components.schemas, so the
// document (and the client generated from it) states each once. Naming a schema here changes
// nothing about validation; it only turns repeated copies into references.
import { z } from 'zod';
import { groupOrderSchema, groupPassengerSchema, instalmentSchema } from '@/domain/groups/schemas';
import { agencySettingsSchema } from '@/domain/schemas/agency-settings';
import { flightOrderSchema, quoteSchema } from '@/domain/schemas/booking';
import { orderDetailSchema, orderHistoryEventSchema, orderListRowSchema, orderPriceSchema } from '@/domain/schemas/flight-orders';
import { passengerSchema } from '@/domain/schemas/passenger';
import { baggageSchema, cancellationPolicySchema, costDetailSchema, journeySchema, offerSchema, priceDetailSchema, segmentSchema } from '@/domain/schemas/shopping';
import { walletBalanceSchema, walletTransactionSchema } from '@/domain/schemas/wallet';

export const componentRegistry = z.registry<{ id: string }>();

const NAMED: Array<[z.ZodType, string]> = [
  [segmentSchema, 'Segment'],
  [journeySchema, 'Journey'],
  [baggageSchema, 'Baggage'],
  [cancellationPolicySchema, 'CancellationPolicy'],
  [priceDetailSchema, 'PriceDetail'],
  [costDetailSchema, 'CostDetail'],
  [offerSchema, 'Offer'],
  [quoteSchema, 'Quote'],
  [passengerSchema, 'Passenger'],
  [flightOrderSchema, 'FlightOrder'],
  [orderListRowSchema, 'FlightOrderRow'],
  [orderPriceSchema, 'FlightOrderPrice'],
  [orderHistoryEventSchema, 'FlightOrderEvent'],
  [orderDetailSchema, 'FlightOrderDetail'],
  [walletBalanceSchema, 'WalletBalance'],
  [walletTransactionSchema, 'WalletTransaction'],
  [agencySettingsSchema, 'AgencySettings'],
  [groupPassengerSchema, 'GroupPassenger'],
  [instalmentSchema, 'GroupInstalment'],
  [groupOrderSchema, 'GroupOrder'],
];

for (const [schema, id] of NAMED) componentRegistry.add(schema, { id });
