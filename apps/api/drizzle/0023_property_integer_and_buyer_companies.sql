CREATE TABLE "buyer_companies" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"national_id" text NOT NULL,
	"economic_code" text,
	"registration_number" text,
	"address" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "category_properties" ADD COLUMN "integer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "buyer_companies" ADD CONSTRAINT "buyer_companies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;