-- Accounts show the names of the ideas in their portfolio updates: renaming an idea announces a change
-- for every user whose portfolio has updates about it (see 0001 for the ir_cache events).
CREATE FUNCTION ir_notify_idea_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ir_cache', 'user:' || owners.user_id)
  FROM (SELECT DISTINCT p.user_id FROM portfolio_updates u JOIN portfolios p ON p.id = u.portfolio_id WHERE u.idea_id = NEW.id) owners;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ideas_rename_cache_events AFTER UPDATE OF name ON ideas
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION ir_notify_idea_renamed();
