CREATE INDEX "debt_accounts_account_number_lower_idx" ON "debt_accounts" USING btree (lower("account_number"));--> statement-breakpoint
CREATE INDEX "payments_approved_amount_idx" ON "payments" USING btree ("amount" desc nulls last,"id" desc) WHERE "payments"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "payments_transaction_id_idx" ON "payments" USING btree ("transaction_id");