CREATE TABLE "gateway_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" varchar(16) NOT NULL,
	"event_id" varchar(128) NOT NULL,
	"session" varchar(64),
	"payment_id" bigint,
	"reference" varchar(128),
	"amount" bigint,
	"currency" varchar(3),
	"result" varchar(16) NOT NULL,
	"detail" varchar(256),
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gateway_provider_state" (
	"provider" varchar(16) PRIMARY KEY NOT NULL,
	"last_notification_at" timestamp with time zone,
	"last_error" varchar(256),
	"last_error_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "gateway_refunds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_id" bigint NOT NULL,
	"provider" varchar(16) NOT NULL,
	"payment_reference" varchar(128) NOT NULL,
	"amount" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"hold_transfer_id" bigint NOT NULL,
	"payout_transfer_id" bigint,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"provider_refund_id" varchar(128),
	"error" varchar(256),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_refunds_status_ck" CHECK ("gateway_refunds"."status" IN ('pending', 'succeeded', 'failed')),
	CONSTRAINT "gateway_refunds_amount_ck" CHECK ("gateway_refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "reconciliation_differences" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" varchar(16) NOT NULL,
	"day" date NOT NULL,
	"kind" varchar(24) NOT NULL,
	"provider_reference" varchar(128),
	"transfer_id" bigint,
	"currency" varchar(3),
	"expected_amount" bigint,
	"provider_amount" bigint,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reconciliation_differences_kind_ck" CHECK ("reconciliation_differences"."kind" IN ('missing_ours', 'missing_provider', 'amount_mismatch', 'currency_mismatch', 'duplicate', 'fee_withheld'))
);
--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_kind_ck";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_checkout" varchar(128);--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_notifications_event_uq" ON "gateway_notifications" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "gateway_notifications_flagged_idx" ON "gateway_notifications" USING btree ("received_at") WHERE result = 'flagged';--> statement-breakpoint
CREATE INDEX "gateway_refunds_pending_idx" ON "gateway_refunds" USING btree ("created_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "reconciliation_differences_day_idx" ON "reconciliation_differences" USING btree ("day","provider");--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_kind_ck" CHECK ("ledger_transfers"."kind" IN ('top_up', 'payment', 'refund', 'void', 'reimbursement', 'reversal', 'deposit', 'payout', 'provider_fee'));