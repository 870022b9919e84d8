CREATE TABLE "chat_conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer,
	"visitor_name" varchar(64),
	"visitor_email" varchar(254),
	"visitor_token_hash" varchar(64),
	"client_user_id" integer,
	"assigned_to" integer,
	"status" varchar(8) DEFAULT 'open' NOT NULL,
	"unread_for_staff" integer DEFAULT 0 NOT NULL,
	"unread_for_client" integer DEFAULT 0 NOT NULL,
	"client_streams" integer DEFAULT 0 NOT NULL,
	"client_present_until" timestamp with time zone,
	"language" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_conversations_status_ck" CHECK ("chat_conversations"."status" IN ('open', 'closed')),
	CONSTRAINT "chat_conversations_party_ck" CHECK (("chat_conversations"."agency_id" IS NULL) <> ("chat_conversations"."visitor_token_hash" IS NULL)),
	CONSTRAINT "chat_conversations_unread_ck" CHECK ("chat_conversations"."unread_for_staff" >= 0 AND "chat_conversations"."unread_for_client" >= 0 AND "chat_conversations"."client_streams" >= 0)
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"author_kind" varchar(8) NOT NULL,
	"author_id" integer,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_author_ck" CHECK ("chat_messages"."author_kind" IN ('agency', 'visitor', 'staff')),
	CONSTRAINT "chat_messages_text_ck" CHECK (char_length("chat_messages"."text") BETWEEN 1 AND 2000)
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_client_user_id_users_id_fk" FOREIGN KEY ("client_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_agency_uq" ON "chat_conversations" USING btree ("agency_id") WHERE "chat_conversations"."agency_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "chat_conversations_inbox_idx" ON "chat_conversations" USING btree ("status","last_message_at");--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_idx" ON "chat_messages" USING btree ("conversation_id","id");