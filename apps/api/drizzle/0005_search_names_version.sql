-- A version of everything the in-process search index (src/services/search-index.ts) reads: share and
-- insider names and tickers. Bumped in the writing transaction by whoever renames, adds or removes a
-- share or an insider (this API, another instance, the seed, psql); counter updates leave it alone.
-- A search answered from memory reads it in the same round trip as the details of its hits and is
-- thrown away for the database path when it differs from the version the index was built at. The
-- single row also orders the writers: a name-changing transaction waits for the previous one to commit.
CREATE TABLE search_names_version (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  version bigint NOT NULL DEFAULT 0
);
--> statement-breakpoint
INSERT INTO search_names_version DEFAULT VALUES;
--> statement-breakpoint
CREATE FUNCTION ir_search_names_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    -- A row whose id, name (or a share's ticker) changed; plpgsql plans each branch when it first runs.
    IF TG_TABLE_NAME = 'stocks' THEN
      IF NOT EXISTS (SELECT 1 FROM new_rows n LEFT JOIN old_rows o ON o.id = n.id
                     WHERE o.id IS NULL OR o.name IS DISTINCT FROM n.name OR o.ticker IS DISTINCT FROM n.ticker) THEN
        RETURN NULL;
      END IF;
    ELSIF NOT EXISTS (SELECT 1 FROM new_rows n LEFT JOIN old_rows o ON o.id = n.id
                      WHERE o.id IS NULL OR o.name IS DISTINCT FROM n.name) THEN
      RETURN NULL;
    END IF;
  END IF;
  UPDATE search_names_version SET version = version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stocks_search_names_insert AFTER INSERT ON stocks
  FOR EACH STATEMENT EXECUTE FUNCTION ir_search_names_bump();
--> statement-breakpoint
CREATE TRIGGER stocks_search_names_update AFTER UPDATE ON stocks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ir_search_names_bump();
--> statement-breakpoint
CREATE TRIGGER stocks_search_names_delete AFTER DELETE ON stocks
  FOR EACH STATEMENT EXECUTE FUNCTION ir_search_names_bump();
--> statement-breakpoint
CREATE TRIGGER stocks_search_names_truncate AFTER TRUNCATE ON stocks
  FOR EACH STATEMENT EXECUTE FUNCTION ir_search_names_bump();
--> statement-breakpoint
CREATE TRIGGER insiders_search_names_insert AFTER INSERT ON insiders
  FOR EACH STATEMENT EXECUTE FUNCTION ir_search_names_bump();
--> statement-breakpoint
CREATE TRIGGER insiders_search_names_update AFTER UPDATE ON insiders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ir_search_names_bump();
--> statement-breakpoint
CREATE TRIGGER insiders_search_names_delete AFTER DELETE ON insiders
  FOR EACH STATEMENT EXECUTE FUNCTION ir_search_names_bump();
--> statement-breakpoint
CREATE TRIGGER insiders_search_names_truncate AFTER TRUNCATE ON insiders
  FOR EACH STATEMENT EXECUTE FUNCTION ir_search_names_bump();
