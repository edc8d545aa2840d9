-- A role's data scope on one menu (角色管理 › 数据权限, issue 21). org_scope / category_scope: 1 all,
-- 2 the holder's own assigned orgs or categories, 3 the lists below. A user's own row for the menu
-- (sys_user_menu_scope) wins; otherwise the rows of their roles combine to the widest (core/role-scope.ts).
CREATE TABLE "sys_role_menu_scope" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"role_id" bigint NOT NULL REFERENCES "sys_role" ("id") ON DELETE CASCADE,
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
	CONSTRAINT "sys_role_menu_scope_role_menu_unique" UNIQUE ("role_id", "menu_id"),
	CONSTRAINT "sys_role_menu_scope_org_scope_check" CHECK ("org_scope" IN (1, 2, 3)),
	CONSTRAINT "sys_role_menu_scope_category_scope_check" CHECK ("category_scope" IN (1, 2, 3))
);
--> statement-breakpoint
CREATE INDEX "sys_role_menu_scope_menu_id_idx" ON "sys_role_menu_scope" ("menu_id");
