CREATE TYPE "public"."dispute_outcome" AS ENUM('release_all', 'refund_all', 'split');--> statement-breakpoint
CREATE TYPE "public"."dispute_reason" AS ENUM('not_received', 'not_as_described', 'damaged', 'partial', 'other');--> statement-breakpoint
CREATE TYPE "public"."shipment_method" AS ENUM('tipax', 'iran_post', 'freight', 'own_vehicle', 'pickup', 'service_report', 'electronic_delivery');--> statement-breakpoint
ALTER TYPE "public"."trade_action" ADD VALUE 'pay' BEFORE 'quote';--> statement-breakpoint
ALTER TYPE "public"."trade_action" ADD VALUE 'ship' BEFORE 'quote';--> statement-breakpoint
ALTER TYPE "public"."trade_action" ADD VALUE 'confirm_receipt' BEFORE 'quote';--> statement-breakpoint
ALTER TYPE "public"."trade_action" ADD VALUE 'open_dispute' BEFORE 'quote';--> statement-breakpoint
ALTER TYPE "public"."trade_action" ADD VALUE 'refuse' BEFORE 'quote';--> statement-breakpoint
ALTER TYPE "public"."trade_action" ADD VALUE 'auto_release';--> statement-breakpoint
ALTER TYPE "public"."trade_action" ADD VALUE 'decide_dispute';--> statement-breakpoint
ALTER TYPE "public"."trade_request_state" ADD VALUE 'paid';--> statement-breakpoint
ALTER TYPE "public"."trade_request_state" ADD VALUE 'shipped';--> statement-breakpoint
ALTER TYPE "public"."trade_request_state" ADD VALUE 'completed';--> statement-breakpoint
ALTER TYPE "public"."trade_request_state" ADD VALUE 'disputed';--> statement-breakpoint
ALTER TYPE "public"."trade_request_state" ADD VALUE 'refunded';--> statement-breakpoint
ALTER TYPE "public"."ledger_account_kind" ADD VALUE 'order_holding';--> statement-breakpoint
ALTER TYPE "public"."ledger_transaction_kind" ADD VALUE 'escrow_release';--> statement-breakpoint
ALTER TYPE "public"."ledger_transaction_kind" ADD VALUE 'escrow_refund';--> statement-breakpoint
ALTER TYPE "public"."payable_kind" ADD VALUE 'trade_order';--> statement-breakpoint
CREATE TABLE "dispute_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dispute_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"dispute_id" integer NOT NULL,
	"author_user_id" integer,
	"party" text NOT NULL,
	"text" text NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "disputes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"trade_request_id" integer NOT NULL,
	"opened_by_user_id" integer,
	"reason" "dispute_reason" NOT NULL,
	"text" text NOT NULL,
	"supplier_answer_due_at" timestamp with time zone NOT NULL,
	"outcome" "dispute_outcome",
	"refund_rials" bigint,
	"release_rials" bigint,
	"decision_reason" text,
	"decided_by_user_id" integer,
	"decided_at" timestamp with time zone,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disputes_one_per_order" UNIQUE("trade_request_id"),
	CONSTRAINT "disputes_decided_whole" CHECK (("disputes"."outcome" is null) = ("disputes"."decided_at" is null))
);
--> statement-breakpoint
CREATE TABLE "order_money" (
	"trade_request_id" integer PRIMARY KEY NOT NULL,
	"buyer_user_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"goods_rials" bigint NOT NULL,
	"shipping_rials" bigint DEFAULT 0 NOT NULL,
	"vat_basis_points" integer NOT NULL,
	"vat_rials" bigint DEFAULT 0 NOT NULL,
	"total_rials" bigint NOT NULL,
	"payable_id" integer NOT NULL,
	"paid_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"release_due_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"released_rials" bigint DEFAULT 0 NOT NULL,
	"commission_rials" bigint DEFAULT 0 NOT NULL,
	"refunded_rials" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_money_total" CHECK ("order_money"."total_rials" = "order_money"."goods_rials" + "order_money"."shipping_rials" + "order_money"."vat_rials"),
	CONSTRAINT "order_money_positive" CHECK ("order_money"."total_rials" > 0),
	CONSTRAINT "order_money_settled_within_paid" CHECK ("order_money"."released_rials" + "order_money"."commission_rials" + "order_money"."refunded_rials" <= "order_money"."total_rials")
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"trade_request_id" integer PRIMARY KEY NOT NULL,
	"method" "shipment_method" NOT NULL,
	"tracking_number" text DEFAULT '' NOT NULL,
	"shipped_on" date NOT NULL,
	"file_id" text,
	"file_name" text,
	"note" text DEFAULT '' NOT NULL,
	"recorded_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trade_requests" ADD COLUMN "shipping_rials" bigint;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "trade_request_id" integer;--> statement-breakpoint
ALTER TABLE "membership_plans" ADD COLUMN "commission_basis_points" integer DEFAULT 300 NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_plans" ADD COLUMN "commission_min_rials" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dispute_messages" ADD CONSTRAINT "dispute_messages_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_messages" ADD CONSTRAINT "dispute_messages_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_trade_request_id_trade_requests_id_fk" FOREIGN KEY ("trade_request_id") REFERENCES "public"."trade_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_opened_by_user_id_users_id_fk" FOREIGN KEY ("opened_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_money" ADD CONSTRAINT "order_money_trade_request_id_trade_requests_id_fk" FOREIGN KEY ("trade_request_id") REFERENCES "public"."trade_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_trade_request_id_trade_requests_id_fk" FOREIGN KEY ("trade_request_id") REFERENCES "public"."trade_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispute_messages_dispute" ON "dispute_messages" USING btree ("dispute_id","id");--> statement-breakpoint
CREATE INDEX "disputes_open" ON "disputes" USING btree ("decided_at","opened_at");--> statement-breakpoint
CREATE INDEX "order_money_release_due" ON "order_money" USING btree ("release_due_at") WHERE "order_money"."settled_at" is null;--> statement-breakpoint
CREATE INDEX "order_money_merchant" ON "order_money" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_holding" ON "ledger_accounts" USING btree ("trade_request_id");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_held_not_negative" CHECK ("ledger_accounts"."kind"::text not in ('order_holding', 'supplier_receivable') or "ledger_accounts"."balance_rials" >= 0);