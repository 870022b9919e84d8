import { describe, expect, it } from 'vitest';
import { guardOutcome, homeRedirectOf, isSafeReturnPath, landingPath, matchRoute, routeByName } from './routes';

describe('routes', () => {
  it('matches concrete paths to their route, fixed paths before parameters', () => {
    expect(matchRoute('/flight/orders/voyage')?.name).toBe('flight-orders-voyage');
    expect(matchRoute('/flight/orders/review')?.name).toBe('order-review');
    expect(matchRoute('/flight/orders/FO123')?.name).toBe('flight-orders-id');
    expect(matchRoute('/agency-manager/bills/7/')?.name).toBe('agency-manager-bills-id');
    expect(matchRoute('/nowhere')).toBeUndefined();
  });

  it('sends visitors to / with router.login and the unprivileged with router.notRole', () => {
    const orders = routeByName('flight-orders');
    expect(guardOutcome(orders, false, false)).toEqual({ kind: 'redirect', to: '/', message: 'router.login' });
    expect(guardOutcome(orders, true, false)).toEqual({ kind: 'redirect', to: '/', message: 'router.notRole' });
    expect(guardOutcome(orders, true, true)).toEqual({ kind: 'allow' });
    expect(guardOutcome(routeByName('terms'), false, false)).toEqual({ kind: 'allow' });
  });

  it('lands platform staff on their desk and agency users on the first page they may open', async () => {
    const allowed = (names: string[]) => async (name: string) => names.includes(name);
    expect(await landingPath(allowed(['desk', 'flight-booking']))).toBe('/desk');
    expect(await landingPath(allowed(['bills-statements', 'train-booking']))).toBe('/bills/statements');
    expect(await landingPath(allowed([]))).toBe('/profile');
    expect(await landingPath(allowed(['flight-booking']), '/flight/orders/FO1')).toBe('/flight/orders/FO1');
  });

  it("takes a partner platform's user from / to flight booking, and nobody else", () => {
    expect(homeRedirectOf({ outUserId: 'mall-42' })).toBe('/flight/booking');
    expect(homeRedirectOf({ outUserId: null })).toBeNull();
    expect(homeRedirectOf(null)).toBeNull();
    expect(matchRoute('/partner-entry')?.public).toBe(true);
  });

  it('accepts only same-site return paths', () => {
    expect(isSafeReturnPath('/flight/orders?status=issued')).toBe(true);
    for (const bad of ['//evil.example', 'https://evil.example', '/\\evil', 'javascript:alert(1)', '/']) {
      expect(isSafeReturnPath(bad), bad).toBe(false);
    }
  });
});
