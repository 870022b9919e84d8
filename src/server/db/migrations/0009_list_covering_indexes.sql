-- Covering indexes over live rows for the agencies and users lists (written by hand: drizzle's
-- schema builder has no INCLUDE). The page's ids and the total come from index-only scans: the
-- scope and filter columns ride along, so no table row is read until the page's twenty.
CREATE INDEX IF NOT EXISTS "agencies_live_idx" ON "agencies" USING btree ("id") INCLUDE ("is_platform", "path", "status", "parent_id", "proxy_level") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "agencies_live_name_idx" ON "agencies" USING btree ("name", "id") INCLUDE ("is_platform", "path", "status") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "agencies_live_created_idx" ON "agencies" USING btree ("created_at", "id") INCLUDE ("is_platform", "path", "status") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "agencies_live_code_idx" ON "agencies" USING btree ("code", "id") INCLUDE ("is_platform", "path", "status") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_live_username_idx" ON "users" USING btree ("agency_id", "username", "id") INCLUDE ("status") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_live_created_idx" ON "users" USING btree ("agency_id", "created_at", "id") INCLUDE ("status") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
-- "Contains" filters (ILIKE '%text%') of the lists: trigram indexes instead of reading every row.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "agencies_name_trgm_idx" ON "agencies" USING gin ("name" gin_trgm_ops) WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "agencies_alias_trgm_idx" ON "agencies" USING gin ("alias" gin_trgm_ops) WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "agencies_code_trgm_idx" ON "agencies" USING gin ("code" gin_trgm_ops) WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_username_trgm_idx" ON "users" USING gin ("username" gin_trgm_ops) WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops) WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_nickname_trgm_idx" ON "users" USING gin ("nickname" gin_trgm_ops) WHERE "deleted_at" IS NULL;
