CREATE TABLE "group_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"from_status" varchar(24),
	"to_status" varchar(24) NOT NULL,
	"action" varchar(24) NOT NULL,
	"actor" varchar(8) NOT NULL,
	"user_id" integer,
	"note" varchar(500),
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_instalments" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"amount" bigint NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"payment_id" bigint,
	CONSTRAINT "group_instalments_kind_ck" CHECK ("group_instalments"."kind" IN ('deposit', 'final')),
	CONSTRAINT "group_instalments_amount_ck" CHECK ("group_instalments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "group_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(24) NOT NULL,
	"agency_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(24) NOT NULL,
	"request" jsonb NOT NULL,
	"adults" integer NOT NULL,
	"children" integer NOT NULL,
	"infants" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"quote" jsonb,
	"quote_deadline" timestamp with time zone,
	"total_amount" bigint,
	"deposits" integer DEFAULT 0 NOT NULL,
	"review" varchar(12),
	"pnr" varchar(16),
	"forfeited_amount" bigint DEFAULT 0 NOT NULL,
	"passengers_confirmed_at" timestamp with time zone,
	"issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_orders_status_ck" CHECK ("group_orders"."status" IN ('to_be_quote', 'to_be_confirm', 'to_be_apply_seat', 'seat_applying', 'to_be_pay_first',
      'to_be_pay_second', 'to_be_pay_third', 'to_be_paid_last_money', 'proceeding', 'issued', 'failed', 'canceled', 'closed')),
	CONSTRAINT "group_orders_counts_ck" CHECK ("group_orders"."adults" >= 0 AND "group_orders"."children" >= 0 AND "group_orders"."infants" >= 0 AND "group_orders"."adults" + "group_orders"."children" + "group_orders"."infants" >= 10),
	CONSTRAINT "group_orders_deposits_ck" CHECK ("group_orders"."deposits" BETWEEN 0 AND 3),
	CONSTRAINT "group_orders_review_ck" CHECK ("group_orders"."review" IS NULL OR "group_orders"."review" IN ('pending', 'approved'))
);
--> statement-breakpoint
CREATE TABLE "group_passengers" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"type" varchar(8) NOT NULL,
	"surname" varchar(64) NOT NULL,
	"given_names" varchar(64) NOT NULL,
	"gender" varchar(8) NOT NULL,
	"birthday" varchar(10) NOT NULL,
	"nationality" varchar(2) NOT NULL,
	"document_type" varchar(40) NOT NULL,
	"document_number" varchar(32) NOT NULL,
	"document_expiry" varchar(10) NOT NULL,
	"phone" varchar(24),
	"email" varchar(254),
	"ticket_number" varchar(16)
);
--> statement-breakpoint
ALTER TABLE "group_events" ADD CONSTRAINT "group_events_group_id_group_orders_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."group_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_instalments" ADD CONSTRAINT "group_instalments_group_id_group_orders_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."group_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_orders" ADD CONSTRAINT "group_orders_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_orders" ADD CONSTRAINT "group_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_passengers" ADD CONSTRAINT "group_passengers_group_id_group_orders_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."group_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_events_group_idx" ON "group_events" USING btree ("group_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_instalments_seq_uq" ON "group_instalments" USING btree ("group_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "group_orders_no_uq" ON "group_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "group_orders_agency_idx" ON "group_orders" USING btree ("agency_id","status","created_at");--> statement-breakpoint
CREATE INDEX "group_orders_status_idx" ON "group_orders" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "group_passengers_seq_uq" ON "group_passengers" USING btree ("group_id","seq");