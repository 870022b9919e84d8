// What an order's history line says, stored as a message key and its parameters (never as a
// sentence), so each reader gets it in their own language and a supplier's name can be withheld
// from agencies that may not see suppliers. Texts: locales/<lang>/orders.json under historyNotes.
export const HISTORY_NOTE_KEYS = [
  'booked',
  'paidFromWallet',
  'gatewayStarted',
  'paidByGateway',
  'gatewayLateReimbursed',
  'canceled',
  'refundQuoteConfirmed',
  'approved',
  'changeQuoted',
  'refundQuoted',
  'rejected',
  'issuedByHand',
  'afterSaleRequested',
  'changeAsked',
  'changeAskedAfterDisruption',
  'refundAsked',
  'voidAsked',
  'afterSaleCompleted',
  'ticketingRefused',
  'ticketsIssued',
  'changeImpossible',
  'changeConfirmed',
  'refundRefused',
  'refundAccepted',
  'voidFailed',
  'voided',
  'voidRefused',
  'nothingToReimburse',
  'deadlinePassed',
  'deleted',
  'locked',
  'unlocked',
  'unlockedByStaff',
  'disruptionAnnounced',
  'disruptionDecided',
  'notificationDelivered',
  'notificationRetrying',
  'notificationGivenUp',
] as const;
export type HistoryNoteKey = (typeof HISTORY_NOTE_KEYS)[number];

/** Parameters are plain values; `supplier` holds a supplier code, shown only to those who may see it. */
export type HistoryNoteParams = Record<string, string | number>;

export interface HistoryNote {
  key: HistoryNoteKey;
  params?: HistoryNoteParams;
  /** Free text a person typed (a cancel reason, a review remark): shown as written. */
  remark?: string | null;
}

export const note = (key: HistoryNoteKey, params?: HistoryNoteParams, remark?: string | null): HistoryNote => ({
  key,
  params,
  remark: remark ?? null,
});

/** A note as stored in a history row: its key and parameters, and the person's words apart. */
export function noteColumns(said: HistoryNote | null | undefined): {
  noteKey: string | null;
  noteParams: HistoryNoteParams | null;
  note: string | null;
} {
  return { noteKey: said?.key ?? null, noteParams: said?.params ?? null, note: said?.remark?.slice(0, 2000) || null };
}
