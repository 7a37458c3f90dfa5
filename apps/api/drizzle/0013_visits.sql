CREATE TABLE "user_last_visits" (
	"user_id" integer NOT NULL,
	"object_type" "saved_object_type" NOT NULL,
	"object_id" integer NOT NULL,
	"visited_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_last_visits_user_id_object_type_object_id_pk" PRIMARY KEY("user_id","object_type","object_id")
);
--> statement-breakpoint
CREATE TABLE "visit_days" (
	"object_type" "saved_object_type" NOT NULL,
	"object_id" integer NOT NULL,
	"merchant_id" integer,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_days_object_type_object_id_day_pk" PRIMARY KEY("object_type","object_id","day")
);
--> statement-breakpoint
ALTER TABLE "user_last_visits" ADD CONSTRAINT "user_last_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_last_visits_recent" ON "user_last_visits" USING btree ("user_id","object_type","visited_at");--> statement-breakpoint
CREATE INDEX "visit_days_merchant" ON "visit_days" USING btree ("merchant_id","day");