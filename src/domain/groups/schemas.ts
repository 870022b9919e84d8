// Group tickets on the wire: the agency's request (Group booking filter), the desk's quote
// with its payment schedule, and the group order as both sides read it. Amounts are integer minor
// units in the group's currency (the agency's settlement currency when it asked).
import { z } from 'zod';
import { text } from '@/domain/schemas/text';
import { LOCATION_PATTERN } from '../schemas/airports';
import { orderPassengerSchema } from '../flights/booking';
import { passengerSchema } from '../schemas/passenger';
import { GROUP_STATUSES } from './status';
import { GROUP_ORDER_ACTIONS } from './actions';

/** Defaults and limits. */
export const GROUP_DEFAULT_PASSENGERS = { adult: 10, child: 10, infant: 0 } as const;
export const GROUP_MIN_PASSENGERS = 10;
export const GROUP_MAX_PASSENGERS = 200;
export const GROUP_MAX_JOURNEYS = 5;
export const GROUP_MAX_DEPOSITS = 3;

const location = text().trim().regex(LOCATION_PATTERN, { message: 'location' });
const isoDay = text()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'date' });
const count = z.coerce.number().int().min(0).max(GROUP_MAX_PASSENGERS);

export const groupJourneySchema = z
  .object({
    origin: location,
    destination: location,
    date: isoDay,
    remark: text().trim().max(200).optional().default(''),
  })
  .strict();

export const groupRequestSchema = z
  .object({
    groupOrderExtraInfo: z
      .object({
        journeys: z.array(groupJourneySchema).min(1).max(GROUP_MAX_JOURNEYS),
        /** The group could travel on other dates. */
        isChangeDate: z.boolean().default(false),
        /** Another flight than the one asked for is acceptable. */
        acceptChangeFlight: z.boolean().default(false),
      })
      .strict(),
    passengers: z
      .object({
        adult: count.default(GROUP_DEFAULT_PASSENGERS.adult),
        child: count.default(GROUP_DEFAULT_PASSENGERS.child),
        infant: count.default(GROUP_DEFAULT_PASSENGERS.infant),
      })
      .strict(),
    contact: z
      .object({
        name: text().trim().min(1).max(64),
        phone: text()
          .trim()
          .regex(/^\+?\d{4,20}$/, { message: 'phone' }),
        email: z.email().max(254),
      })
      .strict(),
    remark: text().trim().max(500).optional().default(''),
  })
  .strict();
export type GroupRequest = z.infer<typeof groupRequestSchema>;
export type GroupRequestInput = z.input<typeof groupRequestSchema>;

const minor = z.number().int().min(0).max(1e13);
const localDateTime = text()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}$/, { message: 'dateTime' });

export const offeredFlightSchema = z
  .object({
    carrier: text()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{2}$/, { message: 'airline' }),
    flightNumber: text()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{2}\d{1,4}[A-Z]?$/, { message: 'flightNumber' }),
    origin: text()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, { message: 'location' }),
    destination: text()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, { message: 'location' }),
    /** Local times at the airports, 'YYYY-MM-DD HH:mm'. */
    departure: localDateTime,
    arrival: localDateTime,
    cabin: text().trim().min(1).max(20).default('economy'),
  })
  .strict();
export type OfferedFlight = z.infer<typeof offeredFlightSchema>;

export const instalmentInputSchema = z
  .object({
    amount: minor.min(1),
    dueAt: z.iso.datetime({ offset: true }),
  })
  .strict();

export const groupQuoteSchema = z
  .object({
    prices: z.object({ adult: minor.min(1), child: minor, infant: minor }).strict(),
    flights: z.array(offeredFlightSchema).min(1).max(10),
    quoteDeadline: z.iso.datetime({ offset: true }),
    /** 1-3 deposits then the final payment, in order; amounts add up exactly to the total. */
    instalments: z
      .array(instalmentInputSchema)
      .min(2)
      .max(GROUP_MAX_DEPOSITS + 1),
    /** A manual review is needed before the agency may pay. */
    manualReview: z.boolean().default(false),
    remark: text().trim().max(500).optional().default(''),
  })
  .strict();
export type GroupQuoteInput = z.input<typeof groupQuoteSchema>;
export type GroupQuote = z.infer<typeof groupQuoteSchema>;

export const seatConfirmationSchema = z
  .object({
    pnr: text()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{5,8}$/, { message: 'pnr' }),
  })
  .strict();

export const reviewDecisionSchema = z.object({ approve: z.boolean(), remark: text().trim().max(500).optional() }).strict();
export const rejectionSchema = z.object({ remark: text().trim().max(500).optional() }).strict();

export const issueSchema = z
  .object({
    tickets: z
      .array(
        z
          .object({
            passengerId: z.number().int().positive(),
            ticketNumber: text()
              .trim()
              .regex(/^\d{3}-?\d{10}$/, { message: 'ticketNumber' }),
          })
          .strict(),
      )
      .min(1)
      .max(GROUP_MAX_PASSENGERS),
  })
  .strict();

export const cancellationSchema = z
  .object({
    /** The agency saw that paid deposits are not refunded (the screen asks before this call). */
    acceptForfeit: z.literal(true),
    remark: text().trim().max(500).optional(),
  })
  .strict();

export const INSTALMENT_STATES = ['paid', 'due', 'upcoming', 'overdue', 'forfeited', 'void'] as const;

export const instalmentSchema = z.object({
  seq: z.number().int(),
  kind: z.enum(['deposit', 'final']),
  amount: z.number().int(),
  dueAt: text(),
  paidAt: text().nullable(),
  state: z.enum(INSTALMENT_STATES),
});
export type Instalment = z.infer<typeof instalmentSchema>;

/** A group's passenger: an order passenger without a sale price (the group is priced as a whole). */
export const groupPassengerSchema = orderPassengerSchema.omit({ salePrice: true }).extend({
  id: z.number().int(),
  seq: z.number().int(),
  type: z.enum(['adult', 'child', 'infant']),
});
export type GroupPassenger = z.infer<typeof groupPassengerSchema>;

export const groupEventSchema = z.object({
  at: text(),
  fromStatus: text().nullable(),
  toStatus: text(),
  action: text(),
  actor: z.enum(['agency', 'desk', 'timer']),
  user: text().nullable(),
  note: text().nullable(),
  /** Facts of the move (amounts in minor units, PNR, counts), worded by the screens. */
  detail: z.record(text(), z.union([text(), z.number(), z.boolean()])).nullable(),
});

export const groupOrderSchema = z.object({
  id: z.number().int(),
  orderNo: text(),
  agencyId: z.number().int(),
  agencyName: text(),
  status: z.enum(GROUP_STATUSES),
  request: groupRequestSchema,
  currency: text(),
  quote: groupQuoteSchema.omit({ instalments: true }).nullable(),
  totalAmount: z.number().int().nullable(),
  paidAmount: z.number().int(),
  forfeitedAmount: z.number().int(),
  instalments: z.array(instalmentSchema),
  review: z.enum(['pending', 'approved']).nullable(),
  pnr: text().nullable(),
  passengersConfirmedAt: text().nullable(),
  passengers: z.array(groupPassengerSchema),
  events: z.array(groupEventSchema),
  issuedAt: text().nullable(),
  createdAt: text(),
  updatedAt: text(),
  /** What the caller's side (agency or desk) may do now: the rules the action endpoints assert. */
  allowedActions: z.array(z.enum(GROUP_ORDER_ACTIONS)),
});
export type GroupOrder = z.infer<typeof groupOrderSchema>;

export const groupOrderRowSchema = groupOrderSchema
  .pick({
    id: true,
    orderNo: true,
    agencyId: true,
    agencyName: true,
    status: true,
    currency: true,
    totalAmount: true,
    paidAmount: true,
    createdAt: true,
    updatedAt: true,
  })
  .extend({
    route: text(),
    passengerCount: z.number().int(),
    departureDate: text(),
    nextDueAt: text().nullable(),
  });
export type GroupOrderRow = z.infer<typeof groupOrderRowSchema>;

export const groupImportAnswerSchema = z.object({
  saved: z.boolean(),
  passengers: z.array(passengerSchema),
  /** passengerType: the row's type as the sheet gives it (null for the list's own count). */
  errors: z.array(z.object({ row: z.number().int(), field: text(), message: text(), passengerType: text().nullable().optional() })),
});
export type GroupImportAnswer = z.infer<typeof groupImportAnswerSchema>;

export const statusCountSchema = z.object({ status: text(), cnt: z.number().int() });
