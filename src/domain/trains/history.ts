// What a train order's history line says, as a message key and its parameters (texts:
// locales/<lang>/trains.json under history.notes), so each reader gets it in their own language.
export const TRAIN_NOTE_KEYS = [
  'booked',
  'paidFromWallet',
  'canceled',
  'deadlinePassed',
  'ticketsIssued',
  'ticketingRefused',
  'issuedByHand',
  'failedByHand',
  'refundAsked',
  'refundDone',
  'refundRefused',
  'changeAsked',
  'changeDone',
  'changeRefused',
  'afterSaleCompleted',
  'notificationDelivered',
  'notificationRetrying',
  'notificationGivenUp',
] as const;
export type TrainNoteKey = (typeof TRAIN_NOTE_KEYS)[number];

export interface TrainNote {
  key: TrainNoteKey;
  params?: Record<string, string | number>;
  remark?: string | null;
}

export const trainNote = (key: TrainNoteKey, params?: Record<string, string | number>, remark?: string | null): TrainNote => ({
  key,
  params,
  remark: remark ?? null,
});
