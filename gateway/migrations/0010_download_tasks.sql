-- Download tasks (spec 01 §4, §7.6): an export runs in the job queue and its spreadsheet is kept for
-- the user who asked for it. status: 0 waiting, 1 downloading, 2 interrupted, 3 uploading to the file
-- server, 4 failed (msg says why), 5 completed (url). biz_type: 1 an export task, 2 a recorded
-- download that can be replayed, 3 a recorded download that cannot (no re-download offered).
CREATE TABLE "sys_download_task" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"user_id" bigint NOT NULL REFERENCES "sys_user" ("id") ON DELETE CASCADE,
	"file_name" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"msg" text,
	"url" text,
	"storage_key" text,
	"file_size" bigint,
	"row_count" integer,
	"request_url" text,
	"request_method" text,
	"request_param" jsonb,
	"page_path" text,
	"style_code" text,
	"biz_type" smallint DEFAULT 1 NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"started_time" timestamptz,
	"finished_time" timestamptz,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_download_task_status_check" CHECK ("status" BETWEEN 0 AND 5),
	CONSTRAINT "sys_download_task_biz_type_check" CHECK ("biz_type" IN (1, 2, 3)),
	CONSTRAINT "sys_download_task_request_method_check" CHECK ("request_method" IN ('GET', 'POST'))
);
--> statement-breakpoint
-- The download centre lists a user's tasks newest first.
CREATE INDEX "sys_download_task_user_idx" ON "sys_download_task" ("user_id", "id" DESC);
--> statement-breakpoint
-- Recovery looks for pending tasks that stopped moving.
CREATE INDEX "sys_download_task_pending_idx" ON "sys_download_task" ("updated_time") WHERE "status" < 4;
