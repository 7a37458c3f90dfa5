CREATE TYPE "public"."delegation_kind" AS ENUM('representative', 'agency', 'distributor');--> statement-breakpoint
CREATE TYPE "public"."merchant_status" AS ENUM('pending', 'confirmed', 'suspended');--> statement-breakpoint
CREATE TYPE "public"."staff_size" AS ENUM('1-10', '11-50', '51-200', '201-500', '500+');--> statement-breakpoint
CREATE TYPE "public"."verification_level" AS ENUM('none', 'identity', 'documents', 'site_visit');--> statement-breakpoint
CREATE TABLE "cities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"province_id" integer NOT NULL,
	"name" text NOT NULL,
	"latin_name" text NOT NULL,
	"is_capital" boolean DEFAULT false NOT NULL,
	"search_key" text NOT NULL,
	CONSTRAINT "cities_province_name_unique" UNIQUE("province_id","name")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "countries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"alpha2" text NOT NULL,
	"alpha3" text NOT NULL,
	"numeric_code" text NOT NULL,
	"name" text NOT NULL,
	"latin_name" text NOT NULL,
	"calling_code" text,
	"search_key" text NOT NULL,
	CONSTRAINT "countries_alpha2_unique" UNIQUE("alpha2"),
	CONSTRAINT "countries_alpha3_unique" UNIQUE("alpha3")
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provinces_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"latin_name" text NOT NULL,
	"phone_prefix" text NOT NULL,
	"sort_order" smallint NOT NULL,
	"search_key" text NOT NULL,
	CONSTRAINT "provinces_code_unique" UNIQUE("code"),
	CONSTRAINT "provinces_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "urban_areas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "urban_areas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"city_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"district" smallint,
	"search_key" text NOT NULL,
	CONSTRAINT "urban_areas_city_name_unique" UNIQUE("city_id","name")
);
--> statement-breakpoint
CREATE TABLE "merchant_categories" (
	"merchant_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "merchant_categories_merchant_id_category_id_pk" PRIMARY KEY("merchant_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "merchant_delegations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "merchant_delegations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"kind" "delegation_kind" NOT NULL,
	"province_id" integer,
	"city_id" integer,
	"region" text DEFAULT '' NOT NULL,
	"phone" text,
	"mobile" text,
	"address" text,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "merchant_delegations_merchant_name_unique" UNIQUE("merchant_id","name")
);
--> statement-breakpoint
CREATE TABLE "merchant_sale_cities" (
	"merchant_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	CONSTRAINT "merchant_sale_cities_merchant_id_city_id_pk" PRIMARY KEY("merchant_id","city_id")
);
--> statement-breakpoint
CREATE TABLE "merchant_sale_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"min_order_note" text,
	"payment_terms" text[] DEFAULT '{}' NOT NULL,
	"nationwide_delivery" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "merchants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"slug" text NOT NULL,
	"latin_name" text,
	"status" "merchant_status" DEFAULT 'pending' NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"established_year" smallint,
	"staff_size" "staff_size",
	"category_types" "category_type"[] DEFAULT '{}' NOT NULL,
	"province_id" integer,
	"city_id" integer,
	"address" text,
	"phones" text[] DEFAULT '{}' NOT NULL,
	"mobile" text,
	"website" text,
	"email" text,
	"certificates" text[] DEFAULT '{}' NOT NULL,
	"verification_level" "verification_level" DEFAULT 'none' NOT NULL,
	"verified_at" timestamp with time zone,
	"logo_url" text,
	"cover_url" text,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchants_name_key_unique" UNIQUE("name_key")
);
--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "urban_areas" ADD CONSTRAINT "urban_areas_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_categories" ADD CONSTRAINT "merchant_categories_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_categories" ADD CONSTRAINT "merchant_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_delegations" ADD CONSTRAINT "merchant_delegations_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_delegations" ADD CONSTRAINT "merchant_delegations_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_delegations" ADD CONSTRAINT "merchant_delegations_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_sale_cities" ADD CONSTRAINT "merchant_sale_cities_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_sale_cities" ADD CONSTRAINT "merchant_sale_cities_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_sale_settings" ADD CONSTRAINT "merchant_sale_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cities_name_idx" ON "cities" USING btree ("name");--> statement-breakpoint
CREATE INDEX "countries_name_idx" ON "countries" USING btree ("name");--> statement-breakpoint
CREATE INDEX "merchant_categories_category_idx" ON "merchant_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "merchant_delegations_merchant_idx" ON "merchant_delegations" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "merchants_status_province_idx" ON "merchants" USING btree ("status","province_id");--> statement-breakpoint
CREATE INDEX "merchants_category_types_idx" ON "merchants" USING gin ("category_types");