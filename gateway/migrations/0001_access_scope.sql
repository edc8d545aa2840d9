-- Access scope: why a session ended, and the per-menu data scope of a user (sysUserMenuOrgCategory).

-- 'logout' (the user signed out: the token is simply no longer valid, 401) or 'revoked' (an
-- administrator took access away while the token was alive: 403 with body code 403).
ALTER TABLE "sys_session" ADD COLUMN "revoke_reason" text;
--> statement-breakpoint
ALTER TABLE "sys_session" ADD CONSTRAINT "sys_session_revoke_reason_check" CHECK ("revoke_reason" IN ('logout', 'revoked'));
--> statement-breakpoint
-- A user's data scope on one menu. org_scope / category_scope: 1 all, 2 the user's own assigned orgs
-- or categories (the default when there is no row), 3 the lists below.
CREATE TABLE "sys_user_menu_scope" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"user_id" bigint NOT NULL REFERENCES "sys_user" ("id") ON DELETE CASCADE,
	"menu_id" bigint NOT NULL REFERENCES "sys_menu" ("id") ON DELETE CASCADE,
	"org_scope" smallint DEFAULT 2 NOT NULL,
	"category_scope" smallint DEFAULT 2 NOT NULL,
	"org_codes" text[] DEFAULT '{}' NOT NULL,
	"category_codes" text[] DEFAULT '{}' NOT NULL,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_user_menu_scope_user_menu_unique" UNIQUE ("user_id", "menu_id"),
	CONSTRAINT "sys_user_menu_scope_org_scope_check" CHECK ("org_scope" IN (1, 2, 3)),
	CONSTRAINT "sys_user_menu_scope_category_scope_check" CHECK ("category_scope" IN (1, 2, 3))
);
