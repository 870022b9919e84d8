// The train API's shapes: stations, search and its results, booking, orders (list, detail, history)
// and the after-sale bodies. One schema serves validation, the OpenAPI document and the console.
import { z } from 'zod';
import { text } from '@/domain/schemas/text';
import { mainlandIdProblem } from '@/domain/mainland-id';
import { countryCodeSchema, GENDERS, isIsoDate } from '@/domain/schemas/passenger';
import { missingPassportDetails } from './real-name';
import { TRAIN_ORDER_STATUSES, TRAIN_ORDER_TYPES } from './order-status';
import { whenFieldsPassed } from '@/domain/schemas/when-fields-passed';

// ---------------------------------------------------------------------------------------------------
// Stations

export const localizedNameSchema = z.object({ en: text(), 'zh-cn': text(), 'zh-tw': text() });

export const stationSchema = z.object({
  /** The telegraph code (three letters), the station's id everywhere in the API. */
  code: text(),
  name: localizedNameSchema,
  pinyin: text(),
  /** Pinyin initials (bjn for Beijing South). */
  initials: text(),
  /** The city's id (its pinyin) and names: a city groups its stations. */
  city: z.object({ code: text(), name: localizedNameSchema }),
});
export type Station = z.infer<typeof stationSchema>;

export const stationQuerySchema = z.object({
  /** Any of: telegraph code, a name in any language, pinyin, initials, a city name. */
  keyword: text().trim().max(40).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

// ---------------------------------------------------------------------------------------------------
// Trains and search

export const TRAIN_TYPES = ['G', 'D', 'C', 'Z', 'T', 'K'] as const;
export type TrainType = (typeof TRAIN_TYPES)[number];

/** Seat classes, dearest first. */
export const SEAT_CLASSES = [
  'business',
  'first',
  'second',
  'premium_soft_sleeper',
  'soft_sleeper',
  'hard_sleeper',
  'hard_seat',
  'standing',
] as const;
export type SeatClass = (typeof SEAT_CLASSES)[number];

/** Window and aisle letters of a high-speed car (A and F by the window, C and D by the aisle). */
export const SEAT_PREFERENCES = ['A', 'B', 'C', 'D', 'F'] as const;

export const seatOfferSchema = z.object({
  seatClass: z.enum(SEAT_CLASSES),
  /** Adult price per ticket, minor units of the answer's currency. */
  price: z.number().int(),
  seatsLeft: z.number().int(),
});

export const stopSchema = z.object({
  station: text(),
  stationName: localizedNameSchema,
  /** Local China time yyyy-mm-ddThh:mm; null at the first (arrival) and last (departure) stop. */
  arrival: text().nullable(),
  departure: text().nullable(),
});

export const trainOfferSchema = z.object({
  /** What booking names: leg, train, date and stations. */
  offerId: text(),
  leg: z.enum(['outbound', 'return']),
  trainNo: text(),
  trainType: z.enum(TRAIN_TYPES),
  from: text(),
  fromName: localizedNameSchema,
  to: text(),
  toName: localizedNameSchema,
  /** Local China time yyyy-mm-ddThh:mm. */
  departure: text(),
  arrival: text(),
  durationMinutes: z.number().int(),
  /** Stops between the two stations (the full list on demand). */
  stopsBetween: z.number().int(),
  seats: z.array(seatOfferSchema),
  currency: text(),
  supplier: text(),
});
export type TrainOffer = z.infer<typeof trainOfferSchema>;

const isoDay = text().refine(isIsoDate, { message: 'date' });
/** A station's telegraph code or a city code. */
const place = text().trim().min(2).max(40);

export const trainSearchBodySchema = z
  .object({
    from: place,
    to: place,
    date: isoDay,
    /** With a return date: a return search (both legs). */
    returnDate: isoDay.optional(),
  })
  .strict()
  .refine((b) => b.from.toUpperCase() !== b.to.toUpperCase(), { ...whenFieldsPassed, path: ['to'], message: 'sameStation' })
  .refine((b) => !b.returnDate || b.returnDate >= b.date, { ...whenFieldsPassed, path: ['returnDate'], message: 'returnBeforeDeparture' });
export type TrainSearchBody = z.infer<typeof trainSearchBodySchema>;

/** A leg that is not on sale yet: when it opens. */
export const presaleSchema = z.object({ leg: z.enum(['outbound', 'return']), date: text(), saleOpensAt: text() });

export const trainSearchStartedSchema = z.object({ id: text(), complete: z.boolean() });

const csv = <T extends z.ZodTypeAny>(item: T) =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : v,
    z.array(item).max(20),
  );
/** A time band hh:mm-hh:mm (departure or arrival, local time). */
const band = text().regex(/^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-4]):[0-5]\d$/, { message: 'timeBand' });

export const TRAIN_SORTS = ['departure', 'duration', 'price'] as const;

export const trainResultsQuerySchema = z.object({
  leg: z.enum(['outbound', 'return']).default('outbound'),
  trainTypes: csv(z.enum(TRAIN_TYPES)).optional(),
  departureBands: csv(band).optional(),
  arrivalBands: csv(band).optional(),
  fromStations: csv(text().max(3)).optional(),
  toStations: csv(text().max(3)).optional(),
  /** Only trains with seats left in one of these classes. */
  seatClasses: csv(z.enum(SEAT_CLASSES)).optional(),
  sort: z.enum(TRAIN_SORTS).default('departure'),
  order: z.enum(['asc', 'desc']).default('asc'),
});

export const trainResultsSchema = z.object({
  id: text(),
  complete: z.boolean(),
  request: z.object({ from: text(), to: text(), date: text(), returnDate: text().nullable() }),
  trains: z.array(trainOfferSchema),
  /** Trains found before the filters (the empty state tells "none at all" from "none match"). */
  totalBeforeFilters: z.number().int(),
  presale: z.array(presaleSchema),
  /** Stations and train types present, for the filter panel. */
  facets: z.object({ fromStations: z.array(text()), toStations: z.array(text()), trainTypes: z.array(z.enum(TRAIN_TYPES)) }),
});
export type TrainResults = z.infer<typeof trainResultsSchema>;

export const trainStopsQuerySchema = z.object({ date: isoDay });

// ---------------------------------------------------------------------------------------------------
// Booking

export const RAIL_PASSENGER_TYPES = ['adult', 'child', 'student'] as const;
/** Documents the railway accepts for real-name tickets. */
export const RAIL_DOCUMENT_TYPES = [
  'idcard',
  'passport',
  'hk-macao-travel-permit',
  'hk-macao-return-permit',
  'taiwan-compatriot-permit',
  'foreigner-residence-permit',
] as const;

export const railPassengerSchema = z
  .object({
    /** The name exactly as on the document (Chinese characters or Latin letters). */
    name: text()
      .trim()
      .min(1)
      .max(40)
      .regex(/^[\p{L}][\p{L} .·'-]*$/u, { message: 'passengerName' }),
    type: z.enum(RAIL_PASSENGER_TYPES),
    documentType: z.enum(RAIL_DOCUMENT_TYPES),
    documentNumber: text()
      .trim()
      .toUpperCase()
      .min(5)
      .max(20)
      .regex(/^[A-Z0-9]+$/, { message: 'documentNumber' }),
    birthday: isoDay.optional(),
    /** Required with a passport (with birthday and gender): the railway prints them on the ticket. */
    nationality: countryCodeSchema.optional(),
    gender: z.enum(GENDERS).optional(),
    phone: text()
      .trim()
      .regex(/^\+?\d{5,20}$/, { message: 'phone' })
      .optional(),
    /** A window or aisle letter; the supplier honours it when the car has one free. */
    seatPreference: z.enum(SEAT_PREFERENCES).optional(),
  })
  .strict()
  .superRefine((p, ctx) => {
    // A mainland ID number is checked fully: length, birth date, check character.
    const idProblem = p.documentType === 'idcard' ? mainlandIdProblem(p.documentNumber) : null;
    if (idProblem) ctx.addIssue({ code: 'custom', path: ['documentNumber'], message: idProblem });
    for (const field of missingPassportDetails(p)) ctx.addIssue({ code: 'custom', path: [field], message: 'passportDetails' });
  });
export type RailPassenger = z.infer<typeof railPassengerSchema>;

/** A passenger from the booker's often-used list, by id (its document must be one the railway accepts). */
export const oftenUsedRailPassengerSchema = z
  .object({
    oftenUsedPassengerId: z.number().int().positive(),
    type: z.enum(RAIL_PASSENGER_TYPES).optional(),
    seatPreference: z.enum(SEAT_PREFERENCES).optional(),
  })
  .strict();

export const trainBookingBodySchema = z
  .object({
    searchId: text().min(1).max(40),
    journeys: z
      .array(z.object({ offerId: text().min(1).max(80), seatClass: z.enum(SEAT_CLASSES) }).strict())
      .min(1)
      .max(2),
    passengers: z
      .array(z.union([railPassengerSchema, oftenUsedRailPassengerSchema]))
      .min(1)
      .max(5),
    contact: z
      .object({
        name: text().trim().min(1).max(64),
        phone: text()
          .trim()
          .regex(/^\+?\d{5,20}$/, { message: 'phone' }),
        email: z.email().max(254).optional(),
      })
      .strict(),
    /** balance: pay from the wallet now; hold: keep the seats and pay before the time limit. */
    payment: z.enum(['balance', 'hold']),
    remark: text().trim().max(512).optional(),
  })
  .strict();
export type TrainBookingBody = z.infer<typeof trainBookingBodySchema>;

// ---------------------------------------------------------------------------------------------------
// Orders

export const TRAIN_ORDER_ACTIONS = ['pay', 'cancel', 'refund', 'change', 'download', 'issue', 'fail'] as const;
export type TrainOrderAction = (typeof TRAIN_ORDER_ACTIONS)[number];

export const TICKET_STATES = ['booked', 'issued', 'refunding', 'refunded', 'changing', 'changed', 'void'] as const;

export const trainTicketSchema = z.object({
  id: z.number().int(),
  leg: z.number().int(),
  passengerSeq: z.number().int(),
  name: text(),
  passengerType: z.enum(RAIL_PASSENGER_TYPES),
  documentType: z.enum(RAIL_DOCUMENT_TYPES),
  /** Masked but for the last four characters. */
  documentNumber: text(),
  trainNo: text(),
  from: text(),
  fromName: localizedNameSchema,
  to: text(),
  toName: localizedNameSchema,
  departure: text(),
  arrival: text(),
  seatClass: z.enum(SEAT_CLASSES),
  carriage: text().nullable(),
  seat: text().nullable(),
  ticketNumber: text().nullable(),
  price: z.number().int(),
  state: z.enum(TICKET_STATES),
  /** Changes already made (one is allowed). */
  changes: z.number().int(),
});
export type TrainTicket = z.infer<typeof trainTicketSchema>;

export const trainOrderListRowSchema = z.object({
  id: z.number().int(),
  orderNo: text(),
  type: z.enum(TRAIN_ORDER_TYPES),
  status: z.enum(TRAIN_ORDER_STATUSES),
  tone: z.enum(['success', 'warning', 'primary', 'error', 'info']),
  originOrderId: z.number().int().nullable(),
  originOrderNo: text().nullable(),
  agencyId: z.number().int(),
  agencyName: text(),
  bookingNo: text(),
  trainNo: text(),
  route: text(),
  departure: text(),
  passengerNames: z.array(text()),
  ticketNumbers: z.array(text()),
  currency: text(),
  totalAmount: z.number().int(),
  /** 'none' for a refund or a change to a train no dearer: the order takes no money. */
  paymentStatus: z.enum(['paid', 'unpaid', 'none']),
  payBefore: text().nullable(),
  createdById: z.number().int(),
  createdAt: text(),
  updatedAt: text(),
});
export type TrainOrderListRow = z.infer<typeof trainOrderListRowSchema>;

export const trainHistoryEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['transition', 'notification', 'note']),
  fromStatus: z.enum(TRAIN_ORDER_STATUSES).nullable(),
  toStatus: z.enum(TRAIN_ORDER_STATUSES).nullable(),
  actor: z.enum(['agency', 'staff', 'supplier', 'timer']),
  userName: text().nullable(),
  noteKey: text().nullable(),
  /** The same in the reader's language. */
  note: text().nullable(),
  remark: text().nullable(),
  createdAt: text(),
});

export const trainOrderDetailSchema = trainOrderListRowSchema.extend({
  supplier: text(),
  contact: z.object({ name: text(), phone: text(), email: text().optional() }),
  remark: text().nullable(),
  issuedAt: text().nullable(),
  tickets: z.array(trainTicketSchema),
  /** Refund orders: fee and refundable; change orders: old and new price and the difference (+ paid, - refunded). */
  quote: z.record(z.string(), z.number()).nullable(),
  /** The order's refund and change orders (an origin), newest first. */
  afterSales: z.array(
    z.object({
      id: z.number().int(),
      orderNo: text(),
      type: z.enum(TRAIN_ORDER_TYPES),
      status: z.enum(TRAIN_ORDER_STATUSES),
      totalAmount: z.number().int(),
      createdAt: text(),
    }),
  ),
  history: z.array(trainHistoryEventSchema),
  allowedActions: z.array(z.enum(TRAIN_ORDER_ACTIONS)),
  /** Per ticket: may it be refunded or changed now, and the fee a refund would cost now. */
  ticketActions: z.array(
    z.object({
      ticketId: z.number().int(),
      refund: z.boolean(),
      change: z.boolean(),
      refundFee: z.number().int().nullable(),
      refundable: z.number().int().nullable(),
    }),
  ),
});
export type TrainOrderDetail = z.infer<typeof trainOrderDetailSchema>;

export const TRAIN_ORDER_SORT_FIELDS = ['createdAt', 'totalAmount', 'id', 'departure'] as const;

function knownTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const trainOrderFilterSchema = z.object({
  /** Exact order id or order number (TT...). */
  orderId: text().trim().max(32).optional(),
  bookingNo: text().trim().max(64).optional(),
  ticketNo: text().trim().max(20).optional(),
  trainNo: text().trim().max(8).optional(),
  /** Any part of a passenger's name. */
  passenger: text().trim().max(64).optional(),
  /** Creation date range, yyyy-mm-dd, inclusive, as days of `tz`. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  /**
   * The IANA time zone whose days `from` and `to` name: the browser's, so the range matches the
   * booking times the list shows in it. Without it the days are UTC days.
   */
  tz: text().max(64).refine(knownTimeZone, { message: 'unknown time zone' }).optional(),
  /** Travel date range. */
  departFrom: z.iso.date().optional(),
  departTo: z.iso.date().optional(),
  status: csv(z.enum(TRAIN_ORDER_STATUSES)).optional(),
  type: z.enum(TRAIN_ORDER_TYPES).optional(),
  /** Orders of the caller's own agency only (not its sub-agencies'). */
  directOnly: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  /** Staff: one agency. */
  agencyId: z.coerce.number().int().positive().optional(),
  originOrderId: z.coerce.number().int().positive().optional(),
});
export type TrainOrderFilter = z.infer<typeof trainOrderFilterSchema>;

export const TRAIN_EXPORT_COLUMNS = [
  'orderNo',
  'type',
  'status',
  'originOrderNo',
  'agencyName',
  'bookingNo',
  'trainNo',
  'route',
  'departure',
  'passengerNames',
  'ticketNumbers',
  'currency',
  'totalAmount',
  'paymentStatus',
  'payBefore',
  'createdAt',
] as const;

export const trainStatusCountsSchema = z.array(z.object({ status: z.enum(TRAIN_ORDER_STATUSES), cnt: z.number().int() }));

export const trainRefundBodySchema = z
  .object({ ticketIds: z.array(z.number().int().positive()).min(1).max(10), remark: text().trim().max(512).optional() })
  .strict();

export const trainChangeBodySchema = z
  .object({
    ticketIds: z.array(z.number().int().positive()).min(1).max(10),
    /** A search made for the change (same or another arrival station: a change of destination). */
    searchId: text().min(1).max(40),
    offerId: text().min(1).max(80),
    seatClass: z.enum(SEAT_CLASSES),
    remark: text().trim().max(512).optional(),
  })
  .strict();

export const trainDocumentQuerySchema = z.object({ format: z.enum(['pdf', 'xlsx']).default('pdf') });

export const trainIssueBodySchema = z.object({ remark: text().trim().max(512).optional() }).strict();
