CREATE TABLE "train_inventory" (
	"supplier" varchar(32) NOT NULL,
	"train_no" varchar(8) NOT NULL,
	"date" varchar(10) NOT NULL,
	"seat_class" varchar(24) NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "train_inventory_supplier_train_no_date_seat_class_pk" PRIMARY KEY("supplier","train_no","date","seat_class"),
	CONSTRAINT "train_inventory_sold_ck" CHECK ("train_inventory"."sold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "train_order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"from_status" varchar(24),
	"to_status" varchar(24),
	"kind" varchar(16) DEFAULT 'transition' NOT NULL,
	"actor" varchar(12) DEFAULT 'agency' NOT NULL,
	"user_id" integer,
	"note_key" varchar(48),
	"note_params" jsonb,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "train_order_events_kind_ck" CHECK ("train_order_events"."kind" IN ('transition', 'notification', 'note'))
);
--> statement-breakpoint
CREATE TABLE "train_order_tickets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"leg" integer NOT NULL,
	"passenger_seq" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"passenger_type" varchar(8) NOT NULL,
	"document_type" varchar(32) NOT NULL,
	"document_number" varchar(32) NOT NULL,
	"birthday" varchar(10),
	"phone" varchar(24),
	"seat_preference" varchar(1),
	"train_no" varchar(8) NOT NULL,
	"from_code" varchar(3) NOT NULL,
	"to_code" varchar(3) NOT NULL,
	"departure" varchar(16) NOT NULL,
	"arrival" varchar(16) NOT NULL,
	"seat_class" varchar(24) NOT NULL,
	"carriage" varchar(4),
	"seat" varchar(8),
	"ticket_number" varchar(24),
	"supplier_ref" varchar(64) NOT NULL,
	"price" bigint NOT NULL,
	"state" varchar(12) DEFAULT 'booked' NOT NULL,
	"changes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "train_order_tickets_state_ck" CHECK ("train_order_tickets"."state" IN ('booked', 'issued', 'refunding', 'refunded', 'changing', 'changed', 'void')),
	CONSTRAINT "train_order_tickets_changes_ck" CHECK ("train_order_tickets"."changes" BETWEEN 0 AND 1)
);
--> statement-breakpoint
CREATE TABLE "train_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(24) NOT NULL,
	"agency_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"type" varchar(8) DEFAULT 'origin' NOT NULL,
	"status" varchar(24) NOT NULL,
	"origin_order_id" integer,
	"supplier" varchar(32) NOT NULL,
	"supplier_ref" varchar(64) NOT NULL,
	"journeys" jsonb NOT NULL,
	"departure" varchar(16) NOT NULL,
	"contact" jsonb NOT NULL,
	"currency" varchar(3) NOT NULL,
	"total_amount" bigint NOT NULL,
	"payment_status" varchar(8) DEFAULT 'unpaid' NOT NULL,
	"pay_before" timestamp with time zone,
	"remark" varchar(512),
	"request" jsonb,
	"quote" jsonb,
	"issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "train_orders_type_ck" CHECK ("train_orders"."type" IN ('origin', 'refund', 'change')),
	CONSTRAINT "train_orders_status_ck" CHECK ("train_orders"."status" IN ('to_be_paid', 'ticketing', 'issued', 'failed_reimbursed', 'canceled', 'closed', 'changed',
      'refunded', 'refunding', 'refund_failed', 'changing', 'change_failed')),
	CONSTRAINT "train_orders_amount_ck" CHECK ("train_orders"."total_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "train_search_results" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"search_id" varchar(40) NOT NULL,
	"leg" varchar(8) NOT NULL,
	"status" varchar(8) NOT NULL,
	"offers" jsonb NOT NULL,
	"elapsed_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "train_search_results_status_ck" CHECK ("train_search_results"."status" IN ('done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "train_searches" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"request" jsonb NOT NULL,
	"presale" jsonb NOT NULL,
	"legs" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_deliveries" DROP CONSTRAINT "notification_deliveries_channel_ck";--> statement-breakpoint
ALTER TABLE "train_order_events" ADD CONSTRAINT "train_order_events_order_id_train_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."train_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_order_tickets" ADD CONSTRAINT "train_order_tickets_order_id_train_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."train_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_orders" ADD CONSTRAINT "train_orders_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_orders" ADD CONSTRAINT "train_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_search_results" ADD CONSTRAINT "train_search_results_search_id_train_searches_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."train_searches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_searches" ADD CONSTRAINT "train_searches_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_searches" ADD CONSTRAINT "train_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "train_order_events_order_idx" ON "train_order_events" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "train_order_tickets_order_idx" ON "train_order_tickets" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "train_order_tickets_number_idx" ON "train_order_tickets" USING btree ("ticket_number");--> statement-breakpoint
CREATE UNIQUE INDEX "train_orders_no_uq" ON "train_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "train_orders_agency_status_created_idx" ON "train_orders" USING btree ("agency_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "train_orders_origin_idx" ON "train_orders" USING btree ("origin_order_id");--> statement-breakpoint
CREATE INDEX "train_orders_status_idx" ON "train_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "train_search_results_uq" ON "train_search_results" USING btree ("search_id","leg");--> statement-breakpoint
CREATE INDEX "train_searches_agency_idx" ON "train_searches" USING btree ("agency_id","created_at");--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_channel_ck" CHECK ("notification_deliveries"."channel" IN ('booking', 'flight_change', 'train'));