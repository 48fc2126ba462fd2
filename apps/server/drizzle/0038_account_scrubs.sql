CREATE TABLE "account_scrubs" (
	"id" serial PRIMARY KEY NOT NULL,
	"debt_account_id" integer NOT NULL,
	"flag" text NOT NULL,
	"source" text NOT NULL,
	"scrub_run_id" integer,
	"effective_on" date NOT NULL,
	"bankruptcy_chapter" text,
	"bankruptcy_case_number" text,
	"bankruptcy_filed_on" date,
	"died_on" date,
	"military_start_on" date,
	"military_end_on" date,
	"attorney_name" text,
	"attorney_phone" text,
	"attorney_address" text,
	"note" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_by" integer,
	"cleared_at" timestamp with time zone,
	"cleared_by" integer,
	"cleared_reason" text,
	CONSTRAINT "account_scrubs_flag_check" CHECK ("account_scrubs"."flag" in ('bankruptcy', 'deceased', 'military_active_duty', 'attorney_represented', 'litigious')),
	CONSTRAINT "account_scrubs_source_check" CHECK ("account_scrubs"."source" in ('staff', 'import', 'scrub_file')),
	CONSTRAINT "account_scrubs_cleared_check" CHECK (("account_scrubs"."cleared_at" is null) = ("account_scrubs"."cleared_reason" is null))
);
--> statement-breakpoint
CREATE TABLE "scrub_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"user_id" integer,
	"rows" integer NOT NULL,
	"matched" integer NOT NULL,
	"recorded" integer NOT NULL,
	"unmatched" integer NOT NULL,
	"invalid" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_scrubs" ADD CONSTRAINT "account_scrubs_debt_account_id_debt_accounts_id_fk" FOREIGN KEY ("debt_account_id") REFERENCES "public"."debt_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_scrubs" ADD CONSTRAINT "account_scrubs_scrub_run_id_scrub_runs_id_fk" FOREIGN KEY ("scrub_run_id") REFERENCES "public"."scrub_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_scrubs" ADD CONSTRAINT "account_scrubs_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_scrubs" ADD CONSTRAINT "account_scrubs_cleared_by_users_id_fk" FOREIGN KEY ("cleared_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrub_runs" ADD CONSTRAINT "scrub_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_scrubs_one_active_idx" ON "account_scrubs" USING btree ("debt_account_id","flag") WHERE "account_scrubs"."cleared_at" is null;--> statement-breakpoint
CREATE INDEX "account_scrubs_active_flag_idx" ON "account_scrubs" USING btree ("flag","debt_account_id") WHERE "account_scrubs"."cleared_at" is null;