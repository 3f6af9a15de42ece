-- Hardening (issue #33).
-- Refunds in parts: a refund has its own TransactionId and names the payment it returns in
-- original_transaction_id, so a payment may be refunded several times up to its amount. Refunds written
-- before (by the `cancel` notification) carry the payment's own TransactionId, which is what they return.
-- Partner exclusions: registrations that carried a partner's cookie and were not credited, with the reason.
CREATE TABLE "partner_exclusions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"campaign_id" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "original_transaction_id" text;--> statement-breakpoint
UPDATE "payments" SET "original_transaction_id" = "transaction_id" WHERE "kind" = 'refund';--> statement-breakpoint
ALTER TABLE "partner_exclusions" ADD CONSTRAINT "partner_exclusions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_exclusions_campaign_idx" ON "partner_exclusions" USING btree ("campaign_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_original_transaction_idx" ON "payments" USING btree ("provider","original_transaction_id") WHERE "payments"."kind" = 'refund';