// The orders' side of the books: every order kind against the ledger. Each rule answers the orders
// (order_id, order_no) whose money does not match their state, so `ledger:check` can name them.
// Flight orders: the latest full payment of each order (a declined gateway attempt is replaced by a
// fresh payable); group orders: each paid instalment's payment; train orders: the origin's payment,
// a dearer change's payment, and what went back against refunds and cheaper changes.
import { sql, type SQL } from 'drizzle-orm';

/** Statuses in which the order's money is held: the ticket (or change) is still to come, or failed and not yet given back. */
const HOLDING = sql`('reviewing', 'proceeding', 'origin_holding', 'chg_proceeding', 'change_holding', 'origin_failed', 'failed_reimbursing', 'change_failed', 'reimbursing')`;
/** Origin statuses after the ticket was issued: the money is the supplier's. */
const FULFILLED = sql`('issued', 'changed', 'refunded', 'voided')`;
/** Statuses in which nothing is owed and nothing may be kept. */
const RELEASED = sql`('failed_reimbursed', 'origin_canceled', 'change_canceled', 'closed', 'canceled', 'failed')`;

const ORDERS = sql`SELECT o.id AS order_id, o.order_no, o.type, o.status, p.id AS payment_id, p.status AS payment, p.channel, p.amount, p.refunded_amount,
    (SELECT coalesce(sum(t.amount), 0) FROM ledger_transfers t WHERE t.order_ref = o.order_no AND t.kind = 'payment' AND t.status = 'posted') AS posted,
    (SELECT coalesce(sum(t.amount), 0) FROM ledger_transfers t WHERE t.order_ref = o.order_no AND t.kind IN ('refund', 'void', 'reimbursement') AND t.status = 'posted') AS returned
  FROM flight_orders o
  LEFT JOIN LATERAL (SELECT * FROM payments p WHERE p.order_ref = o.order_no AND p.part = 'full' ORDER BY p.id DESC LIMIT 1) p ON true`;

const TRAIN_ORDERS = sql`SELECT o.id AS train_order_id, o.order_no, o.type, o.status, coalesce((o.quote ->> 'difference')::bigint, 0) AS difference,
    p.id AS payment_id, p.status AS payment, p.amount, p.refunded_amount,
    (SELECT coalesce(sum(t.amount), 0) FROM ledger_transfers t WHERE t.order_ref = o.order_no AND t.kind = 'payment' AND t.status = 'posted') AS posted,
    (SELECT coalesce(sum(t.amount), 0) FROM ledger_transfers t WHERE t.order_ref = o.order_no AND t.kind IN ('refund', 'void', 'reimbursement') AND t.status = 'posted') AS returned
  FROM train_orders o
  LEFT JOIN LATERAL (SELECT * FROM payments p WHERE p.order_ref = o.order_no AND p.part = 'full' ORDER BY p.id DESC LIMIT 1) p ON true`;

/** Train orders are named by train_order_id (their ids are their own table's). */
const TRAIN_RULES: ReadonlyArray<{ rule: string; query: SQL }> = [
  {
    rule: 'a train order waiting on its tickets (or a dearer change) holds its money',
    query: sql`SELECT train_order_id, order_no, status, payment_id, payment FROM (${TRAIN_ORDERS}) o
      WHERE ((type = 'origin' AND status = 'ticketing') OR (type = 'change' AND status = 'changing' AND difference > 0)) AND payment IS DISTINCT FROM 'held'`,
  },
  {
    rule: 'a held train payment belongs to a train order in ticketing or changing',
    query: sql`SELECT o.id AS train_order_id, o.order_no, o.status, p.id AS payment_id FROM payments p JOIN train_orders o ON o.order_no = p.order_ref
      WHERE p.status = 'held' AND o.status NOT IN ('ticketing', 'changing')`,
  },
  {
    rule: 'an issued train order has its payment posted, less what went back',
    query: sql`SELECT train_order_id, order_no, status, payment_id, payment, amount, posted, returned, refunded_amount FROM (${TRAIN_ORDERS}) o
      WHERE type = 'origin' AND status IN ('issued', 'changed', 'refunded') AND (payment IS DISTINCT FROM 'paid' OR posted <> amount OR returned <> refunded_amount)`,
  },
  {
    rule: 'a completed dearer train change has its difference posted',
    query: sql`SELECT train_order_id, order_no, status, payment_id, payment, amount, posted, difference FROM (${TRAIN_ORDERS}) o
      WHERE type = 'change' AND status = 'changed' AND difference > 0 AND (payment IS DISTINCT FROM 'paid' OR posted <> difference)`,
  },
  {
    rule: 'a train order that did not happen kept no money',
    query: sql`SELECT train_order_id, order_no, status, payment_id, payment, posted, returned FROM (${TRAIN_ORDERS}) o
      WHERE status IN ('failed_reimbursed', 'canceled', 'closed', 'change_failed') AND (payment IN ('held', 'awaiting') OR posted <> returned)`,
  },
  {
    rule: 'what went back to a train order equals its refunds and cheaper changes',
    query: sql`SELECT origin.id AS train_order_id, origin.order_no, owed.total AS owed, coalesce(back.total, 0) AS credited FROM train_orders origin
      CROSS JOIN LATERAL (SELECT coalesce(sum(CASE WHEN a.type = 'refund' THEN greatest(0, coalesce((a.quote ->> 'refundable')::bigint, 0))
          ELSE greatest(0, -coalesce((a.quote ->> 'difference')::bigint, 0)) END), 0) AS total
        FROM train_orders a WHERE a.origin_order_id = origin.id AND ((a.type = 'refund' AND a.status = 'refunded') OR (a.type = 'change' AND a.status = 'changed'))) owed
      LEFT JOIN LATERAL (SELECT sum(t.amount) AS total FROM ledger_transfers t WHERE t.kind = 'refund' AND t.status = 'posted'
        AND t.order_ref IN (SELECT origin.order_no UNION ALL SELECT c.order_no FROM train_orders c WHERE c.origin_order_id = origin.id AND c.type = 'change')) back ON true
      WHERE origin.type = 'origin' AND owed.total <> coalesce(back.total, 0)`,
  },
];

export const ORDER_RULES: ReadonlyArray<{ rule: string; query: SQL }> = [
  {
    rule: 'an order waiting on its ticket holds its money (a wallet hold, or a posted gateway payment)',
    query: sql`SELECT order_id, order_no, status, payment_id, payment FROM (${ORDERS}) o
      WHERE status IN ${HOLDING}
        AND ((payment IS NULL AND type = 'origin') OR (payment IS NOT NULL AND payment <> 'held' AND NOT (payment = 'paid' AND channel <> 'balance')))
        AND NOT (type <> 'origin' AND payment = 'unpaid')`,
  },
  {
    rule: 'a held payment belongs to an order waiting on its ticket',
    query: sql`SELECT o.id AS order_id, o.order_no, o.status, p.id AS payment_id FROM payments p JOIN flight_orders o ON o.order_no = p.order_ref
      WHERE p.status = 'held' AND o.status NOT IN ${HOLDING}`,
  },
  {
    rule: 'an issued order has exactly its payment posted, less what went back',
    query: sql`SELECT order_id, order_no, status, payment_id, payment, amount, posted, returned, refunded_amount FROM (${ORDERS}) o
      WHERE type = 'origin' AND status IN ${FULFILLED}
        AND (payment IS DISTINCT FROM 'paid' OR posted <> amount OR returned <> refunded_amount)`,
  },
  {
    rule: 'a completed change has its difference posted',
    query: sql`SELECT order_id, order_no, status, payment_id, payment, amount, posted FROM (${ORDERS}) o
      WHERE type = 'change' AND status = 'changed' AND payment IS NOT NULL AND payment <> 'voided' AND (payment <> 'paid' OR posted <> amount)`,
  },
  {
    rule: 'an order that did not happen kept no money',
    query: sql`SELECT order_id, order_no, status, payment_id, payment, posted, returned FROM (${ORDERS}) o
      WHERE status IN ${RELEASED} AND (payment IN ('held', 'awaiting') OR posted <> returned)`,
  },
  {
    rule: 'each reimbursed refund or void order gave its refundable amount back',
    query: sql`SELECT origin.id AS order_id, origin.order_no, x.orders, x.refundable, coalesce(r.total, 0) AS credited FROM (
        SELECT origin_order_id, string_agg(id::text, ',' ORDER BY id) AS orders, sum(greatest(0, coalesce((quote ->> 'totalRefundable')::bigint, 0))) AS refundable
        FROM flight_orders WHERE type IN ('refund', 'void') AND status IN ('refunded_reimbursed', 'voided_reimbursed') GROUP BY origin_order_id
      ) x JOIN flight_orders origin ON origin.id = x.origin_order_id
      LEFT JOIN LATERAL (SELECT sum(t.amount) AS total FROM ledger_transfers t WHERE t.order_ref = origin.order_no AND t.kind IN ('refund', 'void') AND t.status = 'posted') r ON true
      WHERE coalesce(r.total, 0) <> x.refundable`,
  },
  {
    rule: 'a paid group instalment has its payment paid and posted, for its amount',
    query: sql`SELECT g.id AS order_id, g.order_no, i.seq, i.amount, p.id AS payment_id, p.status AS payment, t.status AS transfer FROM group_instalments i
      JOIN group_orders g ON g.id = i.group_id
      LEFT JOIN payments p ON p.id = i.payment_id
      LEFT JOIN ledger_transfers t ON t.id = p.hold_transfer_id
      WHERE i.paid_at IS NOT NULL AND (p.id IS NULL OR p.status <> 'paid' OR p.amount <> i.amount OR t.status IS DISTINCT FROM 'posted')`,
  },
  ...TRAIN_RULES,
];
