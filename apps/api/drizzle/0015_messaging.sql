CREATE TYPE "public"."conversation_side" AS ENUM('buyer', 'merchant');--> statement-breakpoint
CREATE TYPE "public"."conversation_subject_type" AS ENUM('product', 'supplier', 'tradeRequest');--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conversations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"buyer_user_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"subject_type" "conversation_subject_type" NOT NULL,
	"subject_id" integer NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"buyer_read_id" integer DEFAULT 0 NOT NULL,
	"merchant_read_id" integer DEFAULT 0 NOT NULL,
	"blocked_by" "conversation_side",
	"blocked_at" timestamp with time zone,
	"reported_at" timestamp with time zone,
	"reported_by" integer,
	"reported_by_side" "conversation_side",
	"report_reason" text,
	"buyer_reminded_at" timestamp with time zone,
	"merchant_reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"conversation_id" integer NOT NULL,
	"side" "conversation_side" NOT NULL,
	"author_user_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "messages_body_length" CHECK (char_length("messages"."body") <= 4000)
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_once" ON "conversations" USING btree ("buyer_user_id","merchant_id","subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "conversations_buyer" ON "conversations" USING btree ("buyer_user_id","last_activity_at");--> statement-breakpoint
CREATE INDEX "conversations_merchant" ON "conversations" USING btree ("merchant_id","last_activity_at");--> statement-breakpoint
CREATE INDEX "messages_thread" ON "messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "messages_author" ON "messages" USING btree ("author_user_id","id");