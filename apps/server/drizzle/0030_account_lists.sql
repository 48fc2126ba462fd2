-- Built inside the migration's transaction (writes to debt_accounts wait meanwhile); on a large live
-- database build them first with CREATE INDEX CONCURRENTLY under these names (docs/operations.md).
CREATE INDEX IF NOT EXISTS "debt_accounts_name_order_idx" ON "debt_accounts" USING btree (lower("full_name"),"id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "debt_accounts_updated_at_idx" ON "debt_accounts" USING btree ("updated_at");
