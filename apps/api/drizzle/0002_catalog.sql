CREATE TYPE "public"."product_status" AS ENUM('draft', 'published', 'archived');--> statement-breakpoint
CREATE TYPE "public"."property_type" AS ENUM('number', 'range', 'option', 'boolean', 'text');--> statement-breakpoint
CREATE TABLE "base_product_values" (
	"base_product_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"value" double precision,
	"max_value" double precision,
	"unit_id" integer,
	"base_value" double precision,
	"base_max_value" double precision,
	"option_key" text,
	"bool_value" boolean,
	"text_value" text,
	CONSTRAINT "base_product_values_base_product_id_property_id_pk" PRIMARY KEY("base_product_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "base_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "base_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"latin_name" text,
	"description" text DEFAULT '' NOT NULL,
	"sales_unit" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "base_products_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "category_properties" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "category_properties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"type" "property_type" NOT NULL,
	"quantity_id" integer,
	"default_unit_id" integer,
	"filterable" boolean DEFAULT false NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hint" text,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "category_properties_category_key_unique" UNIQUE("category_id","key")
);
--> statement-breakpoint
CREATE TABLE "measurement_quantities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "measurement_quantities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "measurement_quantities_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "supplier_product_values" (
	"product_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"value" double precision,
	"max_value" double precision,
	"unit_id" integer,
	"base_value" double precision,
	"base_max_value" double precision,
	"option_key" text,
	"bool_value" boolean,
	"text_value" text,
	CONSTRAINT "supplier_product_values_product_id_property_id_pk" PRIMARY KEY("product_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "supplier_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"base_product_id" integer,
	"category_id" integer NOT NULL,
	"category_type" "category_type" NOT NULL,
	"category_path" integer[] NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"images" text[] DEFAULT '{}' NOT NULL,
	"price_rials" bigint,
	"min_order_quantity" double precision,
	"sales_unit" text NOT NULL,
	"lead_time_days" smallint,
	"catalog_file_id" text,
	"status" "product_status" DEFAULT 'draft' NOT NULL,
	"visit_count" bigint DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_products_merchant_title_unique" UNIQUE("merchant_id","title")
);
--> statement-breakpoint
CREATE TABLE "units_of_measurement" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "units_of_measurement_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quantity_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"symbol" text NOT NULL,
	"factor" double precision NOT NULL,
	"offset" double precision DEFAULT 0 NOT NULL,
	"is_base" boolean DEFAULT false NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"search_key" text NOT NULL,
	CONSTRAINT "units_of_measurement_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_user_id" integer,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "base_product_values" ADD CONSTRAINT "base_product_values_base_product_id_base_products_id_fk" FOREIGN KEY ("base_product_id") REFERENCES "public"."base_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "base_product_values" ADD CONSTRAINT "base_product_values_property_id_category_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."category_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "base_product_values" ADD CONSTRAINT "base_product_values_unit_id_units_of_measurement_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units_of_measurement"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "base_products" ADD CONSTRAINT "base_products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_properties" ADD CONSTRAINT "category_properties_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_properties" ADD CONSTRAINT "category_properties_quantity_id_measurement_quantities_id_fk" FOREIGN KEY ("quantity_id") REFERENCES "public"."measurement_quantities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_properties" ADD CONSTRAINT "category_properties_default_unit_id_units_of_measurement_id_fk" FOREIGN KEY ("default_unit_id") REFERENCES "public"."units_of_measurement"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_product_values" ADD CONSTRAINT "supplier_product_values_product_id_supplier_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."supplier_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_product_values" ADD CONSTRAINT "supplier_product_values_property_id_category_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."category_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_product_values" ADD CONSTRAINT "supplier_product_values_unit_id_units_of_measurement_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units_of_measurement"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_products" ADD CONSTRAINT "supplier_products_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_products" ADD CONSTRAINT "supplier_products_base_product_id_base_products_id_fk" FOREIGN KEY ("base_product_id") REFERENCES "public"."base_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_products" ADD CONSTRAINT "supplier_products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units_of_measurement" ADD CONSTRAINT "units_of_measurement_quantity_id_measurement_quantities_id_fk" FOREIGN KEY ("quantity_id") REFERENCES "public"."measurement_quantities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "base_products_category_idx" ON "base_products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "spv_numeric_idx" ON "supplier_product_values" USING btree ("property_id","base_value","product_id");--> statement-breakpoint
CREATE INDEX "spv_range_idx" ON "supplier_product_values" USING btree ("property_id","base_max_value","product_id");--> statement-breakpoint
CREATE INDEX "spv_option_idx" ON "supplier_product_values" USING btree ("property_id","option_key","product_id");--> statement-breakpoint
CREATE INDEX "spv_bool_idx" ON "supplier_product_values" USING btree ("property_id","bool_value","product_id");--> statement-breakpoint
CREATE INDEX "supplier_products_path_idx" ON "supplier_products" USING gin ("category_path");--> statement-breakpoint
CREATE INDEX "supplier_products_merchant_idx" ON "supplier_products" USING btree ("merchant_id","status");--> statement-breakpoint
CREATE INDEX "supplier_products_base_idx" ON "supplier_products" USING btree ("base_product_id");--> statement-breakpoint
CREATE INDEX "supplier_products_type_created_idx" ON "supplier_products" USING btree ("category_type","created_at");--> statement-breakpoint
CREATE INDEX "supplier_products_price_idx" ON "supplier_products" USING btree ("price_rials");--> statement-breakpoint
CREATE INDEX "units_quantity_idx" ON "units_of_measurement" USING btree ("quantity_id");