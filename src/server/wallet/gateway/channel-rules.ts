// What the environment says about the channels beyond their providers: whether the sandbox serves
// the channels no real provider serves (on unless PAYMENT_SANDBOX=off, which a production
// deployment sets so that no agency can pay on a page of our own), and each card channel's
// surcharge (CARD_SURCHARGES, JSON: {"stripe": {"basisPoints": 250, "fixed": {"CNY": 100}}}).
// A malformed CARD_SURCHARGES stops the start: a surcharge nobody meant must never be charged.
import { z } from 'zod';
import { surchargeRuleSchema, type SurchargeRule } from '@/domain/card-surcharge';
import { CARD_CHANNELS, PAYMENT_CHANNELS, type PaymentChannel } from '@/domain/schemas/wallet';

export type CardSurcharges = Partial<Record<PaymentChannel, SurchargeRule>>;

export interface ChannelRules {
  /** False: only channels with a real provider can be paid through (the wallet always can). */
  sandbox: boolean;
  surcharges: CardSurcharges;
}

const surchargesSchema = z
  .partialRecord(z.enum(PAYMENT_CHANNELS), surchargeRuleSchema)
  .refine((rules) => Object.keys(rules).every((channel) => CARD_CHANNELS.has(channel)), {
    message: 'a surcharge is for card channels only',
  });

export function readChannelRules(env: NodeJS.ProcessEnv = process.env): ChannelRules {
  let surcharges: CardSurcharges = {};
  if (env.CARD_SURCHARGES?.trim()) {
    const parsed = surchargesSchema.safeParse(JSON.parse(env.CARD_SURCHARGES));
    if (!parsed.success)
      throw new Error(`CARD_SURCHARGES: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
    surcharges = parsed.data;
  }
  return { sandbox: env.PAYMENT_SANDBOX !== 'off', surcharges };
}
