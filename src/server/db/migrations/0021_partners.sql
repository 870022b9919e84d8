CREATE TABLE "partner_integrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"key_id" varchar(40) NOT NULL,
	"secret" varchar(80) NOT NULL,
	"secret_previous" varchar(80),
	"secret_previous_until" timestamp with time zone,
	"role" varchar(16) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_signatures" (
	"signature" varchar(64) PRIMARY KEY NOT NULL,
	"integration_id" integer NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"integration_id" integer NOT NULL,
	"partner_user_id" varchar(128) NOT NULL,
	"user_id" integer NOT NULL,
	"open_id" varchar(128),
	"user_level" integer DEFAULT -1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_entry_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_integrations" ADD CONSTRAINT "partner_integrations_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_signatures" ADD CONSTRAINT "partner_signatures_integration_id_partner_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."partner_integrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_users" ADD CONSTRAINT "partner_users_integration_id_partner_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."partner_integrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_users" ADD CONSTRAINT "partner_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_integrations_key_uq" ON "partner_integrations" USING btree ("key_id");--> statement-breakpoint
CREATE INDEX "partner_integrations_agency_idx" ON "partner_integrations" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "partner_signatures_used_idx" ON "partner_signatures" USING btree ("used_at");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_users_partner_uq" ON "partner_users" USING btree ("integration_id","partner_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_users_user_uq" ON "partner_users" USING btree ("user_id");