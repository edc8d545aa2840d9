-- The business key of a message a job writes (issue 22, certificate reminders): one message per user
-- and key, so a job that runs again inserts nothing twice (ON CONFLICT DO NOTHING). Null for every
-- other message, which stays unconstrained.
ALTER TABLE "sys_message" ADD COLUMN "biz_key" text;
--> statement-breakpoint
CREATE UNIQUE INDEX "sys_message_user_biz_key_unique" ON "sys_message" ("user_id", "biz_key") WHERE "biz_key" IS NOT NULL;
