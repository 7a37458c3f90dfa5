CREATE TYPE "public"."saved_object_type" AS ENUM('product', 'supplier', 'content');--> statement-breakpoint
CREATE TABLE "user_favorites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_favorites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"object_type" "saved_object_type" NOT NULL,
	"object_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"object_type" "saved_object_type" NOT NULL,
	"object_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_notes_body_length" CHECK (char_length("user_notes"."body") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "user_favorites" ADD CONSTRAINT "user_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notes" ADD CONSTRAINT "user_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_favorites_once" ON "user_favorites" USING btree ("user_id","object_type","object_id");--> statement-breakpoint
CREATE INDEX "user_favorites_list" ON "user_favorites" USING btree ("user_id","object_type","created_at");--> statement-breakpoint
CREATE INDEX "user_notes_object" ON "user_notes" USING btree ("user_id","object_type","object_id");--> statement-breakpoint
CREATE INDEX "user_notes_list" ON "user_notes" USING btree ("user_id","object_type","updated_at");