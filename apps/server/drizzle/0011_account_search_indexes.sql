CREATE INDEX "debt_accounts_account_number_trgm_idx" ON "debt_accounts" USING gin (lower("account_number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "debt_accounts_email_trgm_idx" ON "debt_accounts" USING gin (lower("email_address") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "debt_accounts_primary_phone_trgm_idx" ON "debt_accounts" USING gin ("primary_phone" gin_trgm_ops);