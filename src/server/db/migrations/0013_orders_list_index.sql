DROP INDEX "flight_orders_status_idx";--> statement-breakpoint
CREATE INDEX "flight_orders_agency_status_created_idx" ON "flight_orders" USING btree ("agency_id","status","created_at","id");