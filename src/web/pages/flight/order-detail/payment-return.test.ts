import { describe, expect, it } from 'vitest';
import { paymentReturnOf, withoutPaymentReturn } from './payment-return';

const params = (query: string) => new URLSearchParams(query);

describe('payment return', () => {
  it('reads the three results the gateway sends back', () => {
    expect(paymentReturnOf(params('payment=12&result=succeeded'))).toBe('succeeded');
    expect(paymentReturnOf(params('?payment=12&result=failed'))).toBe('failed');
    expect(paymentReturnOf(params('result=pending&payment=7'))).toBe('pending');
  });

  it('is no return without a payment or with another result', () => {
    expect(paymentReturnOf(params(''))).toBeNull();
    expect(paymentReturnOf(params('result=succeeded'))).toBeNull();
    expect(paymentReturnOf(params('payment=&result=succeeded'))).toBeNull();
    expect(paymentReturnOf(params('payment=12&result=paid'))).toBeNull();
    expect(paymentReturnOf(params('payment=12'))).toBeNull();
  });

  it('drops only its own parameters', () => {
    expect(withoutPaymentReturn(params('tab=history&payment=12&result=failed')).toString()).toBe('tab=history');
    expect(withoutPaymentReturn(params('payment=12&result=failed')).toString()).toBe('');
  });
});
