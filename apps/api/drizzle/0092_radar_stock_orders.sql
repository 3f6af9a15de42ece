-- One share's deals sorted by value or shares (issue #14, bench at scale 100): the share's index is in date
-- order, so a big issuer's page by value read all its deals (up to ~5,000) and sorted them — the slowest
-- radar requests once the role filters were fixed (migration 0091). These read the page in order and stop.
-- Ascending shares read the shares index backwards (never null: NULLS FIRST is what the query asks);
-- ascending value keeps unknown values last, so it has its own. `kind` is carried for the type filter.
CREATE INDEX "insider_deals_stock_value_idx" ON "insider_deals" USING btree ("stock_id","buyback","value" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("kind");--> statement-breakpoint
CREATE INDEX "insider_deals_stock_value_asc_idx" ON "insider_deals" USING btree ("stock_id","buyback","value","id") INCLUDE ("kind");--> statement-breakpoint
CREATE INDEX "insider_deals_stock_shares_idx" ON "insider_deals" USING btree ("stock_id","buyback","shares" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("kind");
