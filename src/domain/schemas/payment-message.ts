// The message a payment window posts to the console when a payment ends: the page of a partner
// platform that frames the console (a mall, a mini-program's web view), or a payment window the
// console opened. docs/partners.md ("Payment results") documents it for partners.
//
//   window.frames[0].postMessage({ type: 'tessera.payment.result', orderId: 'F2611250001',
//     status: 'failed', message: 'Card declined' }, 'https://tessera.example')
import { z } from 'zod';
import { text } from './text';

export const PAYMENT_RESULT_MESSAGE_TYPE = 'tessera.payment.result';

/** Longest error text shown; a longer one is cut, never refused (the user must learn the payment failed). */
export const PAYMENT_RESULT_TEXT_MAX = 300;

export const paymentResultMessageSchema = z.object({
  type: z.literal(PAYMENT_RESULT_MESSAGE_TYPE),
  /** Our order's id or number, as the payment page was given it. */
  orderId: z.union([text().trim().min(1).max(64), z.number().int().positive()]),
  status: z.enum(['success', 'failed']),
  /** On failure: what went wrong, in the user's language, shown as plain text. */
  message: z.string().optional(),
});
export type PaymentResultMessage = z.infer<typeof paymentResultMessageSchema>;
