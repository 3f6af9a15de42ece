-- Search index: one row per word of a share's or insider's name (kind 's' or 'i'), kept by triggers.
-- A query word is a byte range of `token` (COLLATE "C", so [w, w || U+10FFFF) is exactly "starts with w"),
-- read in index order (token, position of the word in the name, name), so the first ten answers cost ten
-- index entries however many names share the word: 2,500 «Уральский …» shares or 1,000 Ивановых.
-- Typos go through the vocabulary (distinct words, a few thousand rows) with pg_trgm, not the names.
CREATE FUNCTION ir_name_words(name text) RETURNS TABLE (word text, pos smallint) LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT w.word, least(min(w.n) - 1, 3)::smallint
  FROM regexp_split_to_table(translate(lower(name), 'ё', 'е'), '[^[:alnum:]]+') WITH ORDINALITY AS w(word, n)
  WHERE w.word <> ''
  GROUP BY w.word
$$;
--> statement-breakpoint
CREATE TABLE search_tokens (
  kind "char" NOT NULL,
  token text COLLATE "C" NOT NULL,
  pos smallint NOT NULL,
  name text COLLATE "C" NOT NULL,
  entity_id integer NOT NULL,
  PRIMARY KEY (kind, token, pos, name, entity_id)
);
--> statement-breakpoint
CREATE INDEX search_tokens_entity_idx ON search_tokens (kind, entity_id, token);
--> statement-breakpoint
CREATE TABLE search_vocabulary (
  kind "char" NOT NULL,
  token text COLLATE "C" NOT NULL,
  PRIMARY KEY (kind, token)
);
--> statement-breakpoint
CREATE INDEX search_vocabulary_trgm_idx ON search_vocabulary USING gin (token gin_trgm_ops);
--> statement-breakpoint
CREATE FUNCTION ir_search_tokens_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  k "char" := TG_ARGV[0];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM search_tokens WHERE kind = k;
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    DELETE FROM search_tokens t USING old_rows o WHERE t.kind = k AND t.entity_id = o.id;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    -- Counter updates (every deal import) touch these rows too: only a renamed row is re-indexed.
    DELETE FROM search_tokens t USING old_rows o JOIN new_rows n ON n.id = o.id
      WHERE t.kind = k AND t.entity_id = o.id AND (o.name IS DISTINCT FROM n.name);
    INSERT INTO search_tokens (kind, token, pos, name, entity_id)
      SELECT k, w.word, w.pos, lower(n.name), n.id
      FROM new_rows n JOIN old_rows o ON o.id = n.id, ir_name_words(n.name) w
      WHERE o.name IS DISTINCT FROM n.name
      ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO search_tokens (kind, token, pos, name, entity_id)
      SELECT k, w.word, w.pos, lower(n.name), n.id FROM new_rows n, ir_name_words(n.name) w
      ON CONFLICT DO NOTHING;
  END IF;
  INSERT INTO search_vocabulary (kind, token)
    SELECT DISTINCT k, w.word FROM new_rows n, ir_name_words(n.name) w
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stocks_search_insert AFTER INSERT ON stocks REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ir_search_tokens_sync('s');
--> statement-breakpoint
CREATE TRIGGER stocks_search_update AFTER UPDATE ON stocks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ir_search_tokens_sync('s');
--> statement-breakpoint
CREATE TRIGGER stocks_search_delete AFTER DELETE ON stocks REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ir_search_tokens_sync('s');
--> statement-breakpoint
CREATE TRIGGER stocks_search_truncate AFTER TRUNCATE ON stocks
  FOR EACH STATEMENT EXECUTE FUNCTION ir_search_tokens_sync('s');
--> statement-breakpoint
CREATE TRIGGER insiders_search_insert AFTER INSERT ON insiders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ir_search_tokens_sync('i');
--> statement-breakpoint
CREATE TRIGGER insiders_search_update AFTER UPDATE ON insiders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ir_search_tokens_sync('i');
--> statement-breakpoint
CREATE TRIGGER insiders_search_delete AFTER DELETE ON insiders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ir_search_tokens_sync('i');
--> statement-breakpoint
CREATE TRIGGER insiders_search_truncate AFTER TRUNCATE ON insiders
  FOR EACH STATEMENT EXECUTE FUNCTION ir_search_tokens_sync('i');
--> statement-breakpoint
INSERT INTO search_tokens (kind, token, pos, name, entity_id)
  SELECT 's', w.word, w.pos, lower(s.name), s.id FROM stocks s, ir_name_words(s.name) w
  UNION ALL
  SELECT 'i', w.word, w.pos, lower(p.name), p.id FROM insiders p, ir_name_words(p.name) w
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO search_vocabulary (kind, token) SELECT DISTINCT kind, token FROM search_tokens ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Ticker prefixes in index order (the trigram index answers substrings, not "the first ten by ticker").
CREATE INDEX stocks_ticker_prefix_idx ON stocks ((lower(ticker) COLLATE "C"));
