CREATE TABLE "airlines" (
	"code" varchar(2) PRIMARY KEY NOT NULL,
	"name" varchar(128) NOT NULL,
	"chinese_name" varchar(64),
	"traditional_name" varchar(64),
	"country" varchar(2)
);
--> statement-breakpoint
CREATE TABLE "airports" (
	"code" varchar(3) PRIMARY KEY NOT NULL,
	"name" varchar(128) NOT NULL,
	"chinese_name" varchar(64),
	"traditional_name" varchar(64),
	"country" varchar(2) NOT NULL,
	"time_zone" varchar(64) NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"city_code" varchar(3) NOT NULL,
	"city_name" varchar(128) NOT NULL,
	"city_chinese_name" varchar(64),
	"city_traditional_name" varchar(64),
	"pinyin" varchar(256),
	"rank" integer
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"code" varchar(3) PRIMARY KEY NOT NULL,
	"name" varchar(128) NOT NULL,
	"chinese_name" varchar(64),
	"traditional_name" varchar(64),
	"country" varchar(2) NOT NULL,
	"pinyin" varchar(128)
);
--> statement-breakpoint
CREATE TABLE "flight_order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"from_status" varchar(24),
	"to_status" varchar(24) NOT NULL,
	"user_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flight_order_passengers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"type" varchar(8) NOT NULL,
	"surname" varchar(64) NOT NULL,
	"given_names" varchar(64) NOT NULL,
	"gender" varchar(8) NOT NULL,
	"birthday" varchar(10) NOT NULL,
	"nationality" varchar(2) NOT NULL,
	"document_type" varchar(32) NOT NULL,
	"document_number" varchar(32) NOT NULL,
	"document_expiry" varchar(10) NOT NULL,
	"details" jsonb NOT NULL,
	"sale_price" bigint NOT NULL,
	"ticket_number" varchar(20)
);
--> statement-breakpoint
CREATE TABLE "flight_order_segments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"journey_index" integer NOT NULL,
	"seq" integer NOT NULL,
	"carrier" varchar(2) NOT NULL,
	"flight_number" varchar(8) NOT NULL,
	"origin" varchar(3) NOT NULL,
	"destination" varchar(3) NOT NULL,
	"departure" varchar(16) NOT NULL,
	"arrival" varchar(16) NOT NULL,
	"cabin" varchar(20) NOT NULL,
	"booking_class" varchar(2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flight_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(24) NOT NULL,
	"agency_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"type" varchar(8) DEFAULT 'origin' NOT NULL,
	"status" varchar(24) NOT NULL,
	"origin_order_id" integer,
	"quote_id" varchar(40),
	"supplier" varchar(32) NOT NULL,
	"supplier_ref" varchar(64) NOT NULL,
	"pnr" varchar(16),
	"validating_carrier" varchar(2) NOT NULL,
	"booking_type" varchar(8) NOT NULL,
	"cabin" varchar(20) NOT NULL,
	"itinerary" jsonb NOT NULL,
	"price_snapshot" jsonb NOT NULL,
	"contact" jsonb NOT NULL,
	"currency" varchar(3) NOT NULL,
	"fare_amount" bigint NOT NULL,
	"tax_amount" bigint NOT NULL,
	"markup_amount" bigint NOT NULL,
	"total_amount" bigint NOT NULL,
	"payment_status" varchar(8) DEFAULT 'unpaid' NOT NULL,
	"payment_channel" varchar(24),
	"pay_before" timestamp with time zone NOT NULL,
	"remark" varchar(512),
	"locked_status" integer DEFAULT 0 NOT NULL,
	"locked_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flight_orders_type_ck" CHECK ("flight_orders"."type" IN ('origin', 'change', 'refund', 'void')),
	CONSTRAINT "flight_orders_amount_ck" CHECK ("flight_orders"."total_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "flight_quotes" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"search_id" varchar(40) NOT NULL,
	"offer_id" varchar(64) NOT NULL,
	"agency_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"outcome" varchar(20) NOT NULL,
	"offer" jsonb NOT NULL,
	"passengers" jsonb NOT NULL,
	"document_types" jsonb NOT NULL,
	"total" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flight_search_results" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"search_id" varchar(40) NOT NULL,
	"supplier" varchar(32) NOT NULL,
	"status" varchar(12) NOT NULL,
	"offers" jsonb NOT NULL,
	"elapsed_ms" integer NOT NULL,
	"error" varchar(256),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flight_search_results_status_ck" CHECK ("flight_search_results"."status" IN ('done', 'failed', 'timeout'))
);
--> statement-breakpoint
CREATE TABLE "flight_searches" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(16) DEFAULT 'shopping' NOT NULL,
	"request" jsonb NOT NULL,
	"currency" varchar(3) NOT NULL,
	"suppliers" jsonb NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reference_data_versions" (
	"dataset" varchar(32) PRIMARY KEY NOT NULL,
	"checksum" varchar(64) NOT NULL,
	"rows" integer NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flight_order_events" ADD CONSTRAINT "flight_order_events_order_id_flight_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."flight_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_order_passengers" ADD CONSTRAINT "flight_order_passengers_order_id_flight_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."flight_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_order_segments" ADD CONSTRAINT "flight_order_segments_order_id_flight_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."flight_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_orders" ADD CONSTRAINT "flight_orders_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_orders" ADD CONSTRAINT "flight_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_quotes" ADD CONSTRAINT "flight_quotes_search_id_flight_searches_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."flight_searches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_quotes" ADD CONSTRAINT "flight_quotes_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_quotes" ADD CONSTRAINT "flight_quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_search_results" ADD CONSTRAINT "flight_search_results_search_id_flight_searches_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."flight_searches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_searches" ADD CONSTRAINT "flight_searches_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_searches" ADD CONSTRAINT "flight_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "airports_city_idx" ON "airports" USING btree ("city_code");--> statement-breakpoint
CREATE INDEX "flight_order_events_order_idx" ON "flight_order_events" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "flight_order_passengers_order_idx" ON "flight_order_passengers" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "flight_order_passengers_ticket_idx" ON "flight_order_passengers" USING btree ("ticket_number");--> statement-breakpoint
CREATE INDEX "flight_order_segments_order_idx" ON "flight_order_segments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "flight_order_segments_flight_idx" ON "flight_order_segments" USING btree ("carrier","flight_number");--> statement-breakpoint
CREATE UNIQUE INDEX "flight_orders_no_uq" ON "flight_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "flight_orders_agency_idx" ON "flight_orders" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "flight_orders_status_idx" ON "flight_orders" USING btree ("agency_id","status");--> statement-breakpoint
CREATE INDEX "flight_orders_pnr_idx" ON "flight_orders" USING btree ("pnr");--> statement-breakpoint
CREATE INDEX "flight_quotes_search_idx" ON "flight_quotes" USING btree ("search_id");--> statement-breakpoint
CREATE UNIQUE INDEX "flight_search_results_uq" ON "flight_search_results" USING btree ("search_id","supplier");--> statement-breakpoint
CREATE INDEX "flight_searches_agency_idx" ON "flight_searches" USING btree ("agency_id","created_at");