CREATE TABLE "trade_terms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trade_terms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"term" text NOT NULL,
	"means" text NOT NULL,
	"term_key" text NOT NULL,
	"means_key" text NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"state" text DEFAULT 'proposed' NOT NULL,
	"merchant_id" integer,
	"proposed_by" integer,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_terms_kind_check" CHECK ("trade_terms"."kind" in ('bazaar', 'english', 'transliteration', 'spelling', 'abbreviation')),
	CONSTRAINT "trade_terms_state_check" CHECK ("trade_terms"."state" in ('approved', 'proposed', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "trade_terms" ADD CONSTRAINT "trade_terms_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_terms" ADD CONSTRAINT "trade_terms_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_terms" ADD CONSTRAINT "trade_terms_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trade_terms_pair_unique" ON "trade_terms" USING btree ("term_key","means_key");--> statement-breakpoint
CREATE INDEX "trade_terms_state_idx" ON "trade_terms" USING btree ("state","id");