-- Prices of ideas (opening and target) and the last known price of each share (the idea's current
-- price). Existing data is filled in before the columns become required: a share's last price is its
-- latest insider-deal price (or a fixed per-share figure when it has no deals); an idea opened within
-- ±25 % of it (a fixed figure per idea) and aims potential_yield away from there, up for long ideas
-- and down for short ones.
ALTER TABLE "stocks" ADD COLUMN "last_price" numeric(14, 4);
--> statement-breakpoint
UPDATE stocks s SET last_price = d.price
  FROM (SELECT DISTINCT ON (stock_id) stock_id, price FROM insider_deals ORDER BY stock_id, deal_date DESC, id DESC) d
  WHERE d.stock_id = s.id;
--> statement-breakpoint
UPDATE stocks SET last_price = round((50 + (id * 7919) % 3000)::numeric, 2) WHERE last_price IS NULL;
--> statement-breakpoint
ALTER TABLE "ideas" ADD COLUMN "start_price" numeric(14, 4);
--> statement-breakpoint
ALTER TABLE "ideas" ADD COLUMN "target_price" numeric(14, 4);
--> statement-breakpoint
ALTER TABLE "ideas" ADD COLUMN "currency" text DEFAULT 'RUB' NOT NULL;
--> statement-breakpoint
UPDATE ideas i SET start_price = round(s.last_price * (0.75 + ((i.id * 2654435761) % 1000) / 2000.0), 2)
  FROM stocks s WHERE s.id = i.stock_id;
--> statement-breakpoint
UPDATE ideas SET target_price = round(start_price * CASE WHEN direction = 'short' THEN 1 - potential_yield / 100 ELSE 1 + potential_yield / 100 END, 2);
--> statement-breakpoint
ALTER TABLE "ideas" ALTER COLUMN "start_price" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "ideas" ALTER COLUMN "target_price" SET NOT NULL;
