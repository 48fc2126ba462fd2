CREATE TABLE "call_recordings" (
	"id" serial PRIMARY KEY NOT NULL,
	"call_id" integer NOT NULL,
	"debt_account_id" integer NOT NULL,
	"recording_sid" text NOT NULL,
	"stored_name" text,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"duration_seconds" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "agent_line" text;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "agent_leg" text;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "agent_leg_sid" text;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "debtor_leg_sid" text;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "answered_by" text;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "in_room" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "voicemail_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "bridge_blocked_rule" text;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "timeline_entry_id" integer;--> statement-breakpoint
ALTER TABLE "call_recordings" ADD CONSTRAINT "call_recordings_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_recordings" ADD CONSTRAINT "call_recordings_debt_account_id_debt_accounts_id_fk" FOREIGN KEY ("debt_account_id") REFERENCES "public"."debt_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "call_recordings_sid_idx" ON "call_recordings" USING btree ("recording_sid");--> statement-breakpoint
CREATE INDEX "call_recordings_call_idx" ON "call_recordings" USING btree ("call_id");--> statement-breakpoint
CREATE INDEX "call_recordings_age_idx" ON "call_recordings" USING btree ("created_at") WHERE "call_recordings"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "calls_user_idx" ON "calls" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "calls_agent_leg_idx" ON "calls" USING btree ("agent_leg_sid");