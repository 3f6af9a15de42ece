-- Refunds in parts (issue #33): a refund has its own TransactionId and names the payment it returns in
-- original_transaction_id, so a payment may be refunded several times up to its amount. Refunds written
-- before (by the `cancel` notification) carry the payment's own TransactionId, which is what they return.
ALTER TABLE "payments" ADD COLUMN "original_transaction_id" text;--> statement-breakpoint
UPDATE "payments" SET "original_transaction_id" = "transaction_id" WHERE "kind" = 'refund';--> statement-breakpoint
CREATE INDEX "payments_original_transaction_idx" ON "payments" USING btree ("provider","original_transaction_id") WHERE "payments"."kind" = 'refund';
