// Bulk train orders for the plan test and the benches, written straight in SQL with generate_series
// (the demo train orders go through the rail simulator, far too slow for a hundred thousand): 70 %
// Harbour, 30 % its sub-agency Kowloon, statuses spread like a book a few years old, two passengers
// per booking, and a refund order for one booking in ten (naming its first ticket, as a real one
// does). Numbers from..to (inclusive) make the order numbers, so a bench can grow the book in steps.
import pg from 'pg';

const STATUSES = [
  ...Array(10).fill('issued'),
  ...Array(3).fill('closed'),
  'to_be_paid',
  'ticketing',
  'canceled',
  'changed',
  'failed_reimbursed',
];

const bookingNo = (from: number | string) => `'TB' || lpad(${from}::text, 12, '0')`;

/** The statements that add orders from..to (run in order; the last ones refresh the planner's statistics). */
export function bulkTrainOrderStatements(from: number, to: number): string[] {
  const statuses = `ARRAY[${STATUSES.map((s) => `'${s}'`).join(',')}]`;
  const inRange = `o.order_no BETWEEN ${bookingNo(from)} AND ${bookingNo(to)}`;
  return [
    `
      INSERT INTO train_orders (order_no, agency_id, user_id, type, status, supplier, supplier_ref, journeys, departure, contact, currency, total_amount,
        payment_status, created_at, updated_at)
      SELECT ${bookingNo('g')},
        CASE WHEN g % 10 < 7 THEN h.id ELSE k.id END, CASE WHEN g % 10 < 7 THEN hu.id ELSE ku.id END,
        'origin', s.status, 'RAILSIM', 'RB' || g,
        jsonb_build_array(jsonb_build_object('trainNo', 'G' || (g % 900 + 1), 'from', 'SHH', 'to', 'BJP', 'departure', d.departure,
          'arrival', d.departure, 'seatClass', 'second', 'trainType', 'G')),
        d.departure, '{"name": "Bench desk", "phone": "85200000000"}'::jsonb, 'CNY', 5000 + g % 100000,
        CASE WHEN s.status IN ('to_be_paid', 'canceled') THEN 'unpaid' ELSE 'paid' END,
        now() - (g % 1500) * interval '1 day' - (g % 86400) * interval '1 second', now()
      FROM generate_series(${from}, ${to}) g
      CROSS JOIN LATERAL (SELECT (${statuses})[1 + ((g::bigint * 7919) % ${STATUSES.length})::int] AS status) s
      CROSS JOIN LATERAL (SELECT to_char(timestamp '2024-01-01' + (g % 1600) * interval '1 day' + (g % 1440) * interval '1 minute', 'YYYY-MM-DD"T"HH24:MI') AS departure) d
      CROSS JOIN (SELECT id FROM agencies WHERE code = 'HARBOUR') h CROSS JOIN (SELECT id FROM agencies WHERE code = 'KOWLOON') k
      CROSS JOIN (SELECT id FROM users WHERE username = 'harbour.ops') hu CROSS JOIN (SELECT id FROM users WHERE username = 'kowloon.super') ku`,
    `
      INSERT INTO train_order_tickets (order_id, leg, passenger_seq, name, passenger_type, document_type, document_number, train_no, from_code, to_code,
        departure, arrival, seat_class, ticket_number, supplier_ref, price, state)
      SELECT o.id, 0, p.seq, CASE p.seq WHEN 0 THEN 'PAX' || (o.id % 5000) || ' BENCH' ELSE '王' || (o.id % 977) END, 'adult', 'passport',
        'E' || o.id || p.seq, o.journeys->0->>'trainNo', 'SHH', 'BJP', o.departure, o.departure, 'second',
        CASE WHEN o.status IN ('issued', 'closed', 'changed') THEN 'E' || lpad((o.id * 2 + p.seq)::text, 9, '0') END, o.supplier_ref, o.total_amount / 2,
        CASE WHEN o.status IN ('issued', 'closed') THEN 'issued' WHEN o.status = 'changed' THEN 'changed' WHEN o.status IN ('to_be_paid', 'ticketing') THEN 'booked' ELSE 'void' END
      FROM train_orders o CROSS JOIN generate_series(0, 1) p(seq) WHERE ${inRange}`,
    `
      INSERT INTO train_orders (order_no, agency_id, user_id, type, status, origin_order_id, supplier, supplier_ref, journeys, departure, contact, currency,
        total_amount, payment_status, request, created_at, updated_at)
      SELECT 'TR' || substr(o.order_no, 3), o.agency_id, o.user_id, 'refund', 'refunded', o.id, o.supplier, o.supplier_ref, o.journeys, o.departure, o.contact,
        o.currency, o.total_amount / 2, 'paid', jsonb_build_object('ticketIds', jsonb_build_array(t.id)), o.created_at + interval '1 hour', now()
      FROM train_orders o JOIN train_order_tickets t ON t.order_id = o.id AND t.passenger_seq = 0
      WHERE ${inRange} AND o.id % 10 = 0 AND o.status = 'issued'`,
    'VACUUM ANALYZE train_orders',
    'VACUUM ANALYZE train_order_tickets',
  ];
}

export async function seedBulkTrainOrders(url: string, from: number, to: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of bulkTrainOrderStatements(from, to)) await client.query(statement);
  } finally {
    await client.end();
  }
}
