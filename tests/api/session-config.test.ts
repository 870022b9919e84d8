// The session tells the console which agency settings and per-user flight limits its booking
// screens must follow (the server enforces them as well): hide PNR booking, own orders only,
// disabled payment, and the user's age / document / nationality limits.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionInfo } from '@/domain/schemas/auth';
import { DEFAULT_FLIGHT_LIMITS } from '@/domain/schemas/users';
import { users } from '@/server/db/schema';
import { setAgencySettings } from './support/flights';
import { bearer, startTestApp, type TestApp } from './support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

async function me(token: string): Promise<SessionInfo> {
  const res = await t.call<SessionInfo>({ method: 'GET', url: '/api/base/v2/me', headers: bearer(token) });
  expect(res.status).toBe(200);
  return res.body.data;
}

describe('session booking config', () => {
  it('follows the agency settings on the next request', async () => {
    const token = await t.login('harbour.ops');
    expect((await me(token)).company.config.bookingConfig).toEqual({
      hidePnrBooking: false,
      showOnlyOwnOrders: false,
      disablePayment: false,
    });
    await setAgencySettings(t, 'HARBOUR', (s) => {
      s.general.hidePnrBooking = true;
      s.general.showOnlyOwnOrders = true;
    });
    expect((await me(token)).company.config.bookingConfig).toEqual({
      hidePnrBooking: true,
      showOnlyOwnOrders: true,
      disablePayment: false,
    });
  });

  it("carries the user's flight limits, defaults filled in", async () => {
    await t.database.db
      .update(users)
      .set({ flightLimits: { ...DEFAULT_FLIGHT_LIMITS, ageMin: 18, documentTypes: ['passport'] } })
      .where(eq(users.username, 'kowloon.super'));
    const limits = (await me(await t.login('kowloon.super'))).userInfo.flightLimits;
    expect(limits).toMatchObject({ ageMin: 18, ageMax: 0, documentTypes: ['passport'], eligibleCountries: [], ineligibleCountries: [] });
  });
});
