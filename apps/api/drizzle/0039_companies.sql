CREATE TYPE "public"."company_approval_rule_kind" AS ENUM('amount', 'category', 'new_supplier');--> statement-breakpoint
CREATE TYPE "public"."company_approval_status" AS ENUM('none', 'pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."company_budget_period" AS ENUM('month', 'year');--> statement-breakpoint
CREATE TYPE "public"."company_role" AS ENUM('owner', 'purchasing_manager', 'buyer', 'requester', 'accountant');--> statement-breakpoint
ALTER TYPE "public"."ledger_account_kind" ADD VALUE 'company_wallet';--> statement-breakpoint
ALTER TYPE "public"."ledger_transaction_kind" ADD VALUE 'company_deposit';--> statement-breakpoint
CREATE TABLE "company_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"profile_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_accounts_profile_user_id_unique" UNIQUE("profile_user_id")
);
--> statement-breakpoint
CREATE TABLE "company_approval_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_approval_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"kind" "company_approval_rule_kind" NOT NULL,
	"min_rials" bigint,
	"category_id" integer,
	"approvers" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "company_approval_rules_approvers" CHECK ("company_approval_rules"."approvers" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "company_approvals" (
	"trade_request_id" integer NOT NULL,
	"round" integer NOT NULL,
	"step" smallint NOT NULL,
	"approver_user_id" integer NOT NULL,
	"decision" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_approvals_trade_request_id_round_step_pk" PRIMARY KEY("trade_request_id","round","step")
);
--> statement-breakpoint
CREATE TABLE "company_budget_commitments" (
	"budget_id" integer NOT NULL,
	"trade_request_id" integer NOT NULL,
	"amount_rials" bigint NOT NULL,
	"spent" boolean DEFAULT false NOT NULL,
	CONSTRAINT "company_budget_commitments_budget_id_trade_request_id_pk" PRIMARY KEY("budget_id","trade_request_id")
);
--> statement-breakpoint
CREATE TABLE "company_budgets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_budgets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"cost_centre" text DEFAULT '' NOT NULL,
	"period" "company_budget_period" NOT NULL,
	"jalali_year" smallint NOT NULL,
	"jalali_month" smallint DEFAULT 0 NOT NULL,
	"limit_rials" bigint NOT NULL,
	"committed_rials" bigint DEFAULT 0 NOT NULL,
	"spent_rials" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "company_budgets_amounts" CHECK ("company_budgets"."committed_rials" >= 0 and "company_budgets"."spent_rials" >= 0 and "company_budgets"."limit_rials" > 0)
);
--> statement-breakpoint
CREATE TABLE "company_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"phone" text NOT NULL,
	"role" "company_role" NOT NULL,
	"invited_by" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "company_members" (
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" "company_role" NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_members_company_id_user_id_pk" PRIMARY KEY("company_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "company_orders" (
	"trade_request_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"po_number" text DEFAULT '' NOT NULL,
	"cost_centre" text DEFAULT '' NOT NULL,
	"approval_status" "company_approval_status" DEFAULT 'none' NOT NULL,
	"approval_round" integer DEFAULT 0 NOT NULL,
	"approvals_required" smallint DEFAULT 0 NOT NULL,
	"owner_required" boolean DEFAULT false NOT NULL,
	"approved_rials" bigint,
	"rejection_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_held_not_negative";--> statement-breakpoint
DROP INDEX "ledger_accounts_system";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "company_accounts" ADD CONSTRAINT "company_accounts_profile_user_id_buyer_companies_user_id_fk" FOREIGN KEY ("profile_user_id") REFERENCES "public"."buyer_companies"("user_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_approval_rules" ADD CONSTRAINT "company_approval_rules_company_id_company_accounts_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_approval_rules" ADD CONSTRAINT "company_approval_rules_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_approvals" ADD CONSTRAINT "company_approvals_trade_request_id_company_orders_trade_request_id_fk" FOREIGN KEY ("trade_request_id") REFERENCES "public"."company_orders"("trade_request_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_approvals" ADD CONSTRAINT "company_approvals_approver_user_id_users_id_fk" FOREIGN KEY ("approver_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_budget_commitments" ADD CONSTRAINT "company_budget_commitments_budget_id_company_budgets_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."company_budgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_budget_commitments" ADD CONSTRAINT "company_budget_commitments_trade_request_id_company_orders_trade_request_id_fk" FOREIGN KEY ("trade_request_id") REFERENCES "public"."company_orders"("trade_request_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_budgets" ADD CONSTRAINT "company_budgets_company_id_company_accounts_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_company_id_company_accounts_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_company_id_company_accounts_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_orders" ADD CONSTRAINT "company_orders_trade_request_id_trade_requests_id_fk" FOREIGN KEY ("trade_request_id") REFERENCES "public"."trade_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_orders" ADD CONSTRAINT "company_orders_company_id_company_accounts_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_orders" ADD CONSTRAINT "company_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_approval_rules_company" ON "company_approval_rules" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_budgets_key" ON "company_budgets" USING btree ("company_id","cost_centre","period","jalali_year","jalali_month");--> statement-breakpoint
CREATE UNIQUE INDEX "company_invitations_pending" ON "company_invitations" USING btree ("company_id","phone") WHERE "company_invitations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "company_invitations_phone" ON "company_invitations" USING btree ("phone","status");--> statement-breakpoint
CREATE UNIQUE INDEX "company_members_user" ON "company_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "company_orders_company" ON "company_orders" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_company" ON "ledger_accounts" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_system" ON "ledger_accounts" USING btree ("kind") WHERE "ledger_accounts"."user_id" is null and "ledger_accounts"."merchant_id" is null and "ledger_accounts"."company_id" is null;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_held_not_negative" CHECK ("ledger_accounts"."kind"::text not in ('order_holding', 'supplier_receivable', 'payouts_in_transit', 'company_wallet') or "ledger_accounts"."balance_rials" >= 0);