// The flight order lifecycle API on the wire: list, detail, status counts, the bodies of
// every order action, the staff review queue and disruptions. docs/orders-api.md lists the paths.
// Keep changes additive: the console (src/web) builds its screens from these shapes.
import { z } from 'zod';
import { text } from '@/domain/schemas/text';
import { FLIGHT_ORDER_STATUSES, FLIGHT_ORDER_TYPES } from './flight-order-status';
import { contactSchema, orderPassengerSchema } from './booking';
import { baggageSchema, cancellationPolicySchema, costDetailSchema, journeySchema, priceDetailSchema } from './shopping';
import { MAX_AMOUNT, PAYMENT_CHANNELS, returnPathSchema } from '../schemas/wallet';

export const flightOrderStatusSchema = z.enum(FLIGHT_ORDER_STATUSES);
export const flightOrderTypeSchema = z.enum(FLIGHT_ORDER_TYPES);

/** What the caller may do to an order now (computed on the server from status, lock, role and windows). */
export const ORDER_ACTIONS = [
  'pay',
  'cancel',
  'confirm',
  'delete',
  'change',
  'refund',
  'void',
  'lock',
  'unlock',
  'download',
  'approve',
  'reject',
  'issue',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** The menu groups of as a filter: pending sections and their statuses live in the domain table. */
export const ORDER_MENU_SECTIONS = ['to_be_paid', 'reviewing', 'proceeding', 'pending_confirm', 'refunding'] as const;
export type OrderMenuSection = (typeof ORDER_MENU_SECTIONS)[number];

// ---------- list ----------

export const ORDER_SORT_FIELDS = ['createdAt', 'totalAmount', 'id', 'status'] as const;

const csv = <T extends z.ZodTypeAny>(item: T) =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : v,
    z.array(item).max(50),
  );

export const orderListFilterSchema = z.object({
  /** Exact order id, or the order number (F...). */
  orderId: text().trim().max(32).optional(),
  /** The supplier's booking reference (booking number). */
  bookingNo: text().trim().max(64).optional(),
  ticketNo: text().trim().max(20).optional(),
  pnr: text().trim().max(16).optional(),
  /** Any part of a passenger's surname or given names, case-insensitive. */
  passenger: text().trim().max(64).optional(),
  /** Creation date range, yyyy-mm-dd, inclusive. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  /** One or more statuses, comma separated. */
  status: csv(flightOrderStatusSchema).optional(),
  /** origin, change, refund, void; absent = all. */
  type: flightOrderTypeSchema.optional(),
  /** A pending menu section: its statuses, combined with `type` for the tabs. */
  section: z.enum(ORDER_MENU_SECTIONS).optional(),
  /** "Direct bookings only": orders of the caller's own agency only (not its sub-agencies'). */
  directOnly: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  /** Staff: one agency. */
  agencyId: z.coerce.number().int().positive().optional(),
  /** Only orders whose origin is this order (its change/refund/void orders). */
  originOrderId: z.coerce.number().int().positive().optional(),
  /** Only orders still waiting for their ticket past the ticketing deadline. */
  late: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type OrderListFilter = z.infer<typeof orderListFilterSchema>;

export const lockInfoSchema = z.object({
  locked: z.boolean(),
  /** The user holding the lock (null when unlocked). */
  lockedById: z.number().int().nullable(),
  lockedByName: text().nullable(),
  lockedAt: text().nullable(),
});
export type LockInfo = z.infer<typeof lockInfoSchema>;

/** One row of the orders list (Flight order). */
export const orderListRowSchema = z.object({
  id: z.number().int(),
  orderNo: text(),
  type: flightOrderTypeSchema,
  status: flightOrderStatusSchema,
  /** Display tone of the status. */
  tone: z.enum(['success', 'warning', 'primary', 'error', 'info']),
  originOrderId: z.number().int().nullable(),
  originOrderNo: text().nullable(),
  agencyId: z.number().int(),
  agencyName: text(),
  /** The supplier's booking reference (booking number). */
  bookingNo: text(),
  pnr: text().nullable(),
  airline: text(),
  /** First segment's carrier + number, e.g. CA1234; the route as PEK-SHA[/SHA-PEK]. */
  flightNumber: text(),
  route: text(),
  departure: text(),
  passengerNames: z.array(text()),
  ticketNumbers: z.array(text()),
  currency: text(),
  totalAmount: z.number().int(),
  paymentStatus: z.enum(['paid', 'unpaid']),
  payBefore: text().nullable(),
  /** By when the ticket is due (the agency's ticketing-speed plan when it was paid); null: no promise. */
  ticketingDeadline: text().nullable(),
  /** Still waiting for its ticket past that deadline. */
  late: z.boolean(),
  lockedStatus: z.number().int(),
  lockedById: z.number().int().nullable(),
  createdById: z.number().int(),
  createdAt: text(),
  updatedAt: text(),
});
export type OrderListRow = z.infer<typeof orderListRowSchema>;

// ---------- detail ----------

/**
 * Price: the sale, and for change/refund orders their own figures. Minor units of `currency`. Every
 * line is in the unit it is shown in, so the lines shown add up to the total, which is what is charged.
 */
export const orderPriceSchema = z.object({
  currency: text(),
  ticketPrice: z.number().int(),
  /** All taxes and fees: airportTax + fuelSurcharge + otherTaxes. */
  taxesAndFees: z.number().int(),
  airportTax: z.number().int(),
  fuelSurcharge: z.number().int(),
  otherTaxes: z.number().int(),
  serviceFee: z.number().int(),
  discount: z.number().int(),
  saleTotal: z.number().int(),
  transactionFee: z.number().int(),
  fareBasis: text().nullable(),
  priceDetail: priceDetailSchema.nullable(),
  /** What the supplier is paid: platform staff only (null for agencies, and for orders without it). */
  cost: costDetailSchema.nullable(),
  /** Orders paid (or being paid) through a card channel: its fee and what the card pays (null otherwise). */
  card: z.object({ channel: text(), cardFee: z.number().int(), cardTotal: z.number().int() }).nullable(),
  /** Change orders (null otherwise). */
  change: z
    .object({
      ticketDifference: z.number().int(),
      taxDifference: z.number().int(),
      changeFee: z.number().int(),
      serviceFee: z.number().int(),
      total: z.number().int(),
    })
    .nullable(),
  /** Refund and void orders (null otherwise). */
  refund: z
    .object({
      originalRefundable: z.number().int(),
      refundFee: z.number().int(),
      serviceFee: z.number().int(),
      totalRefundable: z.number().int(),
    })
    .nullable(),
});
export type OrderPrice = z.infer<typeof orderPriceSchema>;

export const orderPaymentStateSchema = z.object({
  status: z.enum(['paid', 'unpaid']),
  /** The payment module's state: unpaid, held (wallet hold until ticketing), paid, voided, expired... */
  paymentState: text().nullable(),
  paymentId: z.number().int().nullable(),
  channel: text().nullable(),
  amount: z.number().int(),
  refundedAmount: z.number().int(),
  currency: text(),
  payBefore: text().nullable(),
});

export const HISTORY_KINDS = ['transition', 'lock', 'unlock', 'notification', 'disruption', 'note'] as const;
export const orderHistoryEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(HISTORY_KINDS),
  fromStatus: flightOrderStatusSchema.nullable(),
  toStatus: flightOrderStatusSchema.nullable(),
  /** Who: a user (name) or the system actor (supplier, timer). */
  actor: z.enum(['agency', 'staff', 'supplier', 'timer']),
  userId: z.number().int().nullable(),
  userName: text().nullable(),
  /** What happened, as a message key (src/domain/flights/history-note.ts), for integrations. */
  noteKey: text().nullable(),
  /** The same in the reader's language (suppliers named only to those who may see them). */
  note: text().nullable(),
  /** What the person wrote with the action (a reason, a review remark), as written. */
  remark: text().nullable(),
  createdAt: text(),
});
export type OrderHistoryEvent = z.infer<typeof orderHistoryEventSchema>;

export const REFUND_REASONS = [0, 1, 2, 3, 4, 5, 6, 7] as const;
export const CHANGE_REASONS = [0, 1, 3] as const;

/** Reason codes with their sub-options (labels in locales/<lang>/orders.json under reason.*). */
export const REFUND_SUB_OPTIONS: Record<number, readonly string[]> = {
  0: [], // voluntary
  1: ['illness', 'hospitalised'], // illness: proof required
  2: ['death_passenger', 'death_relative'], // death: proof required
  3: ['delay', 'cancel', 'schedule_change'], // airline schedule change / flight disruption
  4: ['duplicate_booking'], // duplicate booking
  5: ['visa_refused'], // visa refused: proof required
  6: ['name_error', 'document_error'], // booking error
  7: ['other'], // other
};
/** Refund reasons whose request needs a proof file (illness, death, visa refused): the form asks for one, the server refuses without. */
export const PROOF_REQUIRED_REASONS: ReadonlySet<number> = new Set([1, 2, 5]);

export const CHANGE_SUB_OPTIONS: Record<number, readonly string[]> = {
  0: ['date', 'flight'], // voluntary
  1: ['illness'], // involuntary, illness
  3: ['schedule_change'], // airline schedule change
};

export const proofFileSchema = z.object({
  id: z.number().int(),
  filename: text(),
  contentType: text(),
  size: z.number().int(),
  createdAt: text(),
});

export const afterSaleRequestSchema = z.object({
  reason: z.number().int(),
  subOption: text().nullable(),
  remark: text().nullable(),
  /** The passengers concerned (order passenger seq); all when empty. */
  passengerSeqs: z.array(z.number().int()),
  proofFiles: z.array(proofFileSchema),
  /** Change orders: the new journeys asked for. */
  newJourneys: z.array(journeySchema).nullable(),
});

export const orderDetailSchema = orderListRowSchema.extend({
  /** The supplier's code; null for agencies whose "show suppliers" setting is off. */
  supplier: text().nullable(),
  validatingCarrier: text(),
  bookingType: text(),
  cabin: text(),
  journeys: z.array(journeySchema),
  baggage: baggageSchema,
  cancellation: cancellationPolicySchema,
  passengers: z.array(orderPassengerSchema.extend({ seq: z.number().int() })),
  contact: contactSchema,
  price: orderPriceSchema,
  payment: orderPaymentStateSchema,
  /** Review remark (staff approve/reject). */
  reviewRemark: text().nullable(),
  remark: text().nullable(),
  request: afterSaleRequestSchema.nullable(),
  lock: lockInfoSchema,
  /** Last moment a void is accepted (same day as issue, per the supplier); null when not voidable. */
  voidUntil: text().nullable(),
  issuedAt: text().nullable(),
  /** The change/refund/void orders of this origin order (empty for after-sale orders). */
  related: z.array(
    z.object({ id: z.number().int(), orderNo: text(), type: flightOrderTypeSchema, status: flightOrderStatusSchema, createdAt: text() }),
  ),
  history: z.array(orderHistoryEventSchema),
  allowedActions: z.array(z.enum(ORDER_ACTIONS)),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** GET /order/v2/flight/orders/status: Order status count. */
export const statusCountsQuerySchema = z.object({
  /** Only these statuses (comma separated); absent = every status with at least one order. */
  status: csv(flightOrderStatusSchema).optional(),
  type: flightOrderTypeSchema.optional(),
  directOnly: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export const statusCountSchema = z.object({ status: flightOrderStatusSchema, cnt: z.number().int() });
export const statusCountsSchema = z.array(statusCountSchema);

// ---------- action bodies ----------

/** POST /{id}/payment. Wallet only here; other channels go through /api/payment/v2/payments/{paymentId}/pay. */
export const orderPayBodySchema = z
  .object({
    /** balance pays from the wallet at once; any other channel answers the gateway's page (paymentUrl). */
    channel: z.enum(PAYMENT_CHANNELS).default('balance'),
    /** Same-site path the payer returns to from the gateway's page (default: the order). */
    returnUrl: returnPathSchema.optional(),
    /** The card surcharge the payer was shown; when sent, a different one is refused (nothing is charged). */
    surcharge: z.number().int().min(0).max(MAX_AMOUNT).optional(),
  })
  .strict();

export const remarkBodySchema = z.object({ remark: text().trim().max(512).optional() }).strict();

/** POST /{id}/change/search: alternatives for new dates (reason 0/1/3). */
export const changeSearchBodySchema = z
  .object({
    reason: z.union([z.literal(0), z.literal(1), z.literal(3)]),
    /** One date per journey of the order (yyyy-mm-dd); null keeps that journey. */
    dates: z.array(z.iso.date().nullable()).min(1).max(5),
  })
  .strict();

export const changeOptionSchema = z.object({
  /** Pass back to POST /{id}/change. */
  optionId: text(),
  journeys: z.array(journeySchema),
  cabin: text(),
  currency: text(),
  ticketDifference: z.number().int(),
  taxDifference: z.number().int(),
  changeFee: z.number().int(),
  serviceFee: z.number().int(),
  total: z.number().int(),
});
export type ChangeOption = z.infer<typeof changeOptionSchema>;

export const changeBodySchema = z
  .object({
    reason: z.union([z.literal(0), z.literal(1), z.literal(3)]),
    subOption: text().trim().max(32).optional(),
    optionId: text().trim().min(1).max(64),
    passengerSeqs: z.array(z.number().int().min(0)).max(9).optional(),
    remark: text().trim().max(512).optional(),
  })
  .strict();

/**
 * POST /{id}/refund is multipart/form-data: fields `reason` (0-7), `subOption`, `remark`,
 * `passengerSeqs` (comma separated) and up to 5 `files` (jpg/png/pdf, each at most 2 MB, checked by content).
 * This schema validates the text fields.
 */
export const refundFieldsSchema = z.object({
  reason: z.coerce.number().int().min(0).max(7),
  subOption: text().trim().max(32).optional(),
  remark: text().trim().max(512).optional(),
  passengerSeqs: csv(z.coerce.number().int().min(0)).optional(),
});
export const MAX_PROOF_FILES = 5;
export const MAX_PROOF_BYTES = 2 * 1024 * 1024;

export const voidBodySchema = remarkBodySchema;

/** PUT /{id}/lock: lockType 1 locks, 0 unlocks (Order lock). */
export const lockBodySchema = z.object({ lockType: z.union([z.literal(0), z.literal(1)]) }).strict();

/** POST /api/order/v2/flight/reviews/{id}/approve: a quote is required for change and refund orders. */
export const approveBodySchema = z
  .object({
    remark: text().trim().max(512).optional(),
    quote: z
      .object({
        /** Change: ticket + tax difference and change fee; refund: refundable and refund fee. Minor units. */
        ticketDifference: z.number().int().min(0).max(1e10).optional(),
        taxDifference: z.number().int().min(0).max(1e10).optional(),
        changeFee: z.number().int().min(0).max(1e10).optional(),
        refundable: z.number().int().min(0).max(1e10).optional(),
        refundFee: z.number().int().min(0).max(1e10).optional(),
      })
      .strict()
      .optional(),
  })
  .strict();
export const rejectBodySchema = z.object({ remark: text().trim().min(1).max(512) }).strict();

/** POST /api/order/v2/flight/reviews/{id}/tickets: manual ticketing (suppliers in manual mode). */
export const manualTicketsBodySchema = z
  .object({
    tickets: z
      .array(
        z.object({
          seq: z.number().int().min(0),
          ticketNumber: text()
            .trim()
            .regex(/^\d{3}-?\d{10}$/),
        }),
      )
      .min(1)
      .max(9),
  })
  .strict();

export const downloadBodySchema = z
  .object({
    kind: z.enum(['itinerary', 'e-ticket']),
    format: z.enum(['pdf', 'xlsx']),
  })
  .strict();

/** Answer of every action: the order as it is now (the after-sale order for change/refund/void). */
export const orderActionAnswerSchema = orderDetailSchema;

// ---------- staff review queue ----------

export const REVIEW_STATUSES = ['reviewing', 'chg_reviewing', 'rfd_reviewing'] as const;
export const reviewListFilterSchema = z.object({
  status: csv(z.enum(REVIEW_STATUSES)).optional(),
  agencyId: z.coerce.number().int().positive().optional(),
  /** Also orders waiting for manual ticketing (proceeding with a manual-mode supplier). */
  manual: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  /** Only orders still waiting for their ticket past the ticketing deadline. */
  late: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export const reviewRowSchema = orderListRowSchema.extend({ reason: z.number().int().nullable(), remark: text().nullable() });

// ---------- disruptions (schedule changes) ----------

export const DISRUPTION_TYPES = ['change', 'cancel_no_save', 'cancel_save', 'restore'] as const;
export const DISRUPTION_STATES = ['pending', 'accepted', 'refund_requested', 'change_requested'] as const;
export const disruptionListFilterSchema = z.object({
  type: z.enum(DISRUPTION_TYPES).optional(),
  state: z.enum(DISRUPTION_STATES).optional(),
  orderId: text().trim().max(32).optional(),
  pnr: text().trim().max(16).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export const DISRUPTION_SORT_FIELDS = ['createdAt', 'id'] as const;

export const disruptionRowSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderNo: text(),
  pnr: text().nullable(),
  type: z.enum(DISRUPTION_TYPES),
  state: z.enum(DISRUPTION_STATES),
  /** The announcing supplier's code; null for agencies whose "show suppliers" setting is off. */
  supplier: text().nullable(),
  /** The flights before and after the change (after is null for cancellations without protection). */
  before: z.array(journeySchema),
  after: z.array(journeySchema).nullable(),
  passengerNames: z.array(text()),
  createdAt: text(),
  decidedAt: text().nullable(),
  decidedById: z.number().int().nullable(),
  /** The refund or change order opened by the decision. */
  followUpOrderId: z.number().int().nullable(),
});
export type DisruptionRow = z.infer<typeof disruptionRowSchema>;

/** POST /api/order/v2/flight/disruptions/{id}/decision. refund/change open an after-sale order (reason 3). */
export const disruptionDecisionSchema = z
  .object({
    decision: z.enum(['accept', 'refund', 'change']),
    remark: text().trim().max(512).optional(),
  })
  .strict();
