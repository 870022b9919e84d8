// The example receiver de-duplicates on the event id inside the signed body: a captured delivery sent
// again is ignored whatever event-id header it carries, and a body with another id needs a new signature.
import { describe, expect, it } from 'vitest';
import { receiveNotification } from '../../../docs/examples/verify-notification.mjs';
import { signatureHeader } from './signing';

const SECRET = 'whsec_test-receiver-key';
const NOW = 1_800_000_000;

function delivery(id: string, eventIdHeader = id, at = NOW) {
  const body = JSON.stringify({
    id,
    event: 'order.ticketed',
    channel: 'flight',
    occurredAt: '2027-01-15T00:00:00.000Z',
    data: { orderNo: 'F1' },
  });
  const timestamp = String(at);
  return {
    body,
    headers: {
      'x-tessera-event-id': eventIdHeader,
      'x-tessera-timestamp': timestamp,
      'x-tessera-signature': signatureHeader([SECRET], timestamp, body),
    },
  };
}

describe('the example receiver', () => {
  it('handles an event once, even when a replay changes the unsigned event-id header', () => {
    const seen = new Map<string, number>();
    const first = delivery('7d3c6f1e-0000-4000-8000-000000000001');
    expect(receiveNotification(SECRET, seen, first.body, first.headers, NOW).outcome).toBe('accepted');
    expect(receiveNotification(SECRET, seen, first.body, first.headers, NOW + 1).outcome).toBe('duplicate');
    const relabelled = { ...first.headers, 'x-tessera-event-id': '7d3c6f1e-0000-4000-8000-00000000ffff' };
    expect(receiveNotification(SECRET, seen, first.body, relabelled, NOW + 2).outcome).toBe('duplicate');
  });

  it('refuses a body whose id was changed without a new signature, and a stale replay', () => {
    const seen = new Map<string, number>();
    const original = delivery('7d3c6f1e-0000-4000-8000-000000000002');
    const tampered = original.body.replace('000000000002', '000000000003');
    expect(receiveNotification(SECRET, seen, tampered, original.headers, NOW).outcome).toBe('rejected');
    expect(receiveNotification(SECRET, seen, original.body, original.headers, NOW + 301).outcome).toBe('rejected');
  });

  it('forgets ids once a replay of them would be stale anyway', () => {
    const seen = new Map<string, number>();
    const old = delivery('7d3c6f1e-0000-4000-8000-000000000004');
    receiveNotification(SECRET, seen, old.body, old.headers, NOW);
    const later = delivery('7d3c6f1e-0000-4000-8000-000000000005', undefined, NOW + 1000);
    expect(receiveNotification(SECRET, seen, later.body, later.headers, NOW + 1000).outcome).toBe('accepted');
    expect([...seen.keys()]).toEqual(['7d3c6f1e-0000-4000-8000-000000000005']);
  });
});
