ALTER TABLE "debt_accounts" ADD COLUMN "identity_review" text;--> statement-breakpoint
CREATE INDEX "debt_accounts_identity_review_idx" ON "debt_accounts" USING btree ("identity_review","id") WHERE "debt_accounts"."identity_review" is not null;--> statement-breakpoint
-- The address an identity check compares, from an account's columns: the same key the server makes
-- of an address option (address-options.ts: whitespace tidied, the unit and what follows dropped,
-- letters and digits only, the ZIP's first five digits, a lost leading zero put back). Null without
-- a street line, as there is then no option.
CREATE FUNCTION identity_address_key(street text, city text, state text, zip text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN line IS NULL OR regexp_replace(line, '[.,[:space:]]+', '', 'g') = '' THEN NULL
    ELSE btrim(regexp_replace(lower(concat_ws(' ', line, city, state,
      CASE WHEN length(digits) BETWEEN 1 AND 4 THEN lpad(digits, 5, '0') ELSE left(digits, 5) END)),
      '[^a-z0-9]+', ' ', 'g'))
  END
  FROM (SELECT
    regexp_replace(btrim(regexp_replace(street, '\s+', ' ', 'g')),
      '(,\s*|\s+)((apt|apartment|unit|suite|ste|fl|floor|rm|room|bldg|building|lot|trlr|spc|ofc|dept)\y|#).*$', '', 'i') AS line,
    regexp_replace(coalesce(zip, ''), '\D', '', 'g') AS digits) AS parts
$$;--> statement-breakpoint
-- Accounts already here: one that joined an identity whose earlier accounts all hold another
-- address waits for review, as a new one will (decision 0086).
UPDATE debt_accounts d SET identity_review = 'pending'
WHERE d.identity_hash IS NOT NULL
  AND EXISTS (SELECT 1 FROM debt_accounts o WHERE o.identity_hash = d.identity_hash AND o.id < d.id)
  AND NOT EXISTS (
    SELECT 1 FROM debt_accounts o
    WHERE o.identity_hash = d.identity_hash AND o.id < d.id
      AND identity_address_key(o.address1, o.city, o.state, o.zip_code)
        = identity_address_key(d.address1, d.city, d.state, d.zip_code));--> statement-breakpoint
-- Whoever writes an account (a client's placement file, an agency import, an edit), an identity
-- check may prove it only when its identity has no other provable account yet, or one with the
-- same address. Otherwise it waits for staff: so does a debtor login's account whose address or
-- identity changes. A staff decision (the column itself written) and a rejected account stay as
-- they are.
CREATE FUNCTION debt_accounts_identity_review() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  new_key text := identity_address_key(NEW.address1, NEW.city, NEW.state, NEW.zip_code);
  others boolean;
  same boolean;
BEGIN
  -- A data key rotation rewrites every identity hash: the same people, the same review state.
  IF current_setting('arrears.rekeying', true) = 'on' THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' AND (NEW.identity_review IS DISTINCT FROM OLD.identity_review
      OR OLD.identity_review = 'rejected') THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.identity_hash IS NOT DISTINCT FROM OLD.identity_hash
      AND new_key IS NOT DISTINCT FROM identity_address_key(OLD.address1, OLD.city, OLD.state, OLD.zip_code) THEN
    RETURN NEW; -- the same address, written another way
  END IF;
  IF NEW.identity_hash IS NULL THEN
    NEW.identity_review := NULL;
    RETURN NEW;
  END IF;
  SELECT count(*) > 0, coalesce(bool_or(identity_address_key(o.address1, o.city, o.state, o.zip_code) = new_key), false)
    INTO others, same
    FROM debt_accounts o
    WHERE o.identity_hash = NEW.identity_hash AND o.id <> NEW.id AND o.identity_review IS NULL;
  IF same THEN
    NEW.identity_review := NULL;
  ELSIF others OR (TG_OP = 'UPDATE' AND OLD.user_id IS NOT NULL) THEN
    NEW.identity_review := 'pending';
  ELSE
    NEW.identity_review := NULL;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER debt_accounts_identity_review_insert BEFORE INSERT ON debt_accounts
  FOR EACH ROW WHEN (NEW.identity_hash IS NOT NULL) EXECUTE FUNCTION debt_accounts_identity_review();--> statement-breakpoint
CREATE TRIGGER debt_accounts_identity_review_update BEFORE UPDATE OF identity_hash, address1, city, state, zip_code ON debt_accounts
  FOR EACH ROW WHEN (OLD.identity_hash IS DISTINCT FROM NEW.identity_hash OR OLD.address1 IS DISTINCT FROM NEW.address1
    OR OLD.city IS DISTINCT FROM NEW.city OR OLD.state IS DISTINCT FROM NEW.state OR OLD.zip_code IS DISTINCT FROM NEW.zip_code)
  EXECUTE FUNCTION debt_accounts_identity_review();
