-- Built inside the migration's transaction (writes to debt_accounts wait meanwhile); on a large live
-- database build them first with CREATE INDEX CONCURRENTLY under these names (docs/operations.md).
-- INCLUDE (written by hand: the schema builder has no INCLUDE) lets the record-payment search test
-- every arm on the index alone (an index-only scan), never visiting the rows it passes over.
CREATE INDEX IF NOT EXISTS "debt_accounts_name_order_idx" ON "debt_accounts" USING btree (lower("full_name"),"id") INCLUDE ("full_name","account_number","email_address","primary_phone");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "debt_accounts_updated_at_idx" ON "debt_accounts" USING btree ("updated_at");
