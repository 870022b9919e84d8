-- The orders list's passenger search reads one narrow row per order (its agency and its passengers'
-- names) instead of probing each order's passengers: a common surname's count walks an agency's rows
-- here, about ninety to a page, and a rare name is found through the trigram index on the names.
-- Each passenger's searched text is "SURNAME GIVEN SURNAME/GIVEN", one line per passenger in seq order
-- (a search never spans two passengers: it holds no line break).
CREATE TABLE "flight_order_search" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"names" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flight_order_search" ADD CONSTRAINT "flight_order_search_order_id_flight_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."flight_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Rewrites the rows of the orders given from their passengers as they are now, in order-id order so two
-- transactions never take these rows in opposite orders. A hidden order, or one without passengers, has
-- no row (so the rows alone answer how many visible orders of an agency a name finds). A row whose
-- names did not change is not written.
CREATE FUNCTION flight_order_search_refresh(orders integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(orders) = 0 THEN RETURN; END IF;
  DELETE FROM flight_order_search s WHERE s.order_id IN (SELECT unnest(orders))
    AND NOT EXISTS (SELECT 1 FROM flight_orders o JOIN flight_order_passengers p ON p.order_id = o.id
                    WHERE o.id = s.order_id AND o.deleted_at IS NULL);
  INSERT INTO flight_order_search AS s (order_id, agency_id, names)
  SELECT o.id, o.agency_id,
         string_agg(p.surname || ' ' || p.given_names || ' ' || p.surname || '/' || p.given_names, E'\n' ORDER BY p.seq, p.id)
  FROM flight_orders o JOIN flight_order_passengers p ON p.order_id = o.id
  WHERE o.id IN (SELECT unnest(orders)) AND o.deleted_at IS NULL
  GROUP BY o.id ORDER BY o.id
  ON CONFLICT (order_id) DO UPDATE SET names = EXCLUDED.names, agency_id = EXCLUDED.agency_id
  WHERE (s.names, s.agency_id) IS DISTINCT FROM (EXCLUDED.names, EXCLUDED.agency_id);
END $$;
--> statement-breakpoint
-- Statement-level triggers with transition tables: a bulk insert rewrites each order once, and an update
-- that changes no name, order or place in the order (a ticket number) writes nothing.
CREATE FUNCTION flight_order_search_passengers_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM flight_order_search_refresh(ARRAY(SELECT DISTINCT order_id FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION flight_order_search_passengers_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM flight_order_search_refresh(ARRAY(
    SELECT DISTINCT x.order_id FROM new_rows n JOIN old_rows o ON o.id = n.id,
      LATERAL (VALUES (n.order_id), (o.order_id)) x(order_id)
    WHERE (n.order_id, n.seq, n.surname, n.given_names) IS DISTINCT FROM (o.order_id, o.seq, o.surname, o.given_names)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION flight_order_search_passengers_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM flight_order_search_refresh(ARRAY(SELECT DISTINCT order_id FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An order hidden loses its row (shown again: gets it back); one moved to another agency takes it along.
CREATE FUNCTION flight_order_search_order_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM flight_order_search_refresh(ARRAY[NEW.id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER flight_order_search_passengers_ins AFTER INSERT ON flight_order_passengers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION flight_order_search_passengers_inserted();
--> statement-breakpoint
CREATE TRIGGER flight_order_search_passengers_upd AFTER UPDATE ON flight_order_passengers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION flight_order_search_passengers_updated();
--> statement-breakpoint
CREATE TRIGGER flight_order_search_passengers_del AFTER DELETE ON flight_order_passengers REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION flight_order_search_passengers_deleted();
--> statement-breakpoint
CREATE TRIGGER flight_order_search_order_changed AFTER UPDATE OF agency_id, deleted_at ON flight_orders FOR EACH ROW
  WHEN (OLD.agency_id IS DISTINCT FROM NEW.agency_id OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION flight_order_search_order_changed();
--> statement-breakpoint
-- The orders already booked (the triggers' locks hold writers of passengers back until this commits),
-- then the indexes, built once over the filled table.
SELECT flight_order_search_refresh(ARRAY(SELECT DISTINCT order_id FROM flight_order_passengers ORDER BY 1));
--> statement-breakpoint
CREATE INDEX "flight_order_search_agency_idx" ON "flight_order_search" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "flight_order_search_names_trgm_idx" ON "flight_order_search" USING gin ("names" gin_trgm_ops);--> statement-breakpoint
-- The planner's statistics at once: without them it plans a name search on the new rows blind (measured
-- at a million orders: a common surname's list took a second until the table was analysed).
ANALYZE "flight_order_search";--> statement-breakpoint
-- The passengers' own name index is no longer read (the search reads the rows above): every passenger
-- written no longer updates it.
DROP INDEX IF EXISTS "flight_order_passengers_name_trgm_idx";
