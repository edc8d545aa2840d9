-- System data (spec 01 §3, §7.4, §7.6): dictionaries and their items, a user's short menus (common
-- functions) and a user's messages (notices and to-dos).
-- Every table carries created_time, updated_time, created_by, updated_by and version (optimistic lock).

CREATE TABLE "sys_dict" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"dict_code" text NOT NULL,
	"dict_name" text NOT NULL,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_dict_dict_code_unique" UNIQUE ("dict_code")
);
--> statement-breakpoint
-- Items point at their dictionary by code (the app asks by code); removing a dictionary removes them.
CREATE TABLE "sys_dict_item" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"dict_code" text NOT NULL REFERENCES "sys_dict" ("dict_code") ON DELETE CASCADE ON UPDATE CASCADE,
	"item_code" text NOT NULL,
	"item_name" text NOT NULL,
	"sort_number" integer DEFAULT 0 NOT NULL,
	"enabled" smallint DEFAULT 1 NOT NULL,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_dict_item_dict_item_unique" UNIQUE ("dict_code", "item_code"),
	CONSTRAINT "sys_dict_item_enabled_check" CHECK ("enabled" IN (0, 1))
);
--> statement-breakpoint
-- A user's common functions, at most 15 (enforced by the gateway under a lock on the user row).
CREATE TABLE "sys_short_menu" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"user_id" bigint NOT NULL REFERENCES "sys_user" ("id") ON DELETE CASCADE,
	"menu_id" bigint NOT NULL REFERENCES "sys_menu" ("id") ON DELETE CASCADE,
	"sort_number" integer DEFAULT 0 NOT NULL,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_short_menu_user_menu_unique" UNIQUE ("user_id", "menu_id")
);
--> statement-breakpoint
CREATE INDEX "sys_short_menu_menu_id_idx" ON "sys_short_menu" ("menu_id");
--> statement-breakpoint
-- msg_type 1 to-do, 2 notice; handle_status 0 to-do, 1 done; read_status 0 unread, 1 read.
CREATE TABLE "sys_message" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"user_id" bigint NOT NULL REFERENCES "sys_user" ("id") ON DELETE CASCADE,
	"content" text NOT NULL,
	"link" text,
	"bus_type" text,
	"msg_type" smallint NOT NULL,
	"handle_status" smallint DEFAULT 0 NOT NULL,
	"read_status" smallint DEFAULT 0 NOT NULL,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_message_msg_type_check" CHECK ("msg_type" IN (1, 2)),
	CONSTRAINT "sys_message_handle_status_check" CHECK ("handle_status" IN (0, 1)),
	CONSTRAINT "sys_message_read_status_check" CHECK ("read_status" IN (0, 1))
);
--> statement-breakpoint
-- The dashboard pages a user's messages of one type, newest first.
CREATE INDEX "sys_message_user_type_time_idx" ON "sys_message" ("user_id", "msg_type", "created_time" DESC, "id" DESC);
