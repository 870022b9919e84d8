// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { LoginResult } from '@/domain/schemas/auth';
import { ServicesProvider } from '@/web/services';
import { FAKE_IDENTITIES } from '@/web/testing/fake-identities';
import { createFakeServices } from '@/web/testing/fake-services';
import { useDirectOnly } from './DirectOnlySwitch';

/** The identity with its agency's "show only own orders" setting turned on or off. */
function withOwnOnly(identity: LoginResult, on: boolean): LoginResult {
  const { company } = identity;
  return {
    ...identity,
    company: { ...company, config: { ...company.config, bookingConfig: { ...company.config.bookingConfig, showOnlyOwnOrders: on } } },
  };
}

function stateFor(identity: LoginResult, directOnlyFilter?: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ServicesProvider services={createFakeServices({ identity })}>{children}</ServicesProvider>
  );
  return renderHook(() => useDirectOnly(directOnlyFilter ? [{ field: 'directOnly', operator: 'eq', value: directOnlyFilter }] : []), {
    wrapper,
  }).result.current;
}

describe('"direct bookings only" on an orders list', () => {
  it('lets an agency with sub-agencies narrow its list, off until chosen', () => {
    expect(stateFor(FAKE_IDENTITIES.operator)).toEqual({ directOnly: false, forced: false, canNarrow: true });
    expect(stateFor(FAKE_IDENTITIES.operator, 'true').directOnly).toBe(true);
  });

  it('holds it on, not to be changed, for an agency set to show only its own orders', () => {
    expect(stateFor(withOwnOnly(FAKE_IDENTITIES.operator, true))).toEqual({ directOnly: true, forced: true, canNarrow: false });
    expect(stateFor(withOwnOnly(FAKE_IDENTITIES.subAgency, true))).toEqual({ directOnly: true, forced: true, canNarrow: false });
  });

  it('offers nothing to staff or to an agency without sub-agencies', () => {
    expect(stateFor(withOwnOnly(FAKE_IDENTITIES.platformAdmin, true))).toEqual({ directOnly: false, forced: false, canNarrow: false });
    expect(stateFor(FAKE_IDENTITIES.subAgency, 'true')).toEqual({ directOnly: false, forced: false, canNarrow: false });
  });
});
