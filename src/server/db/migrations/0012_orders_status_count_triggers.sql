-- Keeps flight_order_status_counts equal to the number of non-deleted flight orders per agency, type
-- and status. Statement-level triggers with transition tables: a bulk insert adds one row per group,
-- not one per order. Rows are applied in key order so two transactions never lock counters in
-- opposite orders (no deadlock).
CREATE FUNCTION flight_order_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO flight_order_status_counts AS c (agency_id, type, status, cnt)
  SELECT agency_id, type, status, count(*) FROM new_rows WHERE deleted_at IS NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (agency_id, type, status) DO UPDATE SET cnt = c.cnt + EXCLUDED.cnt;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION flight_order_counts_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO flight_order_status_counts AS c (agency_id, type, status, cnt)
  SELECT agency_id, type, status, sum(d) FROM (
    SELECT agency_id, type, status, -1 AS d FROM old_rows WHERE deleted_at IS NULL
    UNION ALL
    SELECT agency_id, type, status, 1 AS d FROM new_rows WHERE deleted_at IS NULL
  ) moved GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (agency_id, type, status) DO UPDATE SET cnt = c.cnt + EXCLUDED.cnt;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION flight_order_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO flight_order_status_counts AS c (agency_id, type, status, cnt)
  SELECT agency_id, type, status, -count(*) FROM old_rows WHERE deleted_at IS NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (agency_id, type, status) DO UPDATE SET cnt = c.cnt + EXCLUDED.cnt;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER flight_order_counts_ins AFTER INSERT ON flight_orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION flight_order_counts_insert();
--> statement-breakpoint
CREATE TRIGGER flight_order_counts_upd AFTER UPDATE ON flight_orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION flight_order_counts_update();
--> statement-breakpoint
CREATE TRIGGER flight_order_counts_del AFTER DELETE ON flight_orders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION flight_order_counts_delete();
--> statement-breakpoint
INSERT INTO flight_order_status_counts (agency_id, type, status, cnt)
SELECT agency_id, type, status, count(*) FROM flight_orders WHERE deleted_at IS NULL GROUP BY 1, 2, 3;
