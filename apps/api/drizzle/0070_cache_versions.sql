CREATE TABLE "cache_versions" (
	"key" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- Per-key versions of the cache events (0001, 0004): every event also bumps its key's version in the
-- writing transaction, so an instance can tell, at the start of a read, that the copy it keeps is
-- older than the database even when the NOTIFY has not reached it yet (read-your-writes across
-- instances). Sessions bump their user's key: a session is kept with its user's version.
CREATE FUNCTION ir_cache_bump(cache_key text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO cache_versions (key, version) VALUES (cache_key, 1)
  ON CONFLICT (key) DO UPDATE SET version = cache_versions.version + 1;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ir_notify_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  user_column text := TG_ARGV[0];
  changed jsonb;
  owner text;
  bumped text;
BEGIN
  FOREACH changed IN ARRAY ARRAY[CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END, CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END] LOOP
    CONTINUE WHEN changed IS NULL;
    IF user_column = 'portfolio_id' THEN
      SELECT p.user_id::text INTO owner FROM portfolios p WHERE p.id = (changed ->> 'portfolio_id')::int;
    ELSE
      owner := changed ->> user_column;
    END IF;
    -- An UPDATE names the same user twice (OLD and NEW): one bump.
    IF owner IS NOT NULL AND owner IS DISTINCT FROM bumped THEN
      PERFORM ir_cache_bump('user:' || owner);
      bumped := owner;
    END IF;
    IF TG_TABLE_NAME = 'sessions' THEN
      PERFORM pg_notify('ir_cache', 'session:' || (changed ->> 'id_hash'));
    ELSIF owner IS NOT NULL THEN
      PERFORM pg_notify('ir_cache', 'user:' || owner);
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ir_notify_statement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ir_cache_bump(TG_ARGV[0]);
  PERFORM pg_notify('ir_cache', TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ir_notify_idea_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner int;
BEGIN
  -- In user order: two renames at once bump their owners' keys in the same order (no deadlock).
  FOR owner IN SELECT DISTINCT p.user_id FROM portfolio_updates u JOIN portfolios p ON p.id = u.portfolio_id WHERE u.idea_id = NEW.id ORDER BY p.user_id LOOP
    PERFORM ir_cache_bump('user:' || owner);
    PERFORM pg_notify('ir_cache', 'user:' || owner);
  END LOOP;
  RETURN NULL;
END $$;
