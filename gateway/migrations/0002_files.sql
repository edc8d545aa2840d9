-- 0002_files: uploaded files (spec 01 §3 "File", §5 "Files", §7.3).
-- The bytes live in the file storage under "name" (a generated key); this row holds what the app shows.
-- "original_name" is the client's name, sanitised, kept for display and download only.
CREATE TABLE "sys_file" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"original_name" text NOT NULL,
	"name" text NOT NULL,
	"file_type" text DEFAULT '' NOT NULL,
	"mime_type" text NOT NULL,
	"file_size" bigint NOT NULL,
	"biz_type" text NOT NULL,
	"biz_key" text,
	"module" text DEFAULT 'execution' NOT NULL,
	"contract_file_type" text,
	"signet_flag" smallint DEFAULT 0 NOT NULL,
	"file_category" text,
	"creator_id" bigint REFERENCES "sys_user" ("id") ON DELETE SET NULL,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_file_name_unique" UNIQUE ("name"),
	CONSTRAINT "sys_file_file_size_check" CHECK ("file_size" >= 0),
	CONSTRAINT "sys_file_signet_flag_check" CHECK ("signet_flag" IN (0, 1))
);
--> statement-breakpoint
CREATE INDEX "sys_file_biz_idx" ON "sys_file" ("biz_type", "biz_key", "created_time" DESC);
--> statement-breakpoint
CREATE INDEX "sys_file_creator_id_idx" ON "sys_file" ("creator_id");
