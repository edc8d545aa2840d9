-- Per-user table settings (the issue "column settings follow the user"): one row per user and table
-- holding what the app's column settings storage keeps for that table (today {version, columns}:
-- visible, order, pinned), as an opaque JSON object. Served by modules/system/table-settings.ts, which
-- lets a user read and change only their own rows and caps them (table id 1-100 characters of
-- [A-Za-z0-9:._/-], settings at most 16 KB serialised, at most 300 tables per user).
CREATE TABLE "sys_user_table_setting" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"user_id" bigint NOT NULL REFERENCES "sys_user" ("id") ON DELETE CASCADE,
	"table_id" text NOT NULL,
	"settings" jsonb NOT NULL,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_user_table_setting_user_table_unique" UNIQUE ("user_id", "table_id"),
	CONSTRAINT "sys_user_table_setting_table_id_check" CHECK ("table_id" ~ '^[A-Za-z0-9:._/-]{1,100}$'),
	CONSTRAINT "sys_user_table_setting_settings_check" CHECK (jsonb_typeof("settings") = 'object')
);
