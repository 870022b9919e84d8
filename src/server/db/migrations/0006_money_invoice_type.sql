ALTER TABLE "ledger_transfers" ADD COLUMN "invoice_type" varchar(16);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "invoice_type" varchar(16);