CREATE TABLE "flight_disruptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"supplier" varchar(32) NOT NULL,
	"event_ref" varchar(64) NOT NULL,
	"type" varchar(16) NOT NULL,
	"state" varchar(20) DEFAULT 'pending' NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"follow_up_order_id" integer,
	"remark" varchar(512),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flight_disruptions_type_ck" CHECK ("flight_disruptions"."type" IN ('change', 'cancel_no_save', 'cancel_save', 'restore')),
	CONSTRAINT "flight_disruptions_state_ck" CHECK ("flight_disruptions"."state" IN ('pending', 'accepted', 'refund_requested', 'change_requested'))
);
--> statement-breakpoint
CREATE TABLE "flight_order_files" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"filename" varchar(200) NOT NULL,
	"content_type" varchar(40) NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flight_order_files_size_ck" CHECK ("flight_order_files"."size" > 0 AND "flight_order_files"."size" <= 2097152)
);
--> statement-breakpoint
CREATE TABLE "notification_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" integer NOT NULL,
	"order_id" integer,
	"channel" varchar(16) NOT NULL,
	"event" varchar(48) NOT NULL,
	"url" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_status" integer,
	"last_error" varchar(256),
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_deliveries_status_ck" CHECK ("notification_deliveries"."status" IN ('pending', 'delivered', 'failed')),
	CONSTRAINT "notification_deliveries_channel_ck" CHECK ("notification_deliveries"."channel" IN ('booking', 'flight_change'))
);
--> statement-breakpoint
CREATE TABLE "supplier_bookings" (
	"supplier" varchar(32) NOT NULL,
	"booking_ref" varchar(64) NOT NULL,
	"booking" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_bookings_supplier_booking_ref_pk" PRIMARY KEY("supplier","booking_ref")
);
--> statement-breakpoint
ALTER TABLE "flight_order_events" ALTER COLUMN "to_status" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "flight_order_events" ADD COLUMN "kind" varchar(16) DEFAULT 'transition' NOT NULL;--> statement-breakpoint
ALTER TABLE "flight_order_events" ADD COLUMN "actor" varchar(12) DEFAULT 'agency' NOT NULL;--> statement-breakpoint
ALTER TABLE "flight_orders" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "flight_orders" ADD COLUMN "review_remark" varchar(512);--> statement-breakpoint
ALTER TABLE "flight_orders" ADD COLUMN "request" jsonb;--> statement-breakpoint
ALTER TABLE "flight_orders" ADD COLUMN "quote" jsonb;--> statement-breakpoint
ALTER TABLE "flight_orders" ADD COLUMN "issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "flight_orders" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "flight_disruptions" ADD CONSTRAINT "flight_disruptions_order_id_flight_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."flight_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_disruptions" ADD CONSTRAINT "flight_disruptions_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_order_files" ADD CONSTRAINT "flight_order_files_order_id_flight_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."flight_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "flight_disruptions_event_uq" ON "flight_disruptions" USING btree ("supplier","event_ref");--> statement-breakpoint
CREATE INDEX "flight_disruptions_agency_idx" ON "flight_disruptions" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "flight_disruptions_order_idx" ON "flight_disruptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "flight_order_files_order_idx" ON "flight_order_files" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "notification_deliveries_order_idx" ON "notification_deliveries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "flight_orders_origin_idx" ON "flight_orders" USING btree ("origin_order_id");--> statement-breakpoint
CREATE INDEX "flight_orders_supplier_ref_idx" ON "flight_orders" USING btree ("supplier_ref");--> statement-breakpoint
CREATE INDEX "flight_orders_status_created_idx" ON "flight_orders" USING btree ("status","created_at");