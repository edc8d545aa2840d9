-- System access: organisations, roles, users, menus, categories, their assignments, and sessions.
-- Hand-written; run at start-up by drizzle's migrator (statements split on the breakpoint markers).
-- Every table carries created_time, updated_time, created_by, updated_by and version (optimistic lock).

-- pg_trgm backs the fuzzy (contains) searches over Chinese names; PGlite loads it from its contrib bundle.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "sys_org" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"org_code" text NOT NULL,
	"org_name" text NOT NULL,
	"level" smallint NOT NULL,
	"parent_id" bigint DEFAULT 0 NOT NULL,
	"is_online" smallint DEFAULT 1 NOT NULL,
	"is_trading_company" smallint DEFAULT 0 NOT NULL,
	"region_code" text,
	"area_code" text,
	"bu_code" text,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_org_org_code_unique" UNIQUE ("org_code"),
	CONSTRAINT "sys_org_is_online_check" CHECK ("is_online" IN (0, 1)),
	CONSTRAINT "sys_org_is_trading_company_check" CHECK ("is_trading_company" IN (0, 1))
);
--> statement-breakpoint
CREATE INDEX "sys_org_parent_id_idx" ON "sys_org" ("parent_id");
--> statement-breakpoint
CREATE TABLE "sys_role" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"role_code" text NOT NULL,
	"role_name" text NOT NULL,
	"role_type" smallint DEFAULT 2 NOT NULL,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_role_role_code_unique" UNIQUE ("role_code"),
	CONSTRAINT "sys_role_role_type_check" CHECK ("role_type" IN (1, 2))
);
--> statement-breakpoint
CREATE TABLE "sys_user" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"account" text NOT NULL,
	"user_name" text NOT NULL,
	"employee_code" text,
	"gender" smallint DEFAULT 0 NOT NULL,
	"position_desc" text,
	"company_desc" text,
	"dept_desc" text,
	"password_hash" text NOT NULL,
	"enabled" smallint DEFAULT 1 NOT NULL,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_user_account_unique" UNIQUE ("account"),
	CONSTRAINT "sys_user_gender_check" CHECK ("gender" IN (0, 1, 2)),
	CONSTRAINT "sys_user_enabled_check" CHECK ("enabled" IN (0, 1))
);
--> statement-breakpoint
CREATE TABLE "sys_menu" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"parent_id" bigint DEFAULT 0 NOT NULL,
	"menu_name" text NOT NULL,
	"menu_code" text NOT NULL,
	"menu_type" smallint DEFAULT 1 NOT NULL,
	"path_url" text,
	"page_url" text,
	"icon" text,
	"hidden" smallint DEFAULT 0 NOT NULL,
	"keep_alive" smallint DEFAULT 0 NOT NULL,
	"active_menu" text,
	"module_name" text,
	"belongs_to" smallint DEFAULT 1 NOT NULL,
	"sort_number" integer DEFAULT 0 NOT NULL,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_menu_menu_code_unique" UNIQUE ("menu_code"),
	CONSTRAINT "sys_menu_menu_type_check" CHECK ("menu_type" IN (1, 2)),
	CONSTRAINT "sys_menu_hidden_check" CHECK ("hidden" IN (0, 1)),
	CONSTRAINT "sys_menu_keep_alive_check" CHECK ("keep_alive" IN (0, 1)),
	CONSTRAINT "sys_menu_belongs_to_check" CHECK ("belongs_to" IN (1, 2))
);
--> statement-breakpoint
CREATE INDEX "sys_menu_parent_id_idx" ON "sys_menu" ("parent_id");
--> statement-breakpoint
CREATE TABLE "sys_category" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"category_code" text NOT NULL,
	"category_name" text NOT NULL,
	"level" smallint NOT NULL,
	"parent_id" bigint DEFAULT 0 NOT NULL,
	"is_online" smallint DEFAULT 1 NOT NULL,
	"buy_type" text,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_category_category_code_unique" UNIQUE ("category_code"),
	CONSTRAINT "sys_category_is_online_check" CHECK ("is_online" IN (0, 1))
);
--> statement-breakpoint
CREATE INDEX "sys_category_parent_id_idx" ON "sys_category" ("parent_id");
--> statement-breakpoint
CREATE TABLE "sys_user_role" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"user_id" bigint NOT NULL REFERENCES "sys_user" ("id") ON DELETE CASCADE,
	"role_id" bigint NOT NULL REFERENCES "sys_role" ("id") ON DELETE CASCADE,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_user_role_user_role_unique" UNIQUE ("user_id", "role_id")
);
--> statement-breakpoint
CREATE INDEX "sys_user_role_role_id_idx" ON "sys_user_role" ("role_id");
--> statement-breakpoint
CREATE TABLE "sys_role_menu" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"role_id" bigint NOT NULL REFERENCES "sys_role" ("id") ON DELETE CASCADE,
	"menu_id" bigint NOT NULL REFERENCES "sys_menu" ("id") ON DELETE CASCADE,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_role_menu_role_menu_unique" UNIQUE ("role_id", "menu_id")
);
--> statement-breakpoint
CREATE INDEX "sys_role_menu_menu_id_idx" ON "sys_role_menu" ("menu_id");
--> statement-breakpoint
CREATE TABLE "sys_user_org" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"user_id" bigint NOT NULL REFERENCES "sys_user" ("id") ON DELETE CASCADE,
	"org_id" bigint NOT NULL REFERENCES "sys_org" ("id") ON DELETE CASCADE,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_user_org_user_org_unique" UNIQUE ("user_id", "org_id")
);
--> statement-breakpoint
CREATE INDEX "sys_user_org_org_id_idx" ON "sys_user_org" ("org_id");
--> statement-breakpoint
CREATE TABLE "sys_user_category" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"user_id" bigint NOT NULL REFERENCES "sys_user" ("id") ON DELETE CASCADE,
	"category_id" bigint NOT NULL REFERENCES "sys_category" ("id") ON DELETE CASCADE,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_user_category_user_category_unique" UNIQUE ("user_id", "category_id")
);
--> statement-breakpoint
CREATE INDEX "sys_user_category_category_id_idx" ON "sys_user_category" ("category_id");
--> statement-breakpoint
CREATE TABLE "sys_session" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"token_hash" text NOT NULL,
	"user_id" bigint NOT NULL REFERENCES "sys_user" ("id") ON DELETE CASCADE,
	"expires_at" timestamptz NOT NULL,
	"revoked_at" timestamptz,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_session_token_hash_unique" UNIQUE ("token_hash")
);
--> statement-breakpoint
CREATE INDEX "sys_session_user_id_idx" ON "sys_session" ("user_id");
