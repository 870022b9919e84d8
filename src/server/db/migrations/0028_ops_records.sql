CREATE TABLE "ledger_checks" (
	"day" date PRIMARY KEY NOT NULL,
	"status" varchar(8) DEFAULT 'running' NOT NULL,
	"results" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"violations" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "ledger_checks_status_ck" CHECK ("ledger_checks"."status" IN ('running', 'passed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "ops_alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"subject" varchar(128) NOT NULL,
	"detail" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp with time zone,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ops_alerts_open_uq" ON "ops_alerts" USING btree ("kind","subject") WHERE resolved_at IS NULL;