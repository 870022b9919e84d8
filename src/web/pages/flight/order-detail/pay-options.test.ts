import { describe, expect, it } from 'vitest';
import { CHANNEL_KINDS, PAYMENT_CHANNELS, type PaymentConfig } from '@/domain/schemas/wallet';
import { canPayWith, cardChargeOf, PAYMENT_DISABLED, payOptions, type AmountDue } from './pay-options';

const config = (over: Partial<PaymentConfig> = {}): PaymentConfig => ({
  disabled: false,
  channels: PAYMENT_CHANNELS.map((code) => ({ code, kind: CHANNEL_KINDS[code], enabled: true, surcharge: null })),
  wallet: { currency: 'CNY', available: 100_000 },
  ...over,
});
const due = (over: Partial<AmountDue> = {}): AmountDue => ({
  amount: 80_000,
  currency: 'CNY',
  paymentState: 'unpaid',
  channel: null,
  ...over,
});
const gateways = PAYMENT_CHANNELS.filter((c) => c !== 'balance');

describe('pay options', () => {
  it('offers the wallet first when it covers the amount, and every enabled gateway channel', () => {
    const options = payOptions(config(), due());
    expect(options.disabled).toBe(false);
    expect(options.wallet).toEqual({ available: 100_000, currency: 'CNY', blocked: null });
    expect(options.channels.map((c) => c.code)).toEqual(gateways);
    expect(options.channels.every((c) => !c.blocked)).toBe(true);
    expect(options.initial).toBe('balance');
    expect(canPayWith(options, 'balance')).toBe(true);
    expect(canPayWith(options, 'stripe')).toBe(true);
    expect(canPayWith(options, null)).toBe(false);
  });

  it('pays exactly the available amount from the wallet, not a minor unit more', () => {
    expect(payOptions(config(), due({ amount: 100_000 })).wallet?.blocked).toBeNull();
    const short = payOptions(config(), due({ amount: 100_001 }));
    expect(short.wallet?.blocked).toBe('short');
    expect(short.initial).toBeNull();
    expect(canPayWith(short, 'balance')).toBe(false);
    expect(canPayWith(short, 'alipay')).toBe(true);
  });

  it('does not pay another currency from the wallet', () => {
    const options = payOptions(config({ wallet: { currency: 'HKD', available: 10_000_000 } }), due());
    expect(options.wallet?.blocked).toBe('currency');
    expect(canPayWith(options, 'balance')).toBe(false);
  });

  it('offers only the channel of a payment under way, chosen already', () => {
    const options = payOptions(config(), due({ paymentState: 'awaiting', channel: 'stripe' }));
    expect(options.inProgress).toBe('stripe');
    expect(options.initial).toBe('stripe');
    expect(options.wallet?.blocked).toBe('inProgress');
    expect(options.channels.filter((c) => !c.blocked).map((c) => c.code)).toEqual(['stripe']);
    expect(canPayWith(options, 'stripe')).toBe(true);
    expect(canPayWith(options, 'alipay')).toBe(false);
    expect(canPayWith(options, 'balance')).toBe(false);
  });

  it('after a decline any channel may pay again', () => {
    const options = payOptions(config(), due({ paymentState: 'failed', channel: 'stripe' }));
    expect(options.inProgress).toBeNull();
    expect(options.initial).toBe('balance');
    expect(options.channels.every((c) => !c.blocked)).toBe(true);
  });

  it('leaves out channels that are not enabled', () => {
    const channels = config().channels.map((c) => ({ ...c, enabled: c.code === 'balance' || c.code === 'airwallex' }));
    const options = payOptions(config({ channels }), due());
    expect(options.channels.map((c) => c.code)).toEqual(['airwallex']);
    expect(canPayWith(options, 'stripe')).toBe(false);
    const noWallet = payOptions(config({ channels: channels.map((c) => ({ ...c, enabled: c.code === 'airwallex' })) }), due());
    expect(noWallet.wallet).toBeNull();
    expect(noWallet.initial).toBeNull();
    expect(canPayWith(noWallet, 'balance')).toBe(false);
  });

  it('offers nothing when payment is disabled', () => {
    for (const options of [payOptions(config({ disabled: true }), due()), PAYMENT_DISABLED]) {
      expect(options.disabled).toBe(true);
      expect(options.wallet).toBeNull();
      expect(options.channels).toEqual([]);
      expect(options.initial).toBeNull();
      expect(canPayWith(options, 'balance')).toBe(false);
      expect(canPayWith(options, 'stripe')).toBe(false);
    }
  });
});

describe('a card surcharge on the pay dialog', () => {
  const withSurcharge = config({
    channels: PAYMENT_CHANNELS.map((code) => ({
      code,
      kind: CHANNEL_KINDS[code],
      enabled: code !== 'alipay',
      surcharge: code === 'stripe' ? { basisPoints: 250, fixed: { CNY: 100 } } : null,
    })),
  });

  it('prices the chosen card channel as the server charges it, and nothing for the others', () => {
    const options = payOptions(withSurcharge, due({ amount: 106_200 }));
    // 1,062.00 x 2.5% = 26.55, plus 1.00.
    expect(cardChargeOf(options, 'stripe', { amount: 106_200, currency: 'CNY' })).toEqual({ cardFee: 2_755, cardTotal: 108_955 });
    expect(cardChargeOf(options, 'airwallex', { amount: 106_200, currency: 'CNY' })).toBeNull();
    expect(cardChargeOf(options, 'balance', { amount: 106_200, currency: 'CNY' })).toBeNull();
  });

  it('offers only the channels the server says the agency may use', () => {
    expect(payOptions(withSurcharge, due()).channels.map((c) => c.code)).not.toContain('alipay');
  });
});
