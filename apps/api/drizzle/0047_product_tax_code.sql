-- شناسه کالا/خدمت of the tax system on supplier products (issue 31, decision 050): 13 Latin digits or null.
ALTER TABLE "supplier_products" ADD COLUMN "tax_code" text;--> statement-breakpoint
ALTER TABLE "supplier_products" ADD CONSTRAINT "supplier_products_tax_code_digits" CHECK ("supplier_products"."tax_code" is null or "supplier_products"."tax_code" ~ '^[0-9]{13}$');