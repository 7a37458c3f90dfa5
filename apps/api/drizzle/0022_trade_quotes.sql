CREATE TYPE "public"."trade_quote_status" AS ENUM('active', 'withdrawn', 'accepted', 'not_chosen');--> statement-breakpoint
ALTER TYPE "public"."trade_action" ADD VALUE 'open_to_quotes';--> statement-breakpoint
ALTER TYPE "public"."trade_action" ADD VALUE 'accept_quote';--> statement-breakpoint
ALTER TYPE "public"."trade_action" ADD VALUE 'quote';--> statement-breakpoint
ALTER TYPE "public"."trade_action" ADD VALUE 'revise_quote';--> statement-breakpoint
ALTER TYPE "public"."trade_action" ADD VALUE 'withdraw_quote';--> statement-breakpoint
ALTER TYPE "public"."trade_request_state" ADD VALUE 'open_for_quotes';--> statement-breakpoint
CREATE TABLE "trade_quotes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trade_quotes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"trade_request_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"author_user_id" integer,
	"status" "trade_quote_status" DEFAULT 'active' NOT NULL,
	"prices" jsonb NOT NULL,
	"lead_time_days" smallint NOT NULL,
	"valid_until" date NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trade_request_events" ADD COLUMN "merchant_id" integer;--> statement-breakpoint
ALTER TABLE "trade_requests" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "trade_requests" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trade_quotes" ADD CONSTRAINT "trade_quotes_trade_request_id_trade_requests_id_fk" FOREIGN KEY ("trade_request_id") REFERENCES "public"."trade_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_quotes" ADD CONSTRAINT "trade_quotes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_quotes" ADD CONSTRAINT "trade_quotes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trade_quotes_one_per_merchant" ON "trade_quotes" USING btree ("trade_request_id","merchant_id");--> statement-breakpoint
CREATE INDEX "trade_quotes_merchant_month" ON "trade_quotes" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "trade_requests_open" ON "trade_requests" USING btree ("category_id","state");