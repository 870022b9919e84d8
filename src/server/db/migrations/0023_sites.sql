CREATE TABLE "site_domains" (
	"domain" varchar(253) PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_images" (
	"site_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"mime" varchar(32) NOT NULL,
	"data" text NOT NULL,
	"sha" varchar(64) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"name" varchar(100) NOT NULL,
	"short_name" varchar(40) NOT NULL,
	"chinese_name" varchar(100) NOT NULL,
	"chinese_short_name" varchar(40) NOT NULL,
	"type" varchar(16) DEFAULT 'client' NOT NULL,
	"date_format" varchar(16) DEFAULT 'yyyy-MM-dd' NOT NULL,
	"default_currency" varchar(3) DEFAULT 'CNY' NOT NULL,
	"default_language" varchar(8) DEFAULT 'zh-cn' NOT NULL,
	"currencies" jsonb NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"white_logo" text DEFAULT '' NOT NULL,
	"favicon" text DEFAULT '' NOT NULL,
	"is_icp" boolean DEFAULT false NOT NULL,
	"icp_code" varchar(64) DEFAULT '' NOT NULL,
	"is_network_security" boolean DEFAULT false NOT NULL,
	"network_security_code" varchar(64) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The one global site info (the defaults, overridden by site_settings' 'site' row) becomes the default site.
INSERT INTO "sites" ("is_default", "name", "short_name", "chinese_name", "chinese_short_name", "type", "date_format", "default_currency", "default_language", "currencies", "logo", "white_logo", "favicon", "is_icp", "icp_code", "is_network_security", "network_security_code")
SELECT true,
	COALESCE(v->>'name', 'Tessera Travel Platform'),
	COALESCE(v->>'shortName', 'Tessera'),
	COALESCE(v->>'chineseName', '泰瑟拉旅行平台'),
	COALESCE(v->>'chineseShortName', '泰瑟拉'),
	COALESCE(v->>'type', 'client'),
	COALESCE(v->>'dateFormat', 'yyyy-MM-dd'),
	COALESCE(v->>'defaultCurrency', 'CNY'),
	COALESCE(v->>'defaultLanguage', 'zh-cn'),
	COALESCE(v->'currencies', '["CNY","USD","EUR","HKD","JPY","GBP","AUD","CAD","THB","SGD","CHF","DKK","MOP","MYR","NOK","NZD","PHP","RUB","SEK","TWD","KRW","ZAR","ILS"]'::jsonb),
	COALESCE(v->>'logo', '/logo.svg'),
	COALESCE(v->>'whiteLogo', '/logo-white.svg'),
	COALESCE(v->>'favicon', '/favicon.svg'),
	COALESCE((v->>'isIcp')::boolean, false),
	COALESCE(v->>'icpCode', ''),
	COALESCE((v->>'isNetworkSecurity')::boolean, false),
	COALESCE(v->>'networkSecurityCode', '')
FROM (SELECT (SELECT "value" FROM "site_settings" WHERE "key" = 'site') AS v) AS overrides;--> statement-breakpoint
ALTER TABLE "site_settings" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "site_settings" CASCADE;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "site_id" integer;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "special" jsonb;--> statement-breakpoint
ALTER TABLE "site_domains" ADD CONSTRAINT "site_domains_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_images" ADD CONSTRAINT "site_images_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_domains_site_idx" ON "site_domains" USING btree ("site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "site_images_uq" ON "site_images" USING btree ("site_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "sites_default_uq" ON "sites" USING btree ("is_default") WHERE "sites"."is_default";--> statement-breakpoint
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;