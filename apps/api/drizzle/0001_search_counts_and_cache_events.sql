ALTER TABLE "insiders" ADD COLUMN "deals_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stocks" ADD COLUMN "ideas_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stocks" ADD COLUMN "deals_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Search shows per-share idea and deal counts and per-insider deal counts. Counting them per hit cost
-- milliseconds for the big issuers at benchmark volume, so the database keeps them: statement-level
-- triggers with transition tables add and subtract one aggregated delta per statement, which keeps bulk
-- imports (a million deals) to one UPDATE per table instead of one per row.
CREATE OR REPLACE FUNCTION ir_insider_deals_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE stocks SET deals_count = 0 WHERE deals_count <> 0;
    UPDATE insiders SET deals_count = 0 WHERE deals_count <> 0;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE stocks s SET deals_count = s.deals_count + d.n
      FROM (SELECT stock_id, count(*)::int AS n FROM new_rows GROUP BY stock_id) d WHERE s.id = d.stock_id;
    UPDATE insiders p SET deals_count = p.deals_count + d.n
      FROM (SELECT insider_id, count(*)::int AS n FROM new_rows GROUP BY insider_id) d WHERE p.id = d.insider_id;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE stocks s SET deals_count = s.deals_count - d.n
      FROM (SELECT stock_id, count(*)::int AS n FROM old_rows GROUP BY stock_id) d WHERE s.id = d.stock_id;
    UPDATE insiders p SET deals_count = p.deals_count - d.n
      FROM (SELECT insider_id, count(*)::int AS n FROM old_rows GROUP BY insider_id) d WHERE p.id = d.insider_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER insider_deals_counts_insert AFTER INSERT ON insider_deals REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ir_insider_deals_counts();
--> statement-breakpoint
CREATE TRIGGER insider_deals_counts_update AFTER UPDATE ON insider_deals REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ir_insider_deals_counts();
--> statement-breakpoint
CREATE TRIGGER insider_deals_counts_delete AFTER DELETE ON insider_deals REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ir_insider_deals_counts();
--> statement-breakpoint
CREATE TRIGGER insider_deals_counts_truncate AFTER TRUNCATE ON insider_deals
  FOR EACH STATEMENT EXECUTE FUNCTION ir_insider_deals_counts();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ir_ideas_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE stocks SET ideas_count = 0 WHERE ideas_count <> 0;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE stocks s SET ideas_count = s.ideas_count + d.n
      FROM (SELECT stock_id, count(*)::int AS n FROM new_rows GROUP BY stock_id) d WHERE s.id = d.stock_id;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE stocks s SET ideas_count = s.ideas_count - d.n
      FROM (SELECT stock_id, count(*)::int AS n FROM old_rows GROUP BY stock_id) d WHERE s.id = d.stock_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ideas_counts_insert AFTER INSERT ON ideas REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ir_ideas_counts();
--> statement-breakpoint
CREATE TRIGGER ideas_counts_update AFTER UPDATE ON ideas REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ir_ideas_counts();
--> statement-breakpoint
CREATE TRIGGER ideas_counts_delete AFTER DELETE ON ideas REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ir_ideas_counts();
--> statement-breakpoint
CREATE TRIGGER ideas_counts_truncate AFTER TRUNCATE ON ideas
  FOR EACH STATEMENT EXECUTE FUNCTION ir_ideas_counts();
--> statement-breakpoint
UPDATE stocks s SET
  ideas_count = (SELECT count(*) FROM ideas i WHERE i.stock_id = s.id),
  deals_count = (SELECT count(*) FROM insider_deals d WHERE d.stock_id = s.id);
--> statement-breakpoint
UPDATE insiders p SET deals_count = (SELECT count(*) FROM insider_deals d WHERE d.insider_id = p.id);
--> statement-breakpoint
-- Cache events: every API instance keeps signed-in sessions and account views in memory and LISTENs on
-- ir_cache; whoever writes (this API, another instance, a script, psql) the database announces which
-- user's data changed, on commit. Payloads: 'user:<id>', 'session:<id_hash>', 'permissions'.
CREATE OR REPLACE FUNCTION ir_notify_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  user_column text := TG_ARGV[0];
  changed jsonb;
BEGIN
  FOREACH changed IN ARRAY ARRAY[CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END, CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END] LOOP
    CONTINUE WHEN changed IS NULL;
    IF TG_TABLE_NAME = 'sessions' THEN
      PERFORM pg_notify('ir_cache', 'session:' || (changed ->> 'id_hash'));
    ELSIF user_column = 'portfolio_id' THEN
      PERFORM pg_notify('ir_cache', 'user:' || p.user_id) FROM portfolios p WHERE p.id = (changed ->> 'portfolio_id')::int;
    ELSE
      PERFORM pg_notify('ir_cache', 'user:' || (changed ->> user_column));
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_cache_events AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION ir_notify_user_change('id');
--> statement-breakpoint
CREATE TRIGGER sessions_cache_events AFTER UPDATE OR DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION ir_notify_user_change('user_id');
--> statement-breakpoint
CREATE TRIGGER broker_admins_cache_events AFTER INSERT OR UPDATE OR DELETE ON broker_admins FOR EACH ROW EXECUTE FUNCTION ir_notify_user_change('user_id');
--> statement-breakpoint
CREATE TRIGGER portfolios_cache_events AFTER INSERT OR UPDATE OR DELETE ON portfolios FOR EACH ROW EXECUTE FUNCTION ir_notify_user_change('user_id');
--> statement-breakpoint
CREATE TRIGGER portfolio_ideas_cache_events AFTER INSERT OR UPDATE OR DELETE ON portfolio_ideas FOR EACH ROW EXECUTE FUNCTION ir_notify_user_change('portfolio_id');
--> statement-breakpoint
CREATE TRIGGER portfolio_updates_cache_events AFTER INSERT OR UPDATE OR DELETE ON portfolio_updates FOR EACH ROW EXECUTE FUNCTION ir_notify_user_change('portfolio_id');
--> statement-breakpoint
CREATE TRIGGER subscriptions_cache_events AFTER INSERT OR UPDATE OR DELETE ON subscriptions FOR EACH ROW EXECUTE FUNCTION ir_notify_user_change('user_id');
--> statement-breakpoint
CREATE TRIGGER bets_cache_events AFTER INSERT OR UPDATE OR DELETE ON bets FOR EACH ROW EXECUTE FUNCTION ir_notify_user_change('user_id');
--> statement-breakpoint
CREATE TRIGGER idea_votes_cache_events AFTER INSERT OR UPDATE OR DELETE ON idea_votes FOR EACH ROW EXECUTE FUNCTION ir_notify_user_change('user_id');
--> statement-breakpoint
-- Statement-level events: 'permissions' (every account view changes), 'catalog' (search results).
CREATE OR REPLACE FUNCTION ir_notify_statement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ir_cache', TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER account_type_permissions_cache_events AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON account_type_permissions
  FOR EACH STATEMENT EXECUTE FUNCTION ir_notify_statement('permissions');
--> statement-breakpoint
CREATE TRIGGER stocks_cache_events AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stocks
  FOR EACH STATEMENT EXECUTE FUNCTION ir_notify_statement('catalog');
--> statement-breakpoint
CREATE TRIGGER insiders_cache_events AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON insiders
  FOR EACH STATEMENT EXECUTE FUNCTION ir_notify_statement('catalog');
