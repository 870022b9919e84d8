ALTER TABLE "flight_order_events" ADD COLUMN "note_key" varchar(48);--> statement-breakpoint
ALTER TABLE "flight_order_events" ADD COLUMN "note_params" jsonb;