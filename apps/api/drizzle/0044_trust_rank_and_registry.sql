CREATE TABLE "merchant_registry_checks" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"national_id" text NOT NULL,
	"economic_code" text,
	"outcome" text NOT NULL,
	"registered_name" text,
	"economic_code_matched" text,
	"checked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "merchant_registry_checks_outcome" CHECK ("merchant_registry_checks"."outcome" in ('active', 'inactive', 'not_found')),
	CONSTRAINT "merchant_registry_checks_economic" CHECK ("merchant_registry_checks"."economic_code_matched" in ('yes', 'no'))
);
--> statement-breakpoint
ALTER TABLE "supplier_products" ADD COLUMN "trust_rank" real DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The supplier's trust score copied onto its products (decision 051), so the default listing order walks an index.
UPDATE "supplier_products" p SET "trust_rank" = s.score
  FROM (SELECT id, bz_trust_rank(id) AS score FROM merchants) s
  WHERE s.id = p.merchant_id AND p.trust_rank <> s.score;--> statement-breakpoint
ALTER TABLE "merchant_bank_accounts" ADD COLUMN "holder_check" text;--> statement-breakpoint
ALTER TABLE "merchant_bank_accounts" ADD COLUMN "holder_found" text;--> statement-breakpoint
ALTER TABLE "merchant_bank_accounts" ADD COLUMN "holder_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "merchant_registry_checks" ADD CONSTRAINT "merchant_registry_checks_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_products_family_relevance_idx" ON "supplier_products" USING btree (("category_path"[2]),(2 * "trust_rank" + ln(1 + "visit_count"::float8)) desc,"id" desc) WHERE "supplier_products"."status" = 'published';--> statement-breakpoint
CREATE INDEX "supplier_products_type_relevance_idx" ON "supplier_products" USING btree ("category_type",(2 * "trust_rank" + ln(1 + "visit_count"::float8)) desc,"id" desc) WHERE "supplier_products"."status" = 'published';--> statement-breakpoint
ALTER TABLE "merchant_bank_accounts" ADD CONSTRAINT "merchant_bank_accounts_holder_check" CHECK ("merchant_bank_accounts"."holder_check" in ('matched', 'mismatch'));--> statement-breakpoint
-- Every writer of a product (the editor, spreadsheets, the seeds) gets its supplier's current score; the trust job
-- refreshes the products of a supplier whose score changed.
CREATE FUNCTION "bz_product_trust_rank"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.trust_rank := bz_trust_rank(NEW.merchant_id);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "supplier_products_trust_rank" BEFORE INSERT OR UPDATE OF merchant_id ON "supplier_products"
  FOR EACH ROW EXECUTE FUNCTION bz_product_trust_rank();
