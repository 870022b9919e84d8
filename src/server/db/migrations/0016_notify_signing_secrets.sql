ALTER TABLE "agencies" ADD COLUMN "notify_secret" varchar(64);--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "notify_secret_previous" varchar(64);--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "notify_secret_previous_until" timestamp with time zone;