CREATE INDEX "flight_order_passengers_order_seq_idx" ON "flight_order_passengers" USING btree ("order_id","seq");--> statement-breakpoint
CREATE INDEX "flight_orders_agency_created_idx" ON "flight_orders" USING btree ("agency_id","created_at","id");--> statement-breakpoint
DROP INDEX "flight_order_passengers_order_idx";--> statement-breakpoint
DROP INDEX "flight_orders_agency_idx";
