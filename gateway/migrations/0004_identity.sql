-- 0004_identity: sign-in attempts, for login throttling (per account and per client IP) and audit.
-- A row per password or single-sign-on attempt that reached the credential check; attempts refused by
-- the throttle itself are not recorded, so a lock ends when its window has passed.
CREATE TABLE "sys_login_attempt" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"account" text,
	"ip" text,
	"method" text NOT NULL,
	"success" smallint NOT NULL,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_login_attempt_method_check" CHECK ("method" IN ('account', 'sso')),
	CONSTRAINT "sys_login_attempt_success_check" CHECK ("success" IN (0, 1))
);
--> statement-breakpoint
CREATE INDEX "sys_login_attempt_account_time_idx" ON "sys_login_attempt" ("account", "created_time");
--> statement-breakpoint
CREATE INDEX "sys_login_attempt_ip_time_idx" ON "sys_login_attempt" ("ip", "created_time");
