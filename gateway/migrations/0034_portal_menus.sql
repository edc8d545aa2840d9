-- The supplier portal's menus (issue 22) for a database seeded before them (a fresh one gets them from
-- the seed, src/db/seeds/menus.ts, with the English names of src/db/seeds/menu-names-en.ts): the
-- 供应商门户 folder with 门户首页, the 供应商盖章 button of 合同列表 and 直连系统 › 车辆调度 (the
-- micro-frontend demo that replaces the old 供应商门户 stub, which is removed). Each row is added only
-- where its parent exists (a seeded database) and it is missing.
INSERT INTO "sys_menu" ("parent_id", "menu_name", "menu_code", "menu_type", "path_url", "icon", "keep_alive", "sort_number", "created_by", "updated_by")
SELECT 0, '供应商门户', 'portal', 1, '/portal', 'shop', 0, 4, 'migration', 'migration'
WHERE EXISTS (SELECT 1 FROM "sys_menu" WHERE "menu_code" = 'supplier') AND NOT EXISTS (SELECT 1 FROM "sys_menu" WHERE "menu_code" = 'portal');
--> statement-breakpoint
INSERT INTO "sys_menu" ("parent_id", "menu_name", "menu_code", "menu_type", "path_url", "page_url", "keep_alive", "sort_number", "created_by", "updated_by")
SELECT p."id", '门户首页', 'portal:home', 1, '/portal/home', 'portal/home', 1, 1, 'migration', 'migration'
FROM "sys_menu" p WHERE p."menu_code" = 'portal' AND NOT EXISTS (SELECT 1 FROM "sys_menu" WHERE "menu_code" = 'portal:home');
--> statement-breakpoint
INSERT INTO "sys_menu" ("parent_id", "menu_name", "menu_code", "menu_type", "sort_number", "created_by", "updated_by")
SELECT p."id", '供应商盖章', 'contract:supplier-seal', 2, 9, 'migration', 'migration'
FROM "sys_menu" p WHERE p."menu_code" = 'contract:list' AND NOT EXISTS (SELECT 1 FROM "sys_menu" WHERE "menu_code" = 'contract:supplier-seal');
--> statement-breakpoint
INSERT INTO "sys_menu" ("parent_id", "menu_name", "menu_code", "menu_type", "path_url", "page_url", "keep_alive", "module_name", "sort_number", "created_by", "updated_by")
SELECT p."id", '车辆调度', 'direct:lms-dispatch', 1, '/direct/lms-dispatch', 'direct/lms-dispatch', 1, 'lms', 3, 'migration', 'migration'
FROM "sys_menu" p WHERE p."menu_code" = 'direct' AND NOT EXISTS (SELECT 1 FROM "sys_menu" WHERE "menu_code" = 'direct:lms-dispatch');
--> statement-breakpoint
DELETE FROM "sys_menu" WHERE "menu_code" = 'supplier:portal';
--> statement-breakpoint
-- The supplier role (seeded with issue 22) gets 门户首页 and 供应商盖章.
INSERT INTO "sys_role_menu" ("role_id", "menu_id", "created_by", "updated_by")
SELECT r."id", m."id", 'migration', 'migration'
FROM "sys_role" r JOIN "sys_menu" m ON m."menu_code" IN ('portal', 'portal:home', 'contract:supplier-seal')
WHERE r."role_code" = 'supplier'
  AND NOT EXISTS (SELECT 1 FROM "sys_role_menu" x WHERE x."role_id" = r."id" AND x."menu_id" = m."id");
--> statement-breakpoint
UPDATE "sys_menu" m SET "menu_name_en" = v."name" FROM (VALUES
  ('portal', 'Supplier portal'),
  ('portal:home', 'Portal home'),
  ('direct:lms-dispatch', 'Vehicle dispatch')
) AS v("code", "name") WHERE m."menu_code" = v."code";
