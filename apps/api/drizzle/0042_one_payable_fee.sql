ALTER TABLE "trade_requests" ADD COLUMN "publication_fee_rials" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_stages" ADD COLUMN "reminded_at" timestamp with time zone;