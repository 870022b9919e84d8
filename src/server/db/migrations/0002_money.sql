CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" varchar(255) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"agency_id" integer,
	"currency" varchar(3) NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"held" bigint DEFAULT 0 NOT NULL,
	"credit_limit" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_id_currency_uq" UNIQUE("id","currency"),
	CONSTRAINT "ledger_accounts_kind_ck" CHECK ("ledger_accounts"."kind" IN ('agency', 'outside', 'supplier', 'fee', 'gateway')),
	CONSTRAINT "ledger_accounts_owner_ck" CHECK (("ledger_accounts"."kind" = 'agency') = ("ledger_accounts"."agency_id" IS NOT NULL)),
	CONSTRAINT "ledger_accounts_spend_limit_ck" CHECK ("ledger_accounts"."kind" <> 'agency' OR "ledger_accounts"."balance" - "ledger_accounts"."held" >= -"ledger_accounts"."credit_limit"),
	CONSTRAINT "ledger_accounts_held_ck" CHECK ("ledger_accounts"."held" >= 0),
	CONSTRAINT "ledger_accounts_credit_ck" CHECK ("ledger_accounts"."credit_limit" >= 0),
	CONSTRAINT "ledger_accounts_system_cache_ck" CHECK ("ledger_accounts"."kind" = 'agency' OR ("ledger_accounts"."balance" = 0 AND "ledger_accounts"."held" = 0 AND "ledger_accounts"."credit_limit" = 0))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transfer_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_ck" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"status" varchar(8) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"amount" bigint NOT NULL,
	"debit_account_id" bigint NOT NULL,
	"credit_account_id" bigint NOT NULL,
	"agency_id" integer,
	"order_ref" varchar(64),
	"payment_method" varchar(24),
	"reference" varchar(128),
	"description" varchar(256),
	"remark" varchar(512),
	"received_amount" bigint,
	"received_currency" varchar(3),
	"rate" varchar(32),
	"fee_percent" varchar(16),
	"fee_amount" bigint DEFAULT 0 NOT NULL,
	"reverses_transfer_id" bigint,
	"expires_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transfers_id_currency_uq" UNIQUE("id","currency"),
	CONSTRAINT "ledger_transfers_kind_ck" CHECK ("ledger_transfers"."kind" IN ('top_up', 'payment', 'refund', 'void', 'reimbursement', 'reversal', 'deposit')),
	CONSTRAINT "ledger_transfers_status_ck" CHECK ("ledger_transfers"."status" IN ('pending', 'posted', 'voided')),
	CONSTRAINT "ledger_transfers_amount_ck" CHECK ("ledger_transfers"."amount" > 0 AND "ledger_transfers"."fee_amount" >= 0),
	CONSTRAINT "ledger_transfers_accounts_ck" CHECK ("ledger_transfers"."debit_account_id" <> "ledger_transfers"."credit_account_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"order_ref" varchar(64) NOT NULL,
	"part" varchar(32) DEFAULT 'full' NOT NULL,
	"amount" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"channel" varchar(24),
	"status" varchar(12) NOT NULL,
	"hold_transfer_id" bigint,
	"refunded_amount" bigint DEFAULT 0 NOT NULL,
	"gateway_session" varchar(64),
	"failure_reason" varchar(256),
	"description" varchar(256),
	"expires_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_status_ck" CHECK ("payments"."status" IN ('unpaid', 'awaiting', 'held', 'paid', 'failed', 'expired', 'voided')),
	CONSTRAINT "payments_amount_ck" CHECK ("payments"."amount" > 0 AND "payments"."refunded_amount" >= 0 AND "payments"."refunded_amount" <= "payments"."amount")
);
--> statement-breakpoint
CREATE TABLE "statements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"account_id" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"period_unit" varchar(8) NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"cutoff_at" timestamp with time zone NOT NULL,
	"opening_balance" bigint NOT NULL,
	"total_credits" bigint NOT NULL,
	"total_debits" bigint NOT NULL,
	"closing_balance" bigint NOT NULL,
	"amount_due" bigint NOT NULL,
	"credit_limit" bigint NOT NULL,
	"entry_count" integer NOT NULL,
	"source" varchar(12) NOT NULL,
	"generated_by" integer,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text,
	CONSTRAINT "statements_source_ck" CHECK ("statements"."source" IN ('scheduled', 'manual'))
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_fk" FOREIGN KEY ("account_id","currency") REFERENCES "public"."ledger_accounts"("id","currency") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transfer_fk" FOREIGN KEY ("transfer_id","currency") REFERENCES "public"."ledger_transfers"("id","currency") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_debit_fk" FOREIGN KEY ("debit_account_id","currency") REFERENCES "public"."ledger_accounts"("id","currency") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_credit_fk" FOREIGN KEY ("credit_account_id","currency") REFERENCES "public"."ledger_accounts"("id","currency") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_wallet_uq" ON "ledger_accounts" USING btree ("agency_id","currency") WHERE kind = 'agency';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_system_uq" ON "ledger_accounts" USING btree ("kind","currency") WHERE agency_id IS NULL;--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","created_at","amount");--> statement-breakpoint
CREATE INDEX "ledger_entries_transfer_idx" ON "ledger_entries" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_order_idx" ON "ledger_transfers" USING btree ("order_ref");--> statement-breakpoint
CREATE INDEX "ledger_transfers_pending_idx" ON "ledger_transfers" USING btree ("expires_at") WHERE status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_reversal_uq" ON "ledger_transfers" USING btree ("reverses_transfer_id") WHERE kind = 'reversal';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_live_part_uq" ON "payments" USING btree ("order_ref","part") WHERE status IN ('unpaid', 'awaiting', 'held', 'paid');--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_session_uq" ON "payments" USING btree ("gateway_session");--> statement-breakpoint
CREATE INDEX "payments_agency_idx" ON "payments" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "statements_period_uq" ON "statements" USING btree ("account_id","period_start","period_end");--> statement-breakpoint
CREATE INDEX "statements_agency_idx" ON "statements" USING btree ("agency_id","period_start");