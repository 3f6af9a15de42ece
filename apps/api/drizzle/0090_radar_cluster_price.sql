-- Three radar plans that read far more than a page (issue #14, bench at scale 100: 1M deals).
-- Cluster buys only: the cluster index now leads with buyback and carries the columns the filters test,
-- so the page and the capped total are index-only scans over the ~4 % of marked deals (before: a
-- sequential scan that met the marked deals, written last, after 970,000 rows — 80 ms).
-- The price index gives the highest price of deals or buybacks in one step: a deal worth at least V
-- has at least V / max(price) shares (value = shares × price), which bounds the shares index when a
-- minimum value is sorted by shares (before: 356,000 small deals filtered out one by one — 68 ms).
-- The roles index: a role filter tests each deal's insider; with the four flags in the index that is an
-- index-only probe instead of a read of the insider's row (page 5.9 → 2.5 ms, capped total 6.4 → 3.2 ms).
DROP INDEX "insider_deals_cluster_idx";--> statement-breakpoint
CREATE INDEX "insider_deals_price_idx" ON "insider_deals" USING btree ("buyback","price");--> statement-breakpoint
CREATE INDEX "insiders_roles_idx" ON "insiders" USING btree ("id") INCLUDE ("is_director", "is_officer", "is_ten_percent_owner", "is_other");--> statement-breakpoint
CREATE INDEX "insider_deals_cluster_idx" ON "insider_deals" USING btree ("buyback","deal_date" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("kind", "code", "value", "shares", "stock_id", "insider_id") WHERE "insider_deals"."cluster";
