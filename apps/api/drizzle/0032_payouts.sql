CREATE TYPE "public"."payout_provider" AS ENUM('sandbox', 'jibit');--> statement-breakpoint
CREATE TYPE "public"."payout_status" AS ENUM('pending', 'sent', 'paid', 'failed');--> statement-breakpoint
ALTER TYPE "public"."ledger_account_kind" ADD VALUE 'payouts_in_transit';--> statement-breakpoint
ALTER TYPE "public"."ledger_account_kind" ADD VALUE 'payouts_paid';--> statement-breakpoint
ALTER TYPE "public"."ledger_transaction_kind" ADD VALUE 'payout_requested';--> statement-breakpoint
ALTER TYPE "public"."ledger_transaction_kind" ADD VALUE 'payout_paid';--> statement-breakpoint
ALTER TYPE "public"."ledger_transaction_kind" ADD VALUE 'payout_returned';--> statement-breakpoint
CREATE TABLE "merchant_bank_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "merchant_bank_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"sheba" text NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"holder_name" text NOT NULL,
	"added_by_user_id" integer,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_bank_accounts_sheba" CHECK ("merchant_bank_accounts"."sheba" ~ '^IR[0-9]{24}$')
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"bank_account_id" integer NOT NULL,
	"requested_by_user_id" integer,
	"amount_rials" bigint NOT NULL,
	"status" "payout_status" DEFAULT 'pending' NOT NULL,
	"provider" "payout_provider",
	"batch_id" text,
	"bank_reference" text,
	"failure_reason" text,
	"sent_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount_rials" > 0),
	CONSTRAINT "payouts_settled_final" CHECK (("payouts"."status" in ('paid', 'failed')) = ("payouts"."settled_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_held_not_negative";--> statement-breakpoint
ALTER TABLE "merchant_bank_accounts" ADD CONSTRAINT "merchant_bank_accounts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_bank_accounts" ADD CONSTRAINT "merchant_bank_accounts_added_by_user_id_users_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_bank_account_id_merchant_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."merchant_bank_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_bank_accounts_live" ON "merchant_bank_accounts" USING btree ("merchant_id","sheba") WHERE "merchant_bank_accounts"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "payouts_merchant" ON "payouts" USING btree ("merchant_id","id");--> statement-breakpoint
CREATE INDEX "payouts_status" ON "payouts" USING btree ("status","id");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_held_not_negative" CHECK ("ledger_accounts"."kind"::text not in ('order_holding', 'supplier_receivable', 'payouts_in_transit') or "ledger_accounts"."balance_rials" >= 0);