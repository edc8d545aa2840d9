-- 0008_user_admin: indexes for the system user administration (spec 01 §7.5). No new table: users,
-- roles, orgs, categories, their assignments and the per-menu scopes are the tables of 0000/0001.

-- The user lists and the user picker search names and company texts with contains (ILIKE '%…%'):
-- trigram indexes keep those searches off a full scan once there are many employees.
CREATE INDEX "sys_user_user_name_trgm_idx" ON "sys_user" USING gin ("user_name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "sys_user_company_desc_trgm_idx" ON "sys_user" USING gin ("company_desc" gin_trgm_ops);
--> statement-breakpoint
-- The xlsx import and the profile update find users by employee code (工号). Not unique in the
-- database (HR data may repeat codes): the gateway refuses an ambiguous code instead.
CREATE INDEX "sys_user_employee_code_idx" ON "sys_user" ("employee_code");
--> statement-breakpoint
-- Deleting a menu cascades to the per-menu scopes; the unique (user_id, menu_id) key cannot serve it.
CREATE INDEX "sys_user_menu_scope_menu_id_idx" ON "sys_user_menu_scope" ("menu_id");
