-- The names' version check of migration 0005 joined new_rows to old_rows with a LEFT JOIN whose
-- planner estimate for transition tables led to a nested loop: quadratic in the rows a statement
-- updates. A counter update of 20,000 insiders (what a deal import or the seed's counts trigger does)
-- took 48 s; at benchmark volume (200,000 insiders) hours. EXCEPT compares the rows by hashing or
-- sorting, so the check is linear (n log n at worst) whatever the estimate; NULLs compare equal, as
-- IS DISTINCT FROM did.
CREATE OR REPLACE FUNCTION ir_search_names_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    -- A row whose id, name (or a share's ticker) changed; plpgsql plans each branch when it first runs.
    IF TG_TABLE_NAME = 'stocks' THEN
      IF NOT EXISTS (SELECT id, name, ticker FROM new_rows EXCEPT SELECT id, name, ticker FROM old_rows) THEN
        RETURN NULL;
      END IF;
    ELSIF NOT EXISTS (SELECT id, name FROM new_rows EXCEPT SELECT id, name FROM old_rows) THEN
      RETURN NULL;
    END IF;
  END IF;
  UPDATE search_names_version SET version = version + 1;
  RETURN NULL;
END $$;
