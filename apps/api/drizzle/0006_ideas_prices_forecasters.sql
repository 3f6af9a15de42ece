-- Issue #13: ideas get the fields of the feed (asset type, growth factors, ИИС, risk, premium,
-- description, moderation), a horizon date, a close price and results; their status history; daily
-- prices of shares and indices; an outbox of idea events; premium purchases; the forecaster rating
-- (recomputed, not aggregated per request); PRO saved filter sets.
CREATE TABLE "forecaster_stats" (
	"kind" text NOT NULL,
	"forecaster_id" integer NOT NULL,
	"period" text NOT NULL,
	"closed_ideas" integer NOT NULL,
	"successful_ideas" integer NOT NULL,
	"average_return" numeric(10, 4) NOT NULL,
	"annualised_return" numeric(10, 4) NOT NULL,
	"vs_index" numeric(10, 4) NOT NULL,
	"score" numeric(6, 2) NOT NULL,
	"prior" numeric(6, 4) NOT NULL,
	"rank" integer NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "forecaster_stats_period_kind_forecaster_id_pk" PRIMARY KEY("period","kind","forecaster_id")
);
--> statement-breakpoint
CREATE TABLE "idea_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"idea_id" integer NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "idea_purchases" (
	"user_id" integer NOT NULL,
	"idea_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idea_purchases_user_id_idea_id_pk" PRIMARY KEY("user_id","idea_id")
);
--> statement-breakpoint
CREATE TABLE "idea_status_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"idea_id" integer NOT NULL,
	"status" text NOT NULL,
	"price" numeric(14, 4),
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "index_prices" (
	"code" text NOT NULL,
	"date" date NOT NULL,
	"close" numeric(14, 4) NOT NULL,
	CONSTRAINT "index_prices_code_date_pk" PRIMARY KEY("code","date")
);
--> statement-breakpoint
CREATE TABLE "saved_filters" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_prices" (
	"stock_id" integer NOT NULL,
	"date" date NOT NULL,
	"close" numeric(14, 4) NOT NULL,
	CONSTRAINT "stock_prices_stock_id_date_pk" PRIMARY KEY("stock_id","date")
);
--> statement-breakpoint
ALTER TABLE "ideas" ADD COLUMN "horizon_at" timestamp with time zone;--> statement-breakpoint
UPDATE "ideas" SET "horizon_at" = "opened_at" + "horizon_days" * interval '1 day';--> statement-breakpoint
ALTER TABLE "ideas" ALTER COLUMN "horizon_at" SET NOT NULL;--> statement-breakpoint
-- Statuses of issue #13: the former 'closed' splits by its result; nothing reached a target yet.
UPDATE "ideas" SET "status" = CASE WHEN "closed_with_profit" THEN 'closed_profit' ELSE 'closed_loss' END WHERE "status" = 'closed';--> statement-breakpoint
ALTER TABLE "ideas" ADD COLUMN "close_price" numeric(14, 4);--> statement-breakpoint
ALTER TABLE "ideas" ADD COLUMN "return_pct" numeric(10, 4);--> statement-breakpoint
ALTER TABLE "ideas" ADD COLUMN "index_return_pct" numeric(10, 4);--> statement-breakpoint
ALTER TABLE "ideas" ADD COLUMN "asset_type" text DEFAULT 'shares_ru' NOT NULL;--> statement-breakpoint
ALTER TABLE "ideas" ADD COLUMN "growth_factors" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "ideas" ADD COLUMN "iis" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ideas" ADD COLUMN "risk_level" text DEFAULT 'medium' NOT NULL;--> statement-breakpoint
ALTER TABLE "ideas" ADD COLUMN "premium" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ideas" ADD COLUMN "premium_price" integer;--> statement-breakpoint
ALTER TABLE "ideas" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ideas" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stocks" ADD COLUMN "last_price_date" date;--> statement-breakpoint
ALTER TABLE "idea_events" ADD CONSTRAINT "idea_events_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_purchases" ADD CONSTRAINT "idea_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_purchases" ADD CONSTRAINT "idea_purchases_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_status_history" ADD CONSTRAINT "idea_status_history_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_filters" ADD CONSTRAINT "saved_filters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_prices" ADD CONSTRAINT "stock_prices_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forecaster_stats_rank_idx" ON "forecaster_stats" USING btree ("period","rank");--> statement-breakpoint
CREATE UNIQUE INDEX "idea_events_idea_kind_unique" ON "idea_events" USING btree ("idea_id","kind");--> statement-breakpoint
CREATE INDEX "idea_status_history_idea_id_idx" ON "idea_status_history" USING btree ("idea_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_filters_user_name_unique" ON "saved_filters" USING btree ("user_id","name");--> statement-breakpoint
CREATE INDEX "idea_votes_idea_id_idx" ON "idea_votes" USING btree ("idea_id","vote");--> statement-breakpoint
-- The feed's two indexes carry every filter and sort column (INCLUDE, which drizzle-kit does not model:
-- its snapshot knows the key columns only), so a page of ids and the count are index-only scans.
CREATE INDEX "ideas_feed_idx" ON "ideas" USING btree ("status","opened_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("broker_id", "analyst_id", "currency", "asset_type", "iis", "potential_yield", "horizon_days", "horizon_at", "growth_factors") WITH (fillfactor=90) WHERE NOT hidden;--> statement-breakpoint
CREATE INDEX "ideas_feed_all_idx" ON "ideas" USING btree ("opened_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("status", "broker_id", "analyst_id", "currency", "asset_type", "iis", "potential_yield", "horizon_days", "horizon_at", "growth_factors") WITH (fillfactor=90) WHERE NOT hidden;--> statement-breakpoint
CREATE INDEX "ideas_analyst_id_idx" ON "ideas" USING btree ("analyst_id");--> statement-breakpoint
CREATE INDEX "ideas_broker_id_idx" ON "ideas" USING btree ("broker_id","opened_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ideas_open_horizon_idx" ON "ideas" USING btree ("horizon_at") WHERE status = 'open';