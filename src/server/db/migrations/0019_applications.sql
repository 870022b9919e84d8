CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"email" varchar(254) DEFAULT '' NOT NULL,
	"phone" varchar(32) DEFAULT '' NOT NULL,
	"country" varchar(2) NOT NULL,
	"company_name" varchar(128) DEFAULT '' NOT NULL,
	"company_address" varchar(256) DEFAULT '' NOT NULL,
	"website_url" varchar(256) DEFAULT '' NOT NULL,
	"others" text DEFAULT '' NOT NULL,
	"status" varchar(12) DEFAULT 'new' NOT NULL,
	"owner_id" integer,
	"notes" text DEFAULT '' NOT NULL,
	"suspected_spam" boolean DEFAULT false NOT NULL,
	"agency_id" integer,
	"ip" varchar(64),
	"language" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_status_ck" CHECK ("applications"."status" IN ('new', 'contacted', 'converted', 'closed')),
	CONSTRAINT "applications_contact_ck" CHECK ("applications"."email" <> '' OR "applications"."phone" <> '')
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_status_idx" ON "applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "applications_created_idx" ON "applications" USING btree ("created_at");