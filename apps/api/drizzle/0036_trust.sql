CREATE TYPE "public"."review_subject" AS ENUM('supplier', 'buyer');--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"trade_request_id" integer NOT NULL,
	"subject" "review_subject" NOT NULL,
	"merchant_id" integer NOT NULL,
	"buyer_user_id" integer NOT NULL,
	"author_user_id" integer,
	"overall" smallint NOT NULL,
	"quality" smallint,
	"on_time" smallint,
	"communication" smallint,
	"as_described" smallint,
	"paid_on_time" smallint,
	"clear_requirements" smallint,
	"text" text DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"editable_until" timestamp with time zone NOT NULL,
	"answer_text" text,
	"answered_at" timestamp with time zone,
	"answered_by_user_id" integer,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"hidden_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_one_per_order_and_side" UNIQUE("trade_request_id","subject"),
	CONSTRAINT "reviews_stars" CHECK ("reviews"."overall" between 1 and 5 and coalesce("reviews"."quality", 1) between 1 and 5
        and coalesce("reviews"."on_time", 1) between 1 and 5 and coalesce("reviews"."communication", 1) between 1 and 5
        and coalesce("reviews"."as_described", 1) between 1 and 5 and coalesce("reviews"."paid_on_time", 1) between 1 and 5
        and coalesce("reviews"."clear_requirements", 1) between 1 and 5),
	CONSTRAINT "reviews_aspects_of_subject" CHECK (("reviews"."subject" = 'supplier' and "reviews"."quality" is not null and "reviews"."on_time" is not null
          and "reviews"."communication" is not null and "reviews"."as_described" is not null and "reviews"."paid_on_time" is null)
        or ("reviews"."subject" = 'buyer' and "reviews"."paid_on_time" is not null and "reviews"."clear_requirements" is not null
          and "reviews"."quality" is null)),
	CONSTRAINT "reviews_hidden_with_reason" CHECK (("reviews"."hidden_at" is null) = ("reviews"."hidden_reason" is null)),
	CONSTRAINT "reviews_answered_whole" CHECK (("reviews"."answer_text" is null) = ("reviews"."answered_at" is null))
);
--> statement-breakpoint
CREATE TABLE "trust_figures" (
	"subject_kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"figures" jsonb NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"score" real DEFAULT 0 NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "trust_figures_subject_kind_subject_id_pk" PRIMARY KEY("subject_kind","subject_id"),
	CONSTRAINT "trust_figures_kind" CHECK ("trust_figures"."subject_kind" in ('merchant', 'buyer'))
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_trade_request_id_trade_requests_id_fk" FOREIGN KEY ("trade_request_id") REFERENCES "public"."trade_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_answered_by_user_id_users_id_fk" FOREIGN KEY ("answered_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_by_user_id_users_id_fk" FOREIGN KEY ("hidden_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_merchant" ON "reviews" USING btree ("merchant_id","subject","created_at");--> statement-breakpoint
CREATE INDEX "reviews_buyer" ON "reviews" USING btree ("buyer_user_id","subject","created_at");--> statement-breakpoint
-- No review without a completed order of that pair (decision 043): the services check it with the order locked,
-- and the database refuses any writer that did not (a seed, a future route).
CREATE FUNCTION "bz_reviews_of_completed_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM trade_requests r WHERE r.id = NEW.trade_request_id AND r.state::text = 'completed'
      AND r.merchant_id = NEW.merchant_id AND r.buyer_user_id = NEW.buyer_user_id) THEN
    RAISE EXCEPTION 'a review needs a completed order of its parties' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "reviews_of_completed_orders" BEFORE INSERT OR UPDATE OF trade_request_id, merchant_id, buyer_user_id
  ON "reviews" FOR EACH ROW EXECUTE FUNCTION bz_reviews_of_completed_orders();
--> statement-breakpoint
-- The ranking's trust term (decision 043): the supplier's score from the trust job, or the site's prior (row 0,
-- what a supplier without cases scores) for one confirmed since the last run, or 0 before the job ever ran.
-- Search and the supplier list add it to their own order: one call, one primary-key lookup per row.
CREATE FUNCTION "bz_trust_rank"("merchant" integer) RETURNS real LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT score FROM trust_figures WHERE subject_kind = 'merchant' AND subject_id = merchant),
    (SELECT score FROM trust_figures WHERE subject_kind = 'merchant' AND subject_id = 0),
    0)::real
$$;
