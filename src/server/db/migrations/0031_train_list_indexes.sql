CREATE INDEX "train_order_tickets_name_trgm_idx" ON "train_order_tickets" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "train_orders_list_agency_created_idx" ON "train_orders" USING btree ("agency_id","created_at","id");--> statement-breakpoint
CREATE INDEX "train_orders_list_agency_amount_idx" ON "train_orders" USING btree ("agency_id","total_amount","id");--> statement-breakpoint
CREATE INDEX "train_orders_list_agency_departure_idx" ON "train_orders" USING btree ("agency_id","departure","id");--> statement-breakpoint
CREATE INDEX "train_orders_list_agency_id_idx" ON "train_orders" USING btree ("agency_id","id");--> statement-breakpoint
CREATE INDEX "train_orders_list_created_idx" ON "train_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "train_orders_list_amount_idx" ON "train_orders" USING btree ("total_amount","id");--> statement-breakpoint
CREATE INDEX "train_orders_list_departure_idx" ON "train_orders" USING btree ("departure","id");--> statement-breakpoint
CREATE INDEX "train_orders_booking_idx" ON "train_orders" USING btree (coalesce("origin_order_id", "id"));--> statement-breakpoint
CREATE INDEX "train_orders_supplier_ref_trgm_idx" ON "train_orders" USING gin ("supplier_ref" gin_trgm_ops);