-- Keeps train_order_status_counts equal to the number of train orders per agency, type and status
-- (train orders are never hidden: every row counts). Statement-level triggers with transition
-- tables: a bulk insert adds one row per group, not one per order, and an update that moves no order
-- to another group (a payment, a ticket number) writes nothing. Rows are applied in key order so two
-- transactions never lock counters in opposite orders (no deadlock).
CREATE FUNCTION train_order_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO train_order_status_counts AS c (agency_id, type, status, cnt)
  SELECT agency_id, type, status, count(*) FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (agency_id, type, status) DO UPDATE SET cnt = c.cnt + EXCLUDED.cnt;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION train_order_counts_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO train_order_status_counts AS c (agency_id, type, status, cnt)
  SELECT agency_id, type, status, sum(d) FROM (
    SELECT agency_id, type, status, -1 AS d FROM old_rows
    UNION ALL
    SELECT agency_id, type, status, 1 AS d FROM new_rows
  ) moved GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (agency_id, type, status) DO UPDATE SET cnt = c.cnt + EXCLUDED.cnt;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION train_order_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO train_order_status_counts AS c (agency_id, type, status, cnt)
  SELECT agency_id, type, status, -count(*) FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (agency_id, type, status) DO UPDATE SET cnt = c.cnt + EXCLUDED.cnt;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER train_order_counts_ins AFTER INSERT ON train_orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION train_order_counts_insert();
--> statement-breakpoint
CREATE TRIGGER train_order_counts_upd AFTER UPDATE ON train_orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION train_order_counts_update();
--> statement-breakpoint
CREATE TRIGGER train_order_counts_del AFTER DELETE ON train_orders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION train_order_counts_delete();
--> statement-breakpoint
-- The orders already booked (the triggers' lock on train_orders holds writers back until this commits).
INSERT INTO train_order_status_counts (agency_id, type, status, cnt)
SELECT agency_id, type, status, count(*) FROM train_orders GROUP BY 1, 2, 3;
