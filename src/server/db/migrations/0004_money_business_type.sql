ALTER TABLE "ledger_transfers" ADD COLUMN "business_type" varchar(16);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "business_type" varchar(16) DEFAULT 'flight_origin' NOT NULL;