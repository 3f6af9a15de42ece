-- A version of everything the ideas feed's copy in memory (src/services/ideas-feed-index.ts) holds: the
-- visible ideas' filter and sort columns and the analysts' scores (min_rating). Bumped in the writing
-- transaction by any statement that adds, removes or changes those (this API, the price job, another
-- instance, the seed, psql); votes, renames and price updates leave it alone (the rows are read from
-- the database with every answer). The feed answered from memory reads it in the same statement as its
-- rows and falls back to the database when it differs from the copy's.
CREATE TABLE ideas_feed_version (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  version bigint NOT NULL DEFAULT 0
);
--> statement-breakpoint
INSERT INTO ideas_feed_version DEFAULT VALUES;
--> statement-breakpoint
CREATE FUNCTION ir_ideas_feed_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    -- EXCEPT compares the rows by hashing or sorting: linear whatever the planner estimates of the
    -- transition tables (see migration 0012). plpgsql plans each branch when it first runs.
    IF TG_TABLE_NAME = 'ideas' THEN
      IF NOT EXISTS (SELECT id, status, opened_at, horizon_at, potential_yield, horizon_days, broker_id, analyst_id, currency, asset_type, iis, growth_factors, hidden FROM new_rows
                     EXCEPT SELECT id, status, opened_at, horizon_at, potential_yield, horizon_days, broker_id, analyst_id, currency, asset_type, iis, growth_factors, hidden FROM old_rows) THEN
        RETURN NULL;
      END IF;
    ELSIF NOT EXISTS (SELECT kind, forecaster_id, period, score FROM new_rows EXCEPT SELECT kind, forecaster_id, period, score FROM old_rows) THEN
      RETURN NULL;
    END IF;
  END IF;
  UPDATE ideas_feed_version SET version = version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ideas_feed_version_insert AFTER INSERT ON ideas
  FOR EACH STATEMENT EXECUTE FUNCTION ir_ideas_feed_bump();
--> statement-breakpoint
CREATE TRIGGER ideas_feed_version_update AFTER UPDATE ON ideas REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ir_ideas_feed_bump();
--> statement-breakpoint
CREATE TRIGGER ideas_feed_version_delete AFTER DELETE ON ideas
  FOR EACH STATEMENT EXECUTE FUNCTION ir_ideas_feed_bump();
--> statement-breakpoint
CREATE TRIGGER ideas_feed_version_truncate AFTER TRUNCATE ON ideas
  FOR EACH STATEMENT EXECUTE FUNCTION ir_ideas_feed_bump();
--> statement-breakpoint
CREATE TRIGGER forecaster_stats_feed_version_insert AFTER INSERT ON forecaster_stats
  FOR EACH STATEMENT EXECUTE FUNCTION ir_ideas_feed_bump();
--> statement-breakpoint
CREATE TRIGGER forecaster_stats_feed_version_update AFTER UPDATE ON forecaster_stats REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ir_ideas_feed_bump();
--> statement-breakpoint
CREATE TRIGGER forecaster_stats_feed_version_delete AFTER DELETE ON forecaster_stats
  FOR EACH STATEMENT EXECUTE FUNCTION ir_ideas_feed_bump();
--> statement-breakpoint
CREATE TRIGGER forecaster_stats_feed_version_truncate AFTER TRUNCATE ON forecaster_stats
  FOR EACH STATEMENT EXECUTE FUNCTION ir_ideas_feed_bump();
--> statement-breakpoint
-- The radar's deal indexes carry every column its filters test (type and code, value, shares, date,
-- cluster, share, insider), so a page's ids and the capped totals are read from the index alone
-- (index-only scans), however deep the page or whichever filter; the 20 rows are then read by id
-- (repositories/insider-radar.ts). Same names and keys as before (migrations 0011, 0013): only INCLUDE
-- is new, which the schema's index builder cannot express, so src/db/schema.ts is unchanged.
DROP INDEX "insider_deals_date_idx";--> statement-breakpoint
CREATE INDEX "insider_deals_date_idx" ON "insider_deals" USING btree ("buyback","deal_date" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("kind", "code", "value", "shares", "cluster", "stock_id", "insider_id");--> statement-breakpoint
DROP INDEX "insider_deals_value_idx";--> statement-breakpoint
CREATE INDEX "insider_deals_value_idx" ON "insider_deals" USING btree ("buyback","value" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("kind", "code", "shares", "deal_date", "cluster", "stock_id", "insider_id");--> statement-breakpoint
DROP INDEX "insider_deals_value_asc_idx";--> statement-breakpoint
CREATE INDEX "insider_deals_value_asc_idx" ON "insider_deals" USING btree ("buyback","value","id") INCLUDE ("kind", "code", "shares", "deal_date", "cluster", "stock_id", "insider_id");--> statement-breakpoint
DROP INDEX "insider_deals_shares_idx";--> statement-breakpoint
CREATE INDEX "insider_deals_shares_idx" ON "insider_deals" USING btree ("buyback","shares" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("kind", "code", "value", "deal_date", "cluster", "stock_id", "insider_id");--> statement-breakpoint
DROP INDEX "insider_deals_stock_date_idx";--> statement-breakpoint
CREATE INDEX "insider_deals_stock_date_idx" ON "insider_deals" USING btree ("stock_id","deal_date" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("buyback", "kind", "code", "value", "shares", "cluster", "insider_id");--> statement-breakpoint
DROP INDEX "insider_deals_insider_date_idx";--> statement-breakpoint
CREATE INDEX "insider_deals_insider_date_idx" ON "insider_deals" USING btree ("insider_id","deal_date" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("buyback", "kind", "code", "value", "shares", "cluster", "stock_id");
