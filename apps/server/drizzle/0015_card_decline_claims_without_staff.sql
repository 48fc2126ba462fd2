ALTER TABLE "card_decline_claims" DROP CONSTRAINT "card_decline_claims_staff_user_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "card_decline_claims_staff_idx";--> statement-breakpoint
ALTER TABLE "card_decline_claims" DROP COLUMN "staff_user_id";