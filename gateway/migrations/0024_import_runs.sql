-- The shared Excel import pipeline (issue 21; core/import): one row per uploaded workbook, from its check
-- to its commit. The upload is stored first (file_key in the file storage), so a check or a commit that
-- runs as a task (over 5,000 rows) reads it again from there, and a commit re-checks the same bytes it
-- was shown. errors holds the first row messages (第N行：…); the whole list is in the error workbook
-- (error_file_key). A large import is also listed in the download centre (download_task_id).
CREATE TABLE "sys_import_run" (
	"id" text PRIMARY KEY DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"user_id" bigint NOT NULL REFERENCES "sys_user" ("id") ON DELETE CASCADE,
	"import_name" text NOT NULL,
	"file_name" text NOT NULL,
	"file_key" text NOT NULL,
	"status" text DEFAULT 'checking' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"checked_rows" integer DEFAULT 0 NOT NULL,
	"valid" integer DEFAULT 0 NOT NULL,
	"invalid" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error_file_key" text,
	"imported" integer DEFAULT 0 NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"message" text,
	"is_task" boolean DEFAULT false NOT NULL,
	"download_task_id" bigint REFERENCES "sys_download_task" ("id") ON DELETE SET NULL,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_import_run_status_check" CHECK ("status" IN ('checking', 'checked', 'committing', 'committed', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "sys_import_run_user_idx" ON "sys_import_run" ("user_id", "created_time");
--> statement-breakpoint
-- biz_type 4: an import that runs as a task, listed in the download centre with its error workbook.
ALTER TABLE "sys_download_task" DROP CONSTRAINT "sys_download_task_biz_type_check";
--> statement-breakpoint
ALTER TABLE "sys_download_task" ADD CONSTRAINT "sys_download_task_biz_type_check" CHECK ("biz_type" IN (1, 2, 3, 4));
