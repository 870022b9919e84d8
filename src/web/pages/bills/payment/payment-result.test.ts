import { describe, expect, it } from 'vitest';
import { paymentResultOf } from './payment-result';

const trusted = { origin: 'https://tessera.example' };
type PaymentMessage = Parameters<typeof paymentResultOf>[0];
// A stand-in window: the parser only compares it with the window it trusts.
const event = (data: unknown, origin = trusted.origin, source: object | null = null): PaymentMessage => ({ data, origin, source: source as MessageEventSource | null });

describe('payment result messages', () => {
  it('reads success and failure with the window\'s own error text', () => {
    expect(paymentResultOf(event({ type: 'payment-result', status: 'success' }), trusted)).toEqual({ success: true, message: undefined });
    expect(paymentResultOf(event({ type: 'payment-result', status: 'fail', message: ' Card declined ' }), trusted)).toEqual({ success: false, message: 'Card declined' });
  });

  it('ignores other messages and strangers', () => {
    expect(paymentResultOf(event({ type: 'other', status: 'success' }), trusted)).toBeNull();
    expect(paymentResultOf(event({ type: 'payment-result', status: 'maybe' }), trusted)).toBeNull();
    expect(paymentResultOf(event('payment-result'), trusted)).toBeNull();
    expect(paymentResultOf(event({ type: 'payment-result', status: 'success' }, 'https://evil.example'), trusted)).toBeNull();
  });

  it('believes the payment window it opened, whatever its origin', () => {
    const popup = {};
    expect(paymentResultOf(event({ type: 'payment-result', status: 'success' }, 'https://gateway.example', popup), { ...trusted, window: popup })).toEqual({ success: true, message: undefined });
  });
});
