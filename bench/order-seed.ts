// Bulk flight orders for the benches: cloned from a demo order with generate_series (70 % Harbour,
// 30 % its sub-agency Kowloon, statuses spread like an order book a few years old), one passenger
// each, then VACUUM ANALYZE. Numbers from..to (inclusive) make the order numbers, so a bench can
// grow the book in steps. The passenger is PAX<n> Bench (5,000 names, one trigram in all of them);
// `namedPassengers` adds a second one per order with a name like real ones: surnames shared as
// unevenly as Chinese ones are (WANG, LI and ZHANG about one in fifteen each), given names of two
// syllables out of 32 x 32 (WEIMING).
import pg from 'pg';

const STATUSES = [
  ...Array(9).fill('issued'),
  ...Array(3).fill('closed'),
  'to_be_paid',
  'proceeding',
  'changed',
  'refunded',
  'voided',
  'failed_reimbursed',
  'origin_canceled',
  'rfd_to_be_confirm',
];

/** Surnames by rough share of the population (per cent), the most common first. */
const SURNAMES: Array<[string, number]> = [
  ['WANG', 7],
  ['LI', 7],
  ['ZHANG', 7],
  ['LIU', 5],
  ['CHEN', 5],
  ['YANG', 3],
  ['HUANG', 2],
  ['ZHAO', 2],
  ['WU', 2],
  ['ZHOU', 2],
  ['XU', 2],
  ['SUN', 2],
  ['MA', 2],
  ['ZHU', 2],
  ['HU', 1],
  ['GUO', 1],
  ['HE', 1],
  ['GAO', 1],
  ['LIN', 1],
  ['LUO', 1],
  ['ZHENG', 1],
  ['LIANG', 1],
  ['XIE', 1],
  ['SONG', 1],
  ['TANG', 1],
  ['HAN', 1],
  ['FENG', 1],
  ['DENG', 1],
  ['CAO', 1],
  ['PENG', 1],
  ['ZENG', 1],
  ['XIAO', 1],
  ['TIAN', 1],
  ['DONG', 1],
  ['PAN', 1],
  ['YUAN', 1],
  ['CAI', 1],
  ['JIANG', 1],
  ['YU', 1],
  ['DU', 1],
  ['YE', 1],
  ['CHENG', 1],
  ['WEI', 1],
  ['SU', 1],
  ['LU', 1],
  ['DING', 1],
  ['REN', 1],
  ['SHEN', 1],
  ['YAO', 1],
  ['ZHONG', 1],
];
const SYLLABLES = [
  'WEI',
  'MING',
  'JUN',
  'HUA',
  'LEI',
  'JIE',
  'YING',
  'XIN',
  'HAO',
  'TAO',
  'YU',
  'LING',
  'FANG',
  'JING',
  'QIANG',
  'BO',
  'CHAO',
  'PENG',
  'YAN',
  'HUI',
  'LI',
  'NA',
  'XIU',
  'LAN',
  'GANG',
  'KAI',
  'RUI',
  'TING',
  'XUAN',
  'ZHI',
  'HONG',
  'BIN',
];
/** One surname per share point, so `(g * prime) % length` picks them as often as their share. */
const SURNAME_POOL = SURNAMES.flatMap(([name, share]) => Array<string>(share).fill(name));
const sqlArray = (values: string[]) => `ARRAY[${values.map((v) => `'${v}'`).join(',')}]`;

/** The statements that add orders from..to (run in order; the last ones refresh the planner's statistics). */
export function bulkOrderStatements(from: number, to: number, { namedPassengers = false } = {}): string[] {
  const statuses = `ARRAY[${STATUSES.map((s) => `'${s}'`).join(',')}]`;
  return [
    `
      INSERT INTO flight_orders (order_no, agency_id, user_id, type, status, supplier, supplier_ref, pnr, validating_carrier, booking_type, cabin, itinerary,
        price_snapshot, contact, currency, fare_amount, tax_amount, markup_amount, total_amount, payment_status, pay_before, created_at, updated_at)
      SELECT 'B' || lpad(g::text, 10, '0'),
        CASE WHEN g % 10 < 7 THEN h.id ELSE k.id END, CASE WHEN g % 10 < 7 THEN hu.id ELSE ku.id END,
        CASE WHEN s.status = 'rfd_to_be_confirm' THEN 'refund' ELSE 'origin' END, s.status,
        t.supplier, 'BENCH-' || g, upper(substr(md5(g::text), 1, 6)), t.validating_carrier, t.booking_type, t.cabin, t.itinerary, t.price_snapshot, t.contact,
        'CNY', t.fare_amount, t.tax_amount, 0, t.total_amount + g % 100000, 'paid', now() + interval '1 day',
        now() - (g % 1500) * interval '1 day' - (g % 86400) * interval '1 second', now()
      FROM generate_series(${from}, ${to}) g
      CROSS JOIN LATERAL (SELECT (${statuses})[1 + ((g::bigint * 7919) % ${STATUSES.length})::int] AS status) s
      CROSS JOIN (SELECT * FROM flight_orders WHERE order_no LIKE 'FDEMO%' ORDER BY id LIMIT 1) t
      CROSS JOIN (SELECT id FROM agencies WHERE code = 'HARBOUR') h CROSS JOIN (SELECT id FROM agencies WHERE code = 'KOWLOON') k
      CROSS JOIN (SELECT id FROM users WHERE username = 'harbour.ops') hu CROSS JOIN (SELECT id FROM users WHERE username = 'kowloon.super') ku`,
    // An order's passengers in one statement, as a booking writes them: each order's search row is
    // written once (two statements would rewrite every row and leave half the table empty behind it).
    `
      INSERT INTO flight_order_passengers (order_id, seq, type, surname, given_names, gender, birthday, nationality, document_type, document_number, document_expiry, details, sale_price, ticket_number)
      SELECT o.id, 0, 'adult', 'PAX' || (o.id % 5000), 'Bench', 'male', '1980-01-01', 'CN', 'passport', 'E' || o.id, '2035-01-01', '{}'::jsonb, o.total_amount,
        CASE WHEN o.status IN ('issued', 'changed', 'refunded', 'voided') THEN '781-' || lpad(o.id::text, 10, '0') END
      FROM flight_orders o WHERE o.order_no BETWEEN 'B' || lpad('${from}', 10, '0') AND 'B' || lpad('${to}', 10, '0')${
        namedPassengers
          ? `
      UNION ALL
      SELECT o.id, 1, 'adult', (${sqlArray(SURNAME_POOL)})[1 + (o.id::bigint * 7919) % ${SURNAME_POOL.length}],
        (${sqlArray(SYLLABLES)})[1 + (o.id::bigint * 104729) % ${SYLLABLES.length}] || ((${sqlArray(SYLLABLES)})[1 + ((o.id::bigint / 32) * 1299709) % ${SYLLABLES.length}]),
        'female', '1985-01-01', 'CN', 'passport', 'F' || o.id, '2035-01-01', '{}'::jsonb, o.total_amount, NULL
      FROM flight_orders o WHERE o.order_no BETWEEN 'B' || lpad('${from}', 10, '0') AND 'B' || lpad('${to}', 10, '0')`
          : ''
      }`,
    'VACUUM ANALYZE flight_orders',
    'VACUUM ANALYZE flight_order_passengers',
    'VACUUM ANALYZE flight_order_search',
    'ANALYZE flight_order_status_counts',
  ];
}

export async function seedBulkOrders(url: string, from: number, to: number, options: { namedPassengers?: boolean } = {}): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of bulkOrderStatements(from, to, options)) await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function countOrders(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM flight_orders');
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}
