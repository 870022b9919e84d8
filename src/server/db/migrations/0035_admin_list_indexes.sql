DROP INDEX "audit_agency_idx";--> statement-breakpoint
DROP INDEX "audit_agency_user_idx";--> statement-breakpoint
DROP INDEX "ledger_entries_account_idx";--> statement-breakpoint
CREATE INDEX "audit_agency_action_idx" ON "audit_log" USING btree ("agency_id","action","created_at","id");--> statement-breakpoint
CREATE INDEX "users_live_email_idx" ON "users" USING btree ("agency_id","email","id") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "users_live_nickname_idx" ON "users" USING btree ("agency_id","nickname","id") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "users_live_status_idx" ON "users" USING btree ("agency_id","status","id") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "ledger_entries_account_amount_idx" ON "ledger_entries" USING btree ("account_id","amount","id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_type_idx" ON "ledger_transfers" USING btree (coalesce("business_type", "kind"),"created_at");--> statement-breakpoint
CREATE INDEX "audit_agency_idx" ON "audit_log" USING btree ("agency_id","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_agency_user_idx" ON "audit_log" USING btree ("agency_id","user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","created_at","id","amount");--> statement-breakpoint
-- Written by hand (drizzle's schema builder has no INCLUDE), as migration 0009's: the agencies list's
-- sorts by alias and by status over live agencies, carrying the scope's columns so that a page planned
-- once for any caller still walks the index in order instead of sorting the agencies it found.
CREATE INDEX IF NOT EXISTS "agencies_live_alias_idx" ON "agencies" USING btree ("alias", "id") INCLUDE ("is_platform", "path", "status") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "agencies_live_status_idx" ON "agencies" USING btree ("status", "id") INCLUDE ("is_platform", "path") WHERE "deleted_at" IS NULL;
