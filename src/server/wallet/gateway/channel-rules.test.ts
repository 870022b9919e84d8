import { describe, expect, it } from 'vitest';
import { readChannelRules } from './channel-rules';

describe('channel rules from the environment', () => {
  it('keeps the sandbox on and charges no surcharge when nothing is set', () => {
    expect(readChannelRules({})).toEqual({ sandbox: true, surcharges: {} });
    expect(readChannelRules({ PAYMENT_SANDBOX: 'off' }).sandbox).toBe(false);
  });

  it("reads each card channel's surcharge", () => {
    expect(
      readChannelRules({ CARD_SURCHARGES: '{"stripe": {"basisPoints": 250, "fixed": {"CNY": 100}}, "airwallex": {"fixed": {"USD": 30}}}' })
        .surcharges,
    ).toEqual({
      stripe: { basisPoints: 250, fixed: { CNY: 100 } },
      airwallex: { basisPoints: 0, fixed: { USD: 30 } },
    });
  });

  it('refuses to start on a surcharge for a channel that takes no card, or one out of range', () => {
    expect(() => readChannelRules({ CARD_SURCHARGES: '{"alipay": {"basisPoints": 100}}' })).toThrow(/card channels only/);
    expect(() => readChannelRules({ CARD_SURCHARGES: '{"stripe": {"basisPoints": -1}}' })).toThrow(/CARD_SURCHARGES/);
    expect(() => readChannelRules({ CARD_SURCHARGES: '{"stripe": {"percent": 2}}' })).toThrow(/CARD_SURCHARGES/);
  });
});
