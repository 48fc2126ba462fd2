ALTER TABLE "import_runs" ADD COLUMN "upload_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "import_runs_upload_id_idx" ON "import_runs" USING btree ("upload_id");