CREATE TABLE "identity_check_starts" (
	"id" serial PRIMARY KEY NOT NULL,
	"network" text,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "identity_check_starts_network_idx" ON "identity_check_starts" USING btree ("network","created_at");--> statement-breakpoint
CREATE INDEX "identity_check_starts_created_idx" ON "identity_check_starts" USING btree ("created_at");