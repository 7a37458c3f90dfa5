CREATE TYPE "public"."category_type" AS ENUM('IndustrialService', 'Product', 'ConsultingService', 'ElectronicDocument');--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_type" "category_type" NOT NULL,
	"parent_id" integer,
	"ancestor_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"scientific_name" text,
	"level" smallint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"icon" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_parent_name_unique" UNIQUE NULLS NOT DISTINCT("parent_id","name")
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id","sort_order");--> statement-breakpoint
CREATE INDEX "categories_type_level_idx" ON "categories" USING btree ("category_type","level");--> statement-breakpoint
CREATE INDEX "categories_ancestors_idx" ON "categories" USING gin ("ancestor_ids");