ALTER TABLE "payments" ADD COLUMN "authorized_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "authorized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "authorization_words" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_authorized_by_user_id_users_id_fk" FOREIGN KEY ("authorized_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;