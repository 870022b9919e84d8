CREATE TABLE "train_order_status_counts" (
	"agency_id" integer NOT NULL,
	"type" varchar(8) NOT NULL,
	"status" varchar(24) NOT NULL,
	"cnt" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "train_order_status_counts_agency_id_type_status_pk" PRIMARY KEY("agency_id","type","status")
);
--> statement-breakpoint
CREATE INDEX "train_orders_journeys_idx" ON "train_orders" USING gin ("journeys" jsonb_path_ops);