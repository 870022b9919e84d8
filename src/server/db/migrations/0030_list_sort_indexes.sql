DROP INDEX "flight_orders_agency_created_idx";--> statement-breakpoint
DROP INDEX "flight_orders_status_created_idx";--> statement-breakpoint
CREATE INDEX "flight_order_passengers_ticket_digits_idx" ON "flight_order_passengers" USING btree (replace("ticket_number", '-', ''));--> statement-breakpoint
CREATE INDEX "flight_orders_list_agency_created_idx" ON "flight_orders" USING btree ("agency_id","created_at","id") WHERE "flight_orders"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "flight_orders_list_agency_amount_idx" ON "flight_orders" USING btree ("agency_id","total_amount","id") WHERE "flight_orders"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "flight_orders_list_agency_status_amount_idx" ON "flight_orders" USING btree ("agency_id","status","total_amount","id") WHERE "flight_orders"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "flight_orders_list_created_idx" ON "flight_orders" USING btree ("created_at","id") WHERE "flight_orders"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "flight_orders_list_amount_idx" ON "flight_orders" USING btree ("total_amount","id") WHERE "flight_orders"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "flight_orders_list_status_amount_idx" ON "flight_orders" USING btree ("status","total_amount","id") WHERE "flight_orders"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "flight_orders_list_agency_type_created_idx" ON "flight_orders" USING btree ("agency_id","type","created_at","id") WHERE "flight_orders"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "flight_orders_list_agency_type_status_idx" ON "flight_orders" USING btree ("agency_id","type","status","created_at","id") WHERE "flight_orders"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "flight_orders_list_type_created_idx" ON "flight_orders" USING btree ("type","created_at","id") WHERE "flight_orders"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "flight_orders_list_type_status_idx" ON "flight_orders" USING btree ("type","status","created_at","id") WHERE "flight_orders"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "flight_orders_status_created_idx" ON "flight_orders" USING btree ("status","created_at","id");;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "flight_order_passengers_name_trgm_idx" ON "flight_order_passengers" USING gin (("surname" || ' ' || "given_names" || ' ' || "surname" || '/' || "given_names") gin_trgm_ops);
