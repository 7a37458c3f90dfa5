ALTER TABLE "merchant_bank_accounts" ALTER COLUMN "merchant_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "merchant_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_bank_accounts" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "merchant_bank_accounts" ADD CONSTRAINT "merchant_bank_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "person_bank_accounts_live" ON "merchant_bank_accounts" USING btree ("user_id","sheba") WHERE "merchant_bank_accounts"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "payouts_person" ON "payouts" USING btree ("user_id","id");--> statement-breakpoint
ALTER TABLE "merchant_bank_accounts" ADD CONSTRAINT "bank_accounts_one_owner" CHECK (("merchant_bank_accounts"."merchant_id" is null) <> ("merchant_bank_accounts"."user_id" is null));--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_one_owner" CHECK (("payouts"."merchant_id" is null) <> ("payouts"."user_id" is null));