import { describe, expect, it } from 'vitest';
import { paymentResultOf } from './payment-result';

const trusted = { origin: 'https://tessera.example', parentOrigins: ['https://mall.example', 'https://*.shops.example'] };
type PaymentMessage = Parameters<typeof paymentResultOf>[0];
// A stand-in window: the parser only compares it with the window it trusts.
const event = (data: unknown, origin = trusted.origin, source: object | null = null): PaymentMessage => ({
  data,
  origin,
  source: source as MessageEventSource | null,
});
const result = (status: string, extra: Record<string, unknown> = {}) => ({
  type: 'tessera.payment.result',
  orderId: 'F2611250001',
  status,
  ...extra,
});

describe('payment result messages', () => {
  it("read success and failure with the page's own error text", () => {
    expect(paymentResultOf(event(result('success')), trusted)).toEqual({ success: true, orderId: 'F2611250001', message: undefined });
    expect(paymentResultOf(event(result('failed', { message: ' Card\n declined ' })), trusted)).toEqual({
      success: false,
      orderId: 'F2611250001',
      message: 'Card declined',
    });
    expect(paymentResultOf(event(result('failed', { orderId: 42, message: '   ' })), trusted)).toEqual({
      success: false,
      orderId: '42',
      message: undefined,
    });
    expect(paymentResultOf(event(result('failed', { message: 'x'.repeat(1000) })), trusted)?.message).toHaveLength(300);
  });

  it("believe the partner page allowed to embed this user's console", () => {
    expect(paymentResultOf(event(result('success'), 'https://mall.example'), trusted)?.success).toBe(true);
    expect(paymentResultOf(event(result('success'), 'https://pay.shops.example'), trusted)?.success).toBe(true);
    expect(paymentResultOf(event(result('success'), 'https://mall.example'), { origin: trusted.origin })).toBeNull();
  });

  it('ignore other shapes and strangers', () => {
    expect(paymentResultOf(event({ ...result('success'), type: 'other' }), trusted)).toBeNull();
    expect(paymentResultOf(event(result('maybe')), trusted)).toBeNull();
    expect(paymentResultOf(event(result('success', { orderId: '' })), trusted)).toBeNull();
    expect(paymentResultOf(event(result('failed', { message: 42 })), trusted)).toBeNull();
    expect(paymentResultOf(event({ type: 'payment-result', status: 'success' }), trusted)).toBeNull();
    expect(paymentResultOf(event('tessera.payment.result'), trusted)).toBeNull();
    expect(paymentResultOf(event(result('success'), 'https://evil.example'), trusted)).toBeNull();
    expect(paymentResultOf(event(result('success'), 'https://mall.example.evil.example'), trusted)).toBeNull();
    expect(paymentResultOf(event(result('success'), 'null'), trusted)).toBeNull();
  });

  it('believe the payment window it opened, whatever its origin', () => {
    const popup = {};
    expect(paymentResultOf(event(result('success'), 'https://gateway.example', popup), { ...trusted, window: popup })?.success).toBe(true);
  });
});
