ALTER TABLE "idempotency_keys" ADD COLUMN "claim_token" text;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway_closed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_open_at_gateway" ON "payments" USING btree ("updated_at") WHERE "payments"."method" = 'gateway' and "payments"."settled_at" is null and "payments"."gateway_closed_at" is null;--> statement-breakpoint
-- Payments that ended before this migration: those of the last day are asked about once more (a "not paid
-- yet" answer used to fail them for good, issue 28); older ones are closed as they are.
UPDATE "payments" SET "gateway_closed_at" = "updated_at" WHERE "method" = 'gateway' AND "settled_at" IS NULL AND "status" IN ('failed', 'expired', 'cancelled') AND "created_at" < now() - interval '1 day';
