-- The record-payment search walks this index in name order and tests every arm (name, number,
-- e-mail, phone) on each entry until its 20th match: for a common name that is thousands of
-- entries. Storing lower(account_number) and lower(email_address) as trailing keys (after the
-- unique id, so the order is unchanged) spares lower-casing both again on each entry.
-- INCLUDE is written by hand (the schema builder has no INCLUDE): the base columns must be on the
-- index too for the scan to stay index-only. Built inside the migration's transaction; on a large
-- live database build it first with CREATE INDEX CONCURRENTLY under another name and swap.
DROP INDEX IF EXISTS "debt_accounts_name_order_idx";--> statement-breakpoint
CREATE INDEX "debt_accounts_name_order_idx" ON "debt_accounts" USING btree (lower("full_name"),"id",lower("account_number"),lower("email_address")) INCLUDE ("full_name","account_number","email_address","primary_phone");
--> statement-breakpoint
-- The global search's exact e-mail test: through the trigram index a common name's e-mail
-- trigrams ("garcia") are rechecked on thousands of rows; this btree probes the one value.
CREATE INDEX "debt_accounts_email_lower_idx" ON "debt_accounts" USING btree (lower("email_address"));
