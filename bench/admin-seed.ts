// Bulk rows for the administration benchmark: 10,000 agencies under Harbour Travel (each with a
// wallet holding a pseudo-random balance) and 50,000 users, 10,000 of them in Harbour Travel.
import pg from 'pg';

export const AGENCIES = 10_000;
export const USERS = 50_000;
const HARBOUR_USERS = 10_000;

export async function seedBulk(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = Date.now();
    await client.query('BEGIN');
    const harbour = (await client.query<{ id: number }>(`SELECT id FROM agencies WHERE code = 'HARBOUR'`)).rows[0]!.id;
    const hash = (await client.query<{ h: string }>(`SELECT password_hash AS h FROM users WHERE username = 'harbour.ops'`)).rows[0]!.h;
    // Agencies: the insert trigger writes each one's ancestry path.
    await client.query(
      `INSERT INTO agencies (parent_id, name, alias, code, proxy_level, status, contact_name, contact_email, contact_phone, common_config, created_at)
       SELECT $1, 'Bench Agency ' || g, 'B' || g, 'BN' || lpad(g::text, 6, '0'), 1,
              CASE WHEN g % 10 = 0 THEN 'inactive' ELSE 'active' END, 'Desk ' || g, 'desk' || g || '@bench.example', '85200000000',
              '{"enableFlightService":true,"enableTrainService":false,"isShowBill":false,"canCreateSubAgency":false,"settlementCurrency":"CNY"}'::jsonb,
              now() - (g || ' minutes')::interval
       FROM generate_series(1, $2) g`,
      [harbour, AGENCIES],
    );
    await client.query(
      `INSERT INTO ledger_accounts (kind, agency_id, currency, balance, credit_limit)
       SELECT 'agency', id, 'CNY', (hashtext(code) & 65535) * 100, 500000 FROM agencies WHERE code LIKE 'BN%'`,
    );
    await client.query(
      `INSERT INTO users (agency_id, username, email, password_hash, nickname, roles, status)
       SELECT CASE WHEN g <= $1 THEN $2 ELSE (SELECT id FROM agencies WHERE code = 'BN' || lpad((1 + g % $3)::text, 6, '0')) END,
              'bench.user' || g, 'bench.user' || g || '@bench.example', $4, 'Bench ' || g,
              CASE g % 3 WHEN 0 THEN '["operator"]' WHEN 1 THEN '["finance"]' ELSE '["operator","finance"]' END::jsonb,
              CASE WHEN g % 7 = 0 THEN 'inactive' ELSE 'active' END
       FROM generate_series(1, $5) g`,
      [HARBOUR_USERS, harbour, AGENCIES, hash, USERS],
    );
    await client.query('COMMIT');
    await client.query('ANALYZE');
    console.log(`  seeded ${AGENCIES} agencies and ${USERS} users in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await client.end();
  }
}
