CREATE TABLE "insider_filing_owners" (
	"filing_id" bigint NOT NULL,
	"insider_id" integer NOT NULL,
	"position" integer NOT NULL,
	"is_director" boolean NOT NULL,
	"is_officer" boolean NOT NULL,
	"officer_title" text,
	"is_ten_percent_owner" boolean NOT NULL,
	"is_other" boolean NOT NULL,
	"other_text" text,
	CONSTRAINT "insider_filing_owners_filing_id_insider_id_pk" PRIMARY KEY("filing_id","insider_id")
);
--> statement-breakpoint
CREATE TABLE "insider_filings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"accession" text,
	"document_type" text NOT NULL,
	"stock_id" integer NOT NULL,
	"issuer_cik" text NOT NULL,
	"period_of_report" date,
	"filed_at" date NOT NULL,
	"original_filed_at" date,
	"amended_by_id" bigint,
	"owner_ciks" text NOT NULL,
	"source_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "insider_deals_insider_id_idx";--> statement-breakpoint
DROP INDEX "insider_deals_stock_id_idx";--> statement-breakpoint
ALTER TABLE "insider_deals" ALTER COLUMN "insider_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "insider_deals" ALTER COLUMN "shares" SET DATA TYPE numeric(24, 6);--> statement-breakpoint
ALTER TABLE "insider_deals" ALTER COLUMN "price" SET DATA TYPE numeric(18, 6);--> statement-breakpoint
ALTER TABLE "insider_deals" ALTER COLUMN "price" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "insider_deals" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "insider_deals" ADD COLUMN "acquired_disposed" text;--> statement-breakpoint
ALTER TABLE "insider_deals" ADD COLUMN "value" numeric(24, 4);--> statement-breakpoint
ALTER TABLE "insider_deals" ADD COLUMN "currency" text DEFAULT 'RUB' NOT NULL;--> statement-breakpoint
ALTER TABLE "insider_deals" ADD COLUMN "filed_at" date;--> statement-breakpoint
ALTER TABLE "insider_deals" ADD COLUMN "holdings_after" numeric(24, 6);--> statement-breakpoint
ALTER TABLE "insider_deals" ADD COLUMN "ownership" text DEFAULT 'D' NOT NULL;--> statement-breakpoint
ALTER TABLE "insider_deals" ADD COLUMN "plan_10b5_1" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "insider_deals" ADD COLUMN "derivative" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "insider_deals" ADD COLUMN "security_title" text;--> statement-breakpoint
ALTER TABLE "insider_deals" ADD COLUMN "buyback" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "insider_deals" ADD COLUMN "cluster" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "insider_deals" ADD COLUMN "filing_id" bigint;--> statement-breakpoint
ALTER TABLE "insider_deals" ADD COLUMN "seq" integer;--> statement-breakpoint
-- Deals seeded before this migration were open-market buys and sells of Moscow Exchange shares in
-- roubles: code P / S, value = shares × price, disclosed the day of the trade.
UPDATE "insider_deals" SET
  "code" = CASE "kind" WHEN 'buy' THEN 'P' ELSE 'S' END,
  "acquired_disposed" = CASE "kind" WHEN 'buy' THEN 'A' ELSE 'D' END,
  "value" = round("shares" * "price", 4),
  "filed_at" = "deal_date";--> statement-breakpoint
ALTER TABLE "insider_deals" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "insider_deals" ALTER COLUMN "acquired_disposed" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "insider_deals" ALTER COLUMN "filed_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "insiders" ADD COLUMN "cik" text;--> statement-breakpoint
ALTER TABLE "insiders" ADD COLUMN "is_director" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "insiders" ADD COLUMN "is_officer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "insiders" ADD COLUMN "is_ten_percent_owner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "insiders" ADD COLUMN "is_other" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stocks" ADD COLUMN "currency" text DEFAULT 'RUB' NOT NULL;--> statement-breakpoint
ALTER TABLE "insider_filing_owners" ADD CONSTRAINT "insider_filing_owners_filing_id_insider_filings_id_fk" FOREIGN KEY ("filing_id") REFERENCES "public"."insider_filings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insider_filing_owners" ADD CONSTRAINT "insider_filing_owners_insider_id_insiders_id_fk" FOREIGN KEY ("insider_id") REFERENCES "public"."insiders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insider_filings" ADD CONSTRAINT "insider_filings_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insider_filing_owners_insider_idx" ON "insider_filing_owners" USING btree ("insider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "insider_filings_key_unique" ON "insider_filings" USING btree ("key");--> statement-breakpoint
CREATE INDEX "insider_filings_issuer_idx" ON "insider_filings" USING btree ("issuer_cik","filed_at");--> statement-breakpoint
ALTER TABLE "insider_deals" ADD CONSTRAINT "insider_deals_filing_id_insider_filings_id_fk" FOREIGN KEY ("filing_id") REFERENCES "public"."insider_filings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insider_deals_insider_date_idx" ON "insider_deals" USING btree ("insider_id","deal_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "insider_deals_stock_date_idx" ON "insider_deals" USING btree ("stock_id","deal_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "insider_deals_date_idx" ON "insider_deals" USING btree ("buyback","deal_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "insider_deals_kind_date_idx" ON "insider_deals" USING btree ("buyback","kind","deal_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "insider_deals_value_idx" ON "insider_deals" USING btree ("buyback","value" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "insider_deals_shares_idx" ON "insider_deals" USING btree ("buyback","shares" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "insider_deals_cluster_idx" ON "insider_deals" USING btree ("deal_date" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "insider_deals"."cluster";--> statement-breakpoint
CREATE UNIQUE INDEX "insider_deals_filing_seq_unique" ON "insider_deals" USING btree ("filing_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "insiders_cik_unique" ON "insiders" USING btree ("cik");