// Bulk rows for the administration lists' sort bench, grown with the order book in steps (orders
// from..to, as bench/order-seed.ts numbers them), in plain SQL (generate_series):
//   - wallet movements: one transfer per order (a flight or train payment, every 10th a refund,
//     every 50th a top-up instead), each with its two entries (the agency's wallet and a system
//     account); 70 % on Harbour Travel's wallet, 30 % on its sub-agency Kowloon's;
//   - user log: two lines per order (70 % Harbour, 30 % Kowloon; in Harbour every 10th by
//     harbour.super, the rest by harbour.ops; a few lines of rarer actions);
//   - agencies: one per 100 orders, under Harbour Travel, each with a wallet;
//   - users: one per 20 orders, one in five of them in Harbour Travel (the users list shows the
//     caller's agency only), the rest spread over the bulk agencies.
// At a million orders: 1M transfers (2M entries), 2M log lines, 10,000 agencies, 50,000 users
// (10,000 in Harbour).
import pg from 'pg';

export const AGENCIES_PER_ORDER = 1 / 100;
export const USERS_PER_ORDER = 1 / 20;

/** The statements that add the administration rows of orders from..to (run in order). */
export function bulkAdminStatements(from: number, to: number): string[] {
  const agencyFrom = Math.floor((from - 1) * AGENCIES_PER_ORDER) + 1;
  const agencyTo = Math.floor(to * AGENCIES_PER_ORDER);
  const userFrom = Math.floor((from - 1) * USERS_PER_ORDER) + 1;
  const userTo = Math.floor(to * USERS_PER_ORDER);
  const spread = `now() - (g % 1500) * interval '1 day' - (g % 86400) * interval '1 second'`;
  return [
    `INSERT INTO ledger_accounts (kind, currency) SELECT k, 'CNY' FROM unnest(ARRAY['supplier', 'outside']) k
     WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.kind = k AND a.currency = 'CNY' AND a.agency_id IS NULL)`,
    `INSERT INTO agencies (parent_id, name, alias, code, proxy_level, status, contact_name, contact_email, contact_phone, common_config, created_at)
     SELECT h.id, 'Bench Agency ' || g, 'B' || g, 'BN' || lpad(g::text, 6, '0'), 1,
            CASE WHEN g % 10 = 0 THEN 'inactive' ELSE 'active' END, 'Desk ' || g, 'desk' || g || '@bench.example', '85200000000',
            '{"enableFlightService":true,"enableTrainService":false,"isShowBill":false,"canCreateSubAgency":false,"settlementCurrency":"CNY"}'::jsonb,
            ${spread}
     FROM generate_series(${agencyFrom}, ${agencyTo}) g CROSS JOIN (SELECT id FROM agencies WHERE code = 'HARBOUR') h`,
    `INSERT INTO ledger_accounts (kind, agency_id, currency, balance, credit_limit)
     SELECT 'agency', id, 'CNY', (hashtext(code) & 65535) * 100, 500000 FROM agencies
     WHERE code BETWEEN 'BN' || lpad('${agencyFrom}', 6, '0') AND 'BN' || lpad('${agencyTo}', 6, '0')`,
    `INSERT INTO users (agency_id, username, email, password_hash, nickname, roles, status, created_at)
     SELECT CASE WHEN g % 5 = 0 OR ${agencyTo} = 0 THEN h.id
                 ELSE (SELECT id FROM agencies WHERE code = 'BN' || lpad((1 + g % greatest(${agencyTo}, 1))::text, 6, '0')) END,
            'bench.user' || g, 'bench.user' || g || '@bench.example', hu.password_hash, 'Bench ' || g,
            CASE g % 3 WHEN 0 THEN '["operator"]' WHEN 1 THEN '["finance"]' ELSE '["operator","finance"]' END::jsonb,
            CASE WHEN g % 7 = 0 THEN 'inactive' ELSE 'active' END, ${spread}
     FROM generate_series(${userFrom}, ${userTo}) g
     CROSS JOIN (SELECT id FROM agencies WHERE code = 'HARBOUR') h CROSS JOIN (SELECT password_hash FROM users WHERE username = 'harbour.ops') hu`,
    // A payment debits the wallet and credits the supplier; a refund the reverse; a top-up comes from outside.
    `WITH w AS (
       SELECT (SELECT id FROM ledger_accounts WHERE kind = 'agency' AND currency = 'CNY' AND agency_id = (SELECT id FROM agencies WHERE code = 'HARBOUR')) AS harbour,
              (SELECT id FROM ledger_accounts WHERE kind = 'agency' AND currency = 'CNY' AND agency_id = (SELECT id FROM agencies WHERE code = 'KOWLOON')) AS kowloon,
              (SELECT id FROM ledger_accounts WHERE kind = 'supplier' AND currency = 'CNY' AND agency_id IS NULL) AS supplier,
              (SELECT id FROM ledger_accounts WHERE kind = 'outside' AND currency = 'CNY' AND agency_id IS NULL) AS outside),
     m AS (
       SELECT g, CASE WHEN g % 10 < 7 THEN w.harbour ELSE w.kowloon END AS wallet, w.supplier, w.outside,
              CASE WHEN g % 50 = 0 THEN 'top_up' WHEN g % 10 = 5 THEN 'refund' ELSE 'payment' END AS kind,
              CASE WHEN g % 50 = 0 THEN 'top_up' WHEN g % 10 = 5 THEN 'flight_refund' WHEN g % 20 = 3 THEN 'train_origin' ELSE 'flight_origin' END AS business_type,
              10000 + (g::bigint * 7919) % 1000000 AS amount, ${spread} AS at
       FROM generate_series(${from}, ${to}) g CROSS JOIN w),
     t AS (
       INSERT INTO ledger_transfers (kind, status, currency, amount, debit_account_id, credit_account_id, agency_id, order_ref, business_type, payment_method, created_at)
       SELECT kind, 'posted', 'CNY', amount,
              CASE kind WHEN 'payment' THEN wallet WHEN 'refund' THEN supplier ELSE outside END,
              CASE kind WHEN 'payment' THEN supplier ELSE wallet END,
              (SELECT agency_id FROM ledger_accounts WHERE id = wallet),
              CASE WHEN kind = 'top_up' THEN NULL ELSE 'B' || lpad(g::text, 10, '0') END, business_type,
              CASE WHEN kind = 'payment' THEN 'wallet' END, at
       FROM m ORDER BY g
       RETURNING id, kind, business_type, payment_method, amount, debit_account_id, credit_account_id, created_at)
     INSERT INTO ledger_entries (transfer_id, account_id, currency, amount, movement_type, created_at)
     SELECT t.id, e.account_id, 'CNY', e.amount, ledger_movement_type(t.kind, t.business_type, t.payment_method, e.amount), t.created_at FROM t
     CROSS JOIN LATERAL (VALUES (t.debit_account_id, -t.amount), (t.credit_account_id, t.amount)) e(account_id, amount)`,
    `INSERT INTO audit_log (agency_id, user_id, action, target, ip, created_at)
     SELECT CASE WHEN g % 10 < 7 THEN h.id ELSE k.id END,
            CASE WHEN g % 10 >= 7 THEN ku.id WHEN g % 100 = 0 THEN hs.id ELSE hu.id END,
            CASE WHEN g % 1000 = 1 THEN 'wallet.top_up' WHEN g % 100 = 2 THEN 'user.update' WHEN g % 2 = 0 THEN 'flight.order.pay' ELSE 'flight.order.create' END,
            'B' || lpad((g / 2)::text, 10, '0'), '10.0.' || (g % 250) || '.' || (g % 200),
            now() - ((g / 2) % 1500) * interval '1 day' - ((g / 2) % 86400) * interval '1 second'
     FROM generate_series(${2 * from - 1}, ${2 * to}) g
     CROSS JOIN (SELECT id FROM agencies WHERE code = 'HARBOUR') h CROSS JOIN (SELECT id FROM agencies WHERE code = 'KOWLOON') k
     CROSS JOIN (SELECT id FROM users WHERE username = 'harbour.ops') hu CROSS JOIN (SELECT id FROM users WHERE username = 'harbour.super') hs
     CROSS JOIN (SELECT id FROM users WHERE username = 'kowloon.super') ku`,
    'VACUUM ANALYZE ledger_transfers',
    'VACUUM ANALYZE ledger_entries',
    'VACUUM ANALYZE ledger_accounts',
    'VACUUM ANALYZE audit_log',
    'VACUUM ANALYZE agencies',
    'VACUUM ANALYZE users',
  ];
}

export async function seedBulkAdminRows(url: string, from: number, to: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of bulkAdminStatements(from, to)) await client.query(statement);
  } finally {
    await client.end();
  }
}
