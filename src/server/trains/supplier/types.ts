// One interface for every rail supplier (real or simulated), shaped after the rail content services
// agencies use: shop, prebook (seats held until paid), issue, cancel a prebooked order, refund tickets.
import type { SeatClass, TrainType } from '@/domain/trains/schemas';

export interface RailStop {
  station: string;
  /** Local China time yyyy-mm-ddThh:mm; null at the first (arrival) and last (departure) stop. */
  arrival: string | null;
  departure: string | null;
}

export interface RailSeat {
  seatClass: SeatClass;
  /** Adult fare, minor units of the supplier's currency. */
  price: number;
  seatsLeft: number;
}

export interface RailTrain {
  trainNo: string;
  trainType: TrainType;
  from: string;
  to: string;
  departure: string;
  arrival: string;
  stopsBetween: number;
  seats: RailSeat[];
}

export interface RailSearchRequest {
  /** Station codes the journey may start from / end at (a city expanded). */
  from: string[];
  to: string[];
  date: string;
}

export interface RailPassengerRequest {
  type: 'adult' | 'child' | 'student';
  name: string;
  documentType: string;
  documentNumber: string;
  seatPreference?: string | null;
}

export interface RailBookingRequest {
  trainNo: string;
  /** The travel date at `from` (local). */
  date: string;
  from: string;
  to: string;
  seatClass: SeatClass;
  passengers: RailPassengerRequest[];
}

export interface RailBookedTicket {
  passengerIndex: number;
  carriage: string;
  seat: string;
  /** This passenger's fare (child and student fares differ). */
  price: number;
}

export interface RailBooking {
  bookingRef: string;
  status: 'held' | 'issued' | 'canceled';
  request: RailBookingRequest;
  departure: string;
  arrival: string;
  tickets: RailBookedTicket[];
  /** Pay before this instant or the seats go back on sale. */
  holdUntil: string;
  ticketNumbers?: string[];
  refunded?: number[];
}

export type RailErrorReason = 'sold_out' | 'not_on_sale' | 'unknown_train' | 'refused' | 'timeout' | 'failure';

export class RailSupplierError extends Error {
  constructor(
    readonly reason: RailErrorReason,
    message: string = reason,
  ) {
    super(message);
  }
}

export interface RailSupplier {
  readonly code: string;
  readonly name: string;
  readonly currency: string;
  search(request: RailSearchRequest, nonce: string): Promise<RailTrain[]>;
  stops(trainNo: string, date: string): Promise<RailStop[] | null>;
  /** Holds seats for the passengers (prebook); throws sold_out when the class cannot seat them all. */
  book(request: RailBookingRequest): Promise<RailBooking>;
  /** Confirms and issues a held booking: a ticket number per passenger. Answers the same twice. */
  issue(bookingRef: string): Promise<{ ticketNumbers: string[] }>;
  /** Gives a held (unpaid) booking's seats back. */
  cancel(bookingRef: string): Promise<void>;
  /** Refunds issued tickets (by passenger index); their seats go back on sale. */
  refund(bookingRef: string, passengerIndexes: number[]): Promise<void>;
}
