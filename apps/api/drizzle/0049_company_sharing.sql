ALTER TABLE "delivery_addresses" ADD COLUMN "shared_company_id" integer;--> statement-breakpoint
ALTER TABLE "user_favorites" ADD COLUMN "shared_company_id" integer;--> statement-breakpoint
ALTER TABLE "user_notes" ADD COLUMN "shared_company_id" integer;--> statement-breakpoint
ALTER TABLE "delivery_addresses" ADD CONSTRAINT "delivery_addresses_shared_company_id_company_accounts_id_fk" FOREIGN KEY ("shared_company_id") REFERENCES "public"."company_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_favorites" ADD CONSTRAINT "user_favorites_shared_company_id_company_accounts_id_fk" FOREIGN KEY ("shared_company_id") REFERENCES "public"."company_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notes" ADD CONSTRAINT "user_notes_shared_company_id_company_accounts_id_fk" FOREIGN KEY ("shared_company_id") REFERENCES "public"."company_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_addresses_shared" ON "delivery_addresses" USING btree ("shared_company_id") WHERE "delivery_addresses"."shared_company_id" is not null;--> statement-breakpoint
CREATE INDEX "user_favorites_shared" ON "user_favorites" USING btree ("shared_company_id","created_at") WHERE "user_favorites"."shared_company_id" is not null;--> statement-breakpoint
CREATE INDEX "user_notes_shared" ON "user_notes" USING btree ("shared_company_id","updated_at") WHERE "user_notes"."shared_company_id" is not null;