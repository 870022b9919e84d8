CREATE TABLE "agency_daily_activity" (
	"agency_id" integer NOT NULL,
	"day" date NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "agency_daily_activity_agency_id_day_pk" PRIMARY KEY("agency_id","day")
);
--> statement-breakpoint
CREATE TABLE "agency_logos" (
	"agency_id" integer PRIMARY KEY NOT NULL,
	"mime" varchar(32) NOT NULL,
	"data" text NOT NULL,
	"sha" varchar(64) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"airline" varchar(2) NOT NULL,
	"number" varchar(20) NOT NULL,
	"holder_name" varchar(128),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "often_used_passengers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"passenger" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "path" varchar(512) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "dedicated_service" varchar(256);--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "extra_info" text;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "address" varchar(256);--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "company_info" text;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "api_key_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "api_key_prefix" varchar(16);--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "api_key_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "flight_limits" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agency_daily_activity" ADD CONSTRAINT "agency_daily_activity_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_logos" ADD CONSTRAINT "agency_logos_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_cards" ADD CONSTRAINT "member_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "often_used_passengers" ADD CONSTRAINT "often_used_passengers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_cards_user_card_uq" ON "member_cards" USING btree ("user_id","airline","number");--> statement-breakpoint
CREATE INDEX "often_used_passengers_user_idx" ON "often_used_passengers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "agencies_path_idx" ON "agencies" USING btree ("path" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "agencies_api_key_uq" ON "agencies" USING btree ("api_key_hash");--> statement-breakpoint
CREATE INDEX "audit_agency_user_idx" ON "audit_log" USING btree ("agency_id","user_id","created_at");--> statement-breakpoint
-- Ancestry paths: every agency row knows '/<root>/.../<self>/' so "descendants of X" is one indexed prefix match.
CREATE FUNCTION agencies_set_path() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.path := COALESCE((SELECT a.path FROM agencies a WHERE a.id = NEW.parent_id), '/') || NEW.id || '/';
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER agencies_path_on_insert BEFORE INSERT ON agencies FOR EACH ROW EXECUTE FUNCTION agencies_set_path();--> statement-breakpoint
WITH RECURSIVE tree AS (
  SELECT id, '/' || id || '/' AS path FROM agencies WHERE parent_id IS NULL
  UNION ALL
  SELECT a.id, tree.path || a.id || '/' FROM agencies a JOIN tree ON a.parent_id = tree.id
)
UPDATE agencies SET path = tree.path FROM tree WHERE agencies.id = tree.id;
