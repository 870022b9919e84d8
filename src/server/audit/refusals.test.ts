// The refusal recorder's limits without a database: one row per caller and reason a minute, the
// repeats carried onto the caller's next row, and a cap per minute whoever calls.
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { recordRefusal, REFUSAL_ROWS_PER_MINUTE, REFUSAL_WINDOW_MS, type Refusal } from './refusals';

function fakeDb() {
  const rows: Array<{ action: string; detail: Record<string, unknown> }> = [];
  const db = {
    insert: () => ({
      values: async (row: { action: string; detail: Record<string, unknown> }) => {
        rows.push(row);
      },
    }),
  } as unknown as Db;
  return { db, rows };
}

const refused: Refusal = { action: 'access.refused', reason: 'FORBIDDEN', userId: 7, ip: '203.0.113.1', target: 'GET /api/x' };

describe('refusal recorder', () => {
  it('writes one row per caller and reason a minute and carries the repeats to the next', async () => {
    const { db, rows } = fakeDb();
    const start = 1_000_000;
    for (let i = 0; i < 10; i++) await recordRefusal(db, refused, start + i);
    await recordRefusal(db, { ...refused, reason: 'API_KEY_SCOPE' }, start + 20);
    expect(rows).toHaveLength(2);
    await recordRefusal(db, refused, start + REFUSAL_WINDOW_MS + 1);
    expect(rows).toHaveLength(3);
    expect(rows[2]!.detail).toMatchObject({ reason: 'FORBIDDEN', repeatsBefore: 9 });
  });

  it('writes at most the cap a minute across callers, and again in the next minute', async () => {
    const { db, rows } = fakeDb();
    for (let i = 0; i < REFUSAL_ROWS_PER_MINUTE * 2; i++) await recordRefusal(db, { ...refused, userId: i }, 5_000_000);
    expect(rows).toHaveLength(REFUSAL_ROWS_PER_MINUTE);
    await recordRefusal(db, { ...refused, userId: -1 }, 5_000_000 + REFUSAL_WINDOW_MS);
    expect(rows).toHaveLength(REFUSAL_ROWS_PER_MINUTE + 1);
  });
});
