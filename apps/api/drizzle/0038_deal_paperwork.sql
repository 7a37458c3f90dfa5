CREATE TYPE "public"."document_kind" AS ENUM('proforma', 'invoice');--> statement-breakpoint
CREATE TYPE "public"."invoice_type" AS ENUM('original', 'corrective', 'cancelling', 'return');--> statement-breakpoint
CREATE TABLE "document_counters" (
	"merchant_id" integer NOT NULL,
	"kind" "document_kind" NOT NULL,
	"jalali_year" smallint NOT NULL,
	"last_serial" integer NOT NULL,
	CONSTRAINT "document_counters_merchant_id_kind_jalali_year_pk" PRIMARY KEY("merchant_id","kind","jalali_year")
);
--> statement-breakpoint
CREATE TABLE "merchant_legal_identities" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"legal_name" text NOT NULL,
	"national_id" text NOT NULL,
	"economic_code" text,
	"registration_number" text,
	"postal_code" text NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trade_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" "document_kind" NOT NULL,
	"invoice_type" "invoice_type",
	"merchant_id" integer NOT NULL,
	"buyer_user_id" integer NOT NULL,
	"trade_request_id" integer NOT NULL,
	"quote_id" integer,
	"jalali_year" smallint NOT NULL,
	"serial" integer NOT NULL,
	"number" text NOT NULL,
	"source_key" text NOT NULL,
	"references_document_id" integer,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"goods_rials" bigint NOT NULL,
	"discount_rials" bigint DEFAULT 0 NOT NULL,
	"shipping_rials" bigint DEFAULT 0 NOT NULL,
	"vat_basis_points" integer NOT NULL,
	"vat_rials" bigint NOT NULL,
	"total_rials" bigint NOT NULL,
	"total_in_words" text NOT NULL,
	"valid_until" date,
	"payment_terms" text DEFAULT '' NOT NULL,
	"delivery_terms" text DEFAULT '' NOT NULL,
	"purchase_order_number" text,
	"note" text DEFAULT '' NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_documents_number" UNIQUE("merchant_id","kind","jalali_year","serial"),
	CONSTRAINT "trade_documents_total" CHECK ("trade_documents"."total_rials" = "trade_documents"."goods_rials" - "trade_documents"."discount_rials" + "trade_documents"."shipping_rials" + "trade_documents"."vat_rials"),
	CONSTRAINT "trade_documents_invoice_type" CHECK (("trade_documents"."kind" = 'invoice') = ("trade_documents"."invoice_type" is not null))
);
--> statement-breakpoint
ALTER TABLE "buyer_companies" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "buyer_companies" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "membership_plans" ADD COLUMN "invoice_on" text DEFAULT 'paid' NOT NULL;--> statement-breakpoint
ALTER TABLE "document_counters" ADD CONSTRAINT "document_counters_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_legal_identities" ADD CONSTRAINT "merchant_legal_identities_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_documents" ADD CONSTRAINT "trade_documents_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_documents" ADD CONSTRAINT "trade_documents_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_documents" ADD CONSTRAINT "trade_documents_trade_request_id_trade_requests_id_fk" FOREIGN KEY ("trade_request_id") REFERENCES "public"."trade_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trade_documents_source" ON "trade_documents" USING btree ("source_key");--> statement-breakpoint
CREATE UNIQUE INDEX "trade_documents_one_original" ON "trade_documents" USING btree ("trade_request_id") WHERE "trade_documents"."invoice_type" = 'original';--> statement-breakpoint
CREATE INDEX "trade_documents_merchant" ON "trade_documents" USING btree ("merchant_id","kind","issued_at");--> statement-breakpoint
CREATE INDEX "trade_documents_buyer" ON "trade_documents" USING btree ("buyer_user_id","kind","issued_at");--> statement-breakpoint
CREATE INDEX "trade_documents_request" ON "trade_documents" USING btree ("trade_request_id","kind");--> statement-breakpoint
CREATE INDEX "trade_documents_references" ON "trade_documents" USING btree ("references_document_id");--> statement-breakpoint
-- A document is written once (issue 31): a correction is a new invoice referencing the original.
CREATE FUNCTION "trade_documents_never_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'trade_documents are never changed after issue (document %)', OLD.id USING ERRCODE = 'check_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "trade_documents_never_change" BEFORE UPDATE OR DELETE ON "trade_documents"
  FOR EACH ROW EXECUTE FUNCTION "trade_documents_never_change"();
