CREATE TABLE "order_stages" (
	"trade_request_id" integer NOT NULL,
	"number" integer NOT NULL,
	"title" text NOT NULL,
	"deliverable" text DEFAULT '' NOT NULL,
	"due_on" date NOT NULL,
	"amount_rials" bigint NOT NULL,
	"shipping_rials" bigint DEFAULT 0 NOT NULL,
	"vat_rials" bigint DEFAULT 0 NOT NULL,
	"total_rials" bigint NOT NULL,
	"payable_id" integer,
	"paid_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"evidence_note" text DEFAULT '' NOT NULL,
	"evidence_file_id" text,
	"evidence_file_name" text,
	"release_due_at" timestamp with time zone,
	"disputed_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"released_rials" bigint DEFAULT 0 NOT NULL,
	"commission_rials" bigint DEFAULT 0 NOT NULL,
	"refunded_rials" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_stages_trade_request_id_number_pk" PRIMARY KEY("trade_request_id","number"),
	CONSTRAINT "order_stages_total" CHECK ("order_stages"."total_rials" = "order_stages"."amount_rials" + "order_stages"."shipping_rials" + "order_stages"."vat_rials"),
	CONSTRAINT "order_stages_positive" CHECK ("order_stages"."amount_rials" > 0),
	CONSTRAINT "order_stages_settled_within_paid" CHECK ("order_stages"."released_rials" + "order_stages"."commission_rials" + "order_stages"."refunded_rials" <= case when "order_stages"."paid_at" is null then 0 else "order_stages"."total_rials" end)
);
--> statement-breakpoint
ALTER TABLE "disputes" DROP CONSTRAINT "disputes_one_per_order";--> statement-breakpoint
ALTER TABLE "order_money" DROP CONSTRAINT "order_money_settled_within_paid";--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "stage_number" integer;--> statement-breakpoint
ALTER TABLE "order_money" ADD COLUMN "paid_rials" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Orders paid before stages existed were paid whole.
UPDATE "order_money" SET "paid_rials" = "total_rials" WHERE "paid_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "order_stages" ADD CONSTRAINT "order_stages_trade_request_id_trade_requests_id_fk" FOREIGN KEY ("trade_request_id") REFERENCES "public"."trade_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_stages_release_due" ON "order_stages" USING btree ("release_due_at") WHERE "order_stages"."settled_at" is null and "order_stages"."disputed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_one_per_order" ON "disputes" USING btree ("trade_request_id",coalesce("stage_number", 0));--> statement-breakpoint
ALTER TABLE "order_money" ADD CONSTRAINT "order_money_paid_within_total" CHECK ("order_money"."paid_rials" <= "order_money"."total_rials");--> statement-breakpoint
ALTER TABLE "order_money" ADD CONSTRAINT "order_money_settled_within_paid" CHECK ("order_money"."released_rials" + "order_money"."commission_rials" + "order_money"."refunded_rials" <= "order_money"."paid_rials");