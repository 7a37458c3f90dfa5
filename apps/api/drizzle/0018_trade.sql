CREATE TYPE "public"."trade_action" AS ENUM('edit', 'request_confirmation', 'supplier_confirm', 'supplier_reject', 'publish', 'start', 'deliver', 'cancel');--> statement-breakpoint
CREATE TYPE "public"."trade_request_state" AS ENUM('draft', 'awaiting_supplier', 'supplier_confirmed', 'supplier_rejected', 'published', 'in_progress', 'delivered', 'cancelled');--> statement-breakpoint
CREATE TABLE "trade_request_documents" (
	"trade_request_id" integer NOT NULL,
	"file_id" text NOT NULL,
	"file_name" text NOT NULL,
	"document_type_id" smallint NOT NULL,
	CONSTRAINT "trade_request_documents_trade_request_id_file_id_pk" PRIMARY KEY("trade_request_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "trade_request_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trade_request_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"trade_request_id" integer NOT NULL,
	"action" "trade_action" NOT NULL,
	"from_state" "trade_request_state",
	"to_state" "trade_request_state" NOT NULL,
	"actor_user_id" integer,
	"actor_party" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_request_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trade_request_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"trade_request_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_title" text NOT NULL,
	"quantity" double precision NOT NULL,
	"unit" text NOT NULL,
	"target_price_rials" bigint,
	"unit_price_rials" bigint,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "trade_request_items_quantity_positive" CHECK ("trade_request_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "trade_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trade_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"buyer_user_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"state" "trade_request_state" DEFAULT 'draft' NOT NULL,
	"requested_delivery_date" date,
	"delivery_address" jsonb,
	"payment_terms" text DEFAULT 'cash' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"supplier_lead_time_days" smallint,
	"supplier_notes" text DEFAULT '' NOT NULL,
	"rejection_reason" text DEFAULT '' NOT NULL,
	"fee_payable_id" integer,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trade_request_documents" ADD CONSTRAINT "trade_request_documents_trade_request_id_trade_requests_id_fk" FOREIGN KEY ("trade_request_id") REFERENCES "public"."trade_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_request_events" ADD CONSTRAINT "trade_request_events_trade_request_id_trade_requests_id_fk" FOREIGN KEY ("trade_request_id") REFERENCES "public"."trade_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_request_events" ADD CONSTRAINT "trade_request_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_request_items" ADD CONSTRAINT "trade_request_items_trade_request_id_trade_requests_id_fk" FOREIGN KEY ("trade_request_id") REFERENCES "public"."trade_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_request_items" ADD CONSTRAINT "trade_request_items_product_id_supplier_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."supplier_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_requests" ADD CONSTRAINT "trade_requests_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_requests" ADD CONSTRAINT "trade_requests_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trade_request_events_request" ON "trade_request_events" USING btree ("trade_request_id","id");--> statement-breakpoint
CREATE INDEX "trade_request_items_request" ON "trade_request_items" USING btree ("trade_request_id");--> statement-breakpoint
CREATE INDEX "trade_requests_buyer" ON "trade_requests" USING btree ("buyer_user_id","created_at");--> statement-breakpoint
CREATE INDEX "trade_requests_merchant" ON "trade_requests" USING btree ("merchant_id","state","created_at");