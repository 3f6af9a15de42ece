-- The radar's role filter without a join (issue #14, bench at scale 100: 1M deals). A role filter tested
-- each deal's insider: its page probed the insiders of deals read in date order until 20 matched, and its
-- capped total walked every insider of the role — 10 to 43 ms a request for a role and a type, the
-- slowest requests of the radar by far. The deal now carries its insider's roles as bits and each role has
-- a partial index in date order, so a role's page and capped total read that role's deals only.
-- The bits follow the insider's current flags (the latest filing describes the relationship, as before):
-- a BEFORE trigger sets them on every deal written, and a change of an insider's flags rewrites the bits
-- of that insider's deals. Existing deals are filled before the indexes are built (on a database that
-- already holds a million deals this rewrites the table once; VACUUM gives the space back for reuse).
ALTER TABLE "insider_deals" ADD COLUMN "roles" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION ir_insider_role_bits(director boolean, officer boolean, ten_percent_owner boolean, other boolean)
RETURNS smallint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ((CASE WHEN director THEN 1 ELSE 0 END) | (CASE WHEN officer THEN 2 ELSE 0 END)
        | (CASE WHEN ten_percent_owner THEN 4 ELSE 0 END) | (CASE WHEN other THEN 8 ELSE 0 END))::smallint
$$;
--> statement-breakpoint
UPDATE insider_deals d
   SET roles = ir_insider_role_bits(i.is_director, i.is_officer, i.is_ten_percent_owner, i.is_other)
  FROM insiders i
 WHERE i.id = d.insider_id
   AND ir_insider_role_bits(i.is_director, i.is_officer, i.is_ten_percent_owner, i.is_other) <> 0;--> statement-breakpoint
CREATE OR REPLACE FUNCTION ir_insider_deals_roles() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Whatever a writer put there: the bits are the insider's, 0 without one (a buyback).
  NEW.roles := coalesce(
    (SELECT ir_insider_role_bits(i.is_director, i.is_officer, i.is_ten_percent_owner, i.is_other)
       FROM insiders i WHERE i.id = NEW.insider_id),
    0);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER insider_deals_roles BEFORE INSERT OR UPDATE OF insider_id, roles ON insider_deals
  FOR EACH ROW EXECUTE FUNCTION ir_insider_deals_roles();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ir_insiders_roles_to_deals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE insider_deals
     SET roles = ir_insider_role_bits(NEW.is_director, NEW.is_officer, NEW.is_ten_percent_owner, NEW.is_other)
   WHERE insider_id = NEW.id
     AND roles <> ir_insider_role_bits(NEW.is_director, NEW.is_officer, NEW.is_ten_percent_owner, NEW.is_other);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER insiders_roles_to_deals AFTER UPDATE OF is_director, is_officer, is_ten_percent_owner, is_other ON insiders
  FOR EACH ROW
  WHEN (OLD.is_director IS DISTINCT FROM NEW.is_director OR OLD.is_officer IS DISTINCT FROM NEW.is_officer
     OR OLD.is_ten_percent_owner IS DISTINCT FROM NEW.is_ten_percent_owner OR OLD.is_other IS DISTINCT FROM NEW.is_other)
  EXECUTE FUNCTION ir_insiders_roles_to_deals();
--> statement-breakpoint
CREATE INDEX "insider_deals_role_director_idx" ON "insider_deals" USING btree ("buyback","deal_date" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("kind") WHERE ("insider_deals"."roles" & 1) <> 0;--> statement-breakpoint
CREATE INDEX "insider_deals_role_officer_idx" ON "insider_deals" USING btree ("buyback","deal_date" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("kind") WHERE ("insider_deals"."roles" & 2) <> 0;--> statement-breakpoint
CREATE INDEX "insider_deals_role_ten_percent_owner_idx" ON "insider_deals" USING btree ("buyback","deal_date" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("kind") WHERE ("insider_deals"."roles" & 4) <> 0;--> statement-breakpoint
CREATE INDEX "insider_deals_role_other_idx" ON "insider_deals" USING btree ("buyback","deal_date" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("kind") WHERE ("insider_deals"."roles" & 8) <> 0;
