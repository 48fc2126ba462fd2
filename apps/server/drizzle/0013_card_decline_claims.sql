CREATE TABLE "card_decline_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"debt_account_id" integer NOT NULL,
	"network" text,
	"chat_session_id" text,
	"staff_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_decline_claims" ADD CONSTRAINT "card_decline_claims_debt_account_id_debt_accounts_id_fk" FOREIGN KEY ("debt_account_id") REFERENCES "public"."debt_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_decline_claims" ADD CONSTRAINT "card_decline_claims_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_decline_claims_account_idx" ON "card_decline_claims" USING btree ("debt_account_id","created_at");--> statement-breakpoint
CREATE INDEX "card_decline_claims_network_idx" ON "card_decline_claims" USING btree ("network","created_at");--> statement-breakpoint
CREATE INDEX "card_decline_claims_chat_idx" ON "card_decline_claims" USING btree ("chat_session_id");--> statement-breakpoint
CREATE INDEX "card_decline_claims_staff_idx" ON "card_decline_claims" USING btree ("staff_user_id","created_at");--> statement-breakpoint
CREATE INDEX "card_decline_claims_created_idx" ON "card_decline_claims" USING btree ("created_at");