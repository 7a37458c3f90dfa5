CREATE TYPE "public"."listing_report_reason" AS ENUM('wrong_info', 'misleading_price', 'prohibited_or_counterfeit', 'duplicate', 'inappropriate', 'other');--> statement-breakpoint
CREATE TYPE "public"."listing_report_state" AS ENUM('open', 'dismissed', 'unpublished');--> statement-breakpoint
CREATE TABLE "listing_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"reporter_user_id" integer NOT NULL,
	"reason" "listing_report_reason" NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"state" "listing_report_state" DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"resolution_note" text
);
--> statement-breakpoint
ALTER TABLE "supplier_products" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "supplier_products" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_product_id_supplier_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."supplier_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_reports_open_unique" ON "listing_reports" USING btree ("product_id","reporter_user_id") WHERE "listing_reports"."state" = 'open';--> statement-breakpoint
CREATE INDEX "listing_reports_state_idx" ON "listing_reports" USING btree ("state","product_id");