-- 移动端管理 (issue 28; spec 02 §7 "Mobile-app backend", domain.md "Mobile-app backend"): the PC
-- administration of the growers' and traders' mobile app under /purm-app/pc/api/v1/purm_pc: the grain
-- offered for sale (sale-info), the companies' buying prices per site and variety with their history
-- (buy-info), the app's users (status 1 正常 / 0 停用), which app users act for which supplier, and the
-- users' bank cards per paying company.
CREATE TABLE "mob_app_user" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"phone" text NOT NULL,
	"user_name" text NOT NULL,
	-- The 18-digit national ID (check digit, region and birthday checked by the gateway), or null.
	"id_card" text,
	-- grower 种植户, trader 贸易商, broker 经纪人 (dictionary appUserType).
	"user_type" text DEFAULT 'grower' NOT NULL,
	-- The company the user registered with: the data scope of spec 01 §6 applies to it.
	"org_code" text NOT NULL,
	"province" text,
	"city" text,
	-- 1 正常, 0 停用 (dictionary appUserStatus).
	"status" smallint DEFAULT 1 NOT NULL,
	"registered_time" timestamptz DEFAULT now() NOT NULL,
	"last_login_time" timestamptz,
	"remark" text,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mob_app_user_phone_key" UNIQUE ("phone"),
	CONSTRAINT "mob_app_user_phone_check" CHECK ("phone" ~ '^1[0-9]{10}$'),
	CONSTRAINT "mob_app_user_status_check" CHECK ("status" IN (0, 1)),
	CONSTRAINT "mob_app_user_type_check" CHECK ("user_type" IN ('grower', 'trader', 'broker'))
);
--> statement-breakpoint
CREATE INDEX "mob_app_user_org_idx" ON "mob_app_user" ("org_code", "id");
--> statement-breakpoint
CREATE TABLE "mob_user_supplier_bind" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"app_user_id" bigint NOT NULL REFERENCES "mob_app_user" ("id") ON DELETE CASCADE,
	"supplier_sn" text NOT NULL REFERENCES "sup_supplier" ("sn") ON UPDATE CASCADE ON DELETE CASCADE,
	-- 1 已绑定, 0 已解绑 (the row stays as the record of the binding).
	"status" smallint DEFAULT 1 NOT NULL,
	"bound_by" text,
	"bound_time" timestamptz DEFAULT now() NOT NULL,
	"unbound_by" text,
	"unbound_time" timestamptz,
	"remark" text,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mob_user_supplier_bind_status_check" CHECK ("status" IN (0, 1))
);
--> statement-breakpoint
-- An app user acts for one supplier at a time: one live binding per user (unbound rows stay as the record).
CREATE UNIQUE INDEX "mob_user_supplier_bind_live_key" ON "mob_user_supplier_bind" ("app_user_id") WHERE "status" = 1;
--> statement-breakpoint
CREATE INDEX "mob_user_supplier_bind_supplier_idx" ON "mob_user_supplier_bind" ("supplier_sn", "id");
--> statement-breakpoint
CREATE TABLE "mob_user_bank" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"app_user_id" bigint NOT NULL REFERENCES "mob_app_user" ("id") ON DELETE CASCADE,
	-- The company that pays the user into this account.
	"org_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"account_no" text NOT NULL,
	"is_default" smallint DEFAULT 0 NOT NULL,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mob_user_bank_account_check" CHECK ("account_no" ~ '^[0-9]{6,32}$'),
	CONSTRAINT "mob_user_bank_default_check" CHECK ("is_default" IN (0, 1)),
	CONSTRAINT "mob_user_bank_account_key" UNIQUE ("app_user_id", "org_code", "account_no")
);
--> statement-breakpoint
CREATE TABLE "mob_sale_info" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	-- SALE_INFO_NO: XS + YYYYMM + a 5-digit sequence.
	"info_no" text NOT NULL,
	-- The app user who posted it (null: entered at the back office).
	"app_user_id" bigint REFERENCES "mob_app_user" ("id") ON DELETE SET NULL,
	-- Dictionary grainVariety.
	"variety" text NOT NULL,
	-- Tonnes, 3 decimals; the asking price in yuan per tonne, 2 decimals.
	"quantity" numeric(18, 3) NOT NULL,
	"price" numeric(18, 2) NOT NULL,
	"province" text,
	"city" text,
	"district" text,
	"address" text,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	-- The company the offer is addressed to (data scope).
	"org_code" text NOT NULL,
	-- onSale 在售, offShelf 已下架, dealt 已成交 (dictionary saleInfoStatus).
	"status" text DEFAULT 'onSale' NOT NULL,
	"valid_until" date,
	"publish_time" timestamptz DEFAULT now() NOT NULL,
	"remark" text,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mob_sale_info_no_key" UNIQUE ("info_no"),
	CONSTRAINT "mob_sale_info_status_check" CHECK ("status" IN ('onSale', 'offShelf', 'dealt')),
	CONSTRAINT "mob_sale_info_quantity_check" CHECK ("quantity" > 0),
	CONSTRAINT "mob_sale_info_price_check" CHECK ("price" > 0)
);
--> statement-breakpoint
CREATE INDEX "mob_sale_info_org_idx" ON "mob_sale_info" ("org_code", "id");
--> statement-breakpoint
CREATE INDEX "mob_sale_info_status_idx" ON "mob_sale_info" ("status", "id");
--> statement-breakpoint
CREATE TABLE "mob_buy_info" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"org_code" text NOT NULL,
	-- The buying site (收购点) of the company.
	"site_name" text NOT NULL,
	"variety" text NOT NULL,
	-- Yuan per tonne, 2 decimals.
	"price" numeric(18, 2) NOT NULL,
	"effective_date" date NOT NULL,
	-- 1 发布中, 0 已停用 (dictionary buyInfoStatus).
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" text,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mob_buy_info_site_key" UNIQUE ("org_code", "site_name", "variety"),
	CONSTRAINT "mob_buy_info_status_check" CHECK ("status" IN (0, 1)),
	CONSTRAINT "mob_buy_info_price_check" CHECK ("price" > 0)
);
--> statement-breakpoint
-- Every price a buy-info row has had: one row at its creation and one per change of price.
CREATE TABLE "mob_buy_info_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"buy_info_id" bigint NOT NULL REFERENCES "mob_buy_info" ("id") ON DELETE CASCADE,
	"old_price" numeric(18, 2),
	"new_price" numeric(18, 2) NOT NULL,
	"effective_date" date NOT NULL,
	"changed_by" text,
	"changed_time" timestamptz DEFAULT now() NOT NULL,
	"remark" text
);
--> statement-breakpoint
CREATE INDEX "mob_buy_info_history_idx" ON "mob_buy_info_history" ("buy_info_id", "id");
--> statement-breakpoint
CREATE VIEW "mob_app_user_view" AS
SELECT u."id", u."phone", u."user_name", u."id_card", u."user_type", u."org_code", o."org_name",
	u."province", u."city", u."status", u."registered_time", u."last_login_time", u."remark",
	(SELECT count(*)::integer FROM "mob_user_supplier_bind" b WHERE b."app_user_id" = u."id" AND b."status" = 1) AS "bound_count",
	u."updated_time", u."version"
FROM "mob_app_user" u
LEFT JOIN "sys_org" o ON o."org_code" = u."org_code";
--> statement-breakpoint
-- bind_state: unbound 已解绑; active 生效 while the supplier is 合格 (3); suspended 暂停 otherwise (the
-- supplier was eliminated, blacklisted or lapsed after the binding).
CREATE VIEW "mob_user_supplier_bind_view" AS
SELECT b."id", b."app_user_id", u."phone", u."user_name", u."org_code", o."org_name",
	b."supplier_sn", s."name" AS "supplier_name", s."financial_status",
	b."status",
	CASE WHEN b."status" = 0 THEN 'unbound' WHEN s."financial_status" = 3 THEN 'active' ELSE 'suspended' END AS "bind_state",
	b."bound_by", b."bound_time", b."unbound_by", b."unbound_time", b."remark", b."updated_time", b."version"
FROM "mob_user_supplier_bind" b
JOIN "mob_app_user" u ON u."id" = b."app_user_id"
JOIN "sup_supplier" s ON s."sn" = b."supplier_sn"
LEFT JOIN "sys_org" o ON o."org_code" = u."org_code";
--> statement-breakpoint
CREATE VIEW "mob_sale_info_view" AS
SELECT i."id", i."info_no", i."app_user_id", i."variety", i."quantity", i."price", i."province", i."city",
	i."district", i."address", i."contact_name", i."contact_phone", i."org_code", o."org_name", i."status",
	i."valid_until", i."publish_time", i."remark", i."updated_time", i."version"
FROM "mob_sale_info" i
LEFT JOIN "sys_org" o ON o."org_code" = i."org_code";
--> statement-breakpoint
CREATE VIEW "mob_buy_info_view" AS
SELECT b."id", b."org_code", o."org_name", b."site_name", b."variety", b."price", b."effective_date",
	b."status", b."remark",
	(SELECT count(*)::integer FROM "mob_buy_info_history" h WHERE h."buy_info_id" = b."id") AS "change_count",
	coalesce(u."user_name", b."updated_by") AS "updated_by", b."updated_time", b."version"
FROM "mob_buy_info" b
LEFT JOIN "sys_org" o ON o."org_code" = b."org_code"
-- updated_by holds the user's id (as text): the list shows the user's name.
LEFT JOIN "sys_user" u ON u."id"::text = b."updated_by";
--> statement-breakpoint
INSERT INTO "sys_serial_rule" ("rule_code", "rule_name", "parts", "reset_cycle")
SELECT 'SALE_INFO_NO', '销售信息编号', '[{"type":"fixedChar","value":"XS"},{"type":"dateFormat","value":"YYYYMM"},{"type":"seq","width":5}]'::jsonb, 'every_month'
WHERE NOT EXISTS (SELECT 1 FROM "sys_serial_rule" x WHERE x."rule_code" = 'SALE_INFO_NO');
--> statement-breakpoint
-- The area's dictionaries, for a database seeded before this migration (a fresh one gets them from the
-- seed, src/modules/system/dictionary-data.ts and src/db/seeds/dictionary-names-en.ts, the same lists).
INSERT INTO "sys_dict" ("dict_code", "dict_name")
SELECT v."code", v."name" FROM (VALUES ('grainVariety', '粮食品种'), ('saleInfoStatus', '销售信息状态'), ('buyInfoStatus', '收购价格状态'), ('appUserType', '移动端用户类型'), ('appUserStatus', '移动端用户状态'), ('bindState', '绑定状态')) AS v("code", "name")
WHERE EXISTS (SELECT 1 FROM "sys_dict") AND NOT EXISTS (SELECT 1 FROM "sys_dict" d WHERE d."dict_code" = v."code");
--> statement-breakpoint
INSERT INTO "sys_dict_item" ("dict_code", "item_code", "item_name", "item_name_en", "sort_number")
SELECT v."dict", v."item", v."zh", v."name", v."sort" FROM (VALUES
  ('grainVariety', 'corn', '玉米', 'Corn', 1),
  ('grainVariety', 'wheat', '小麦', 'Wheat', 2),
  ('grainVariety', 'soybean', '大豆', 'Soybean', 3),
  ('grainVariety', 'paddy', '稻谷', 'Paddy', 4),
  ('grainVariety', 'sorghum', '高粱', 'Sorghum', 5),
  ('grainVariety', 'barley', '大麦', 'Barley', 6),
  ('saleInfoStatus', 'onSale', '在售', 'On sale', 1),
  ('saleInfoStatus', 'offShelf', '已下架', 'Withdrawn', 2),
  ('saleInfoStatus', 'dealt', '已成交', 'Sold', 3),
  ('buyInfoStatus', '1', '发布中', 'Published', 1),
  ('buyInfoStatus', '0', '已停用', 'Withdrawn', 2),
  ('appUserType', 'grower', '种植户', 'Grower', 1),
  ('appUserType', 'trader', '贸易商', 'Trader', 2),
  ('appUserType', 'broker', '经纪人', 'Broker', 3),
  ('appUserStatus', '1', '正常', 'Active', 1),
  ('appUserStatus', '0', '停用', 'Disabled', 2),
  ('bindState', 'active', '生效', 'Active', 1),
  ('bindState', 'suspended', '暂停', 'Suspended', 2),
  ('bindState', 'unbound', '已解绑', 'Unbound', 3)
) AS v("dict", "item", "zh", "name", "sort")
WHERE EXISTS (SELECT 1 FROM "sys_dict" d WHERE d."dict_code" = v."dict")
	AND NOT EXISTS (SELECT 1 FROM "sys_dict_item" i WHERE i."dict_code" = v."dict" AND i."item_code" = v."item");
--> statement-breakpoint
-- The 移动端管理 folder, its pages and their buttons for a database seeded before them (a fresh one
-- gets them from src/db/seeds/menus.ts); each is added only where it is missing. Admins see every menu;
-- other roles get them from 角色管理.
INSERT INTO "sys_menu" ("parent_id", "menu_name", "menu_code", "menu_type", "path_url", "icon", "sort_number", "created_by", "updated_by")
SELECT 0, '移动端管理', 'mobile', 1, '/mobile', 'mobile', 11, 'migration', 'migration'
WHERE EXISTS (SELECT 1 FROM "sys_menu") AND NOT EXISTS (SELECT 1 FROM "sys_menu" x WHERE x."menu_code" = 'mobile');
--> statement-breakpoint
INSERT INTO "sys_menu" ("parent_id", "menu_name", "menu_code", "menu_type", "path_url", "page_url", "keep_alive", "sort_number", "created_by", "updated_by")
SELECT p."id", v."name", v."code", 1, v."path", v."page", 1, v."sort", 'migration', 'migration'
FROM (VALUES
	('销售信息', 'mobile:sale-info', 1, '/mobile/sale-info', 'mobile/sale-info'),
	('收购价格', 'mobile:buy-info', 2, '/mobile/buy-info', 'mobile/buy-info'),
	('移动端用户', 'mobile:user', 3, '/mobile/user', 'mobile/user'),
	('供应商绑定', 'mobile:supplier-bind', 4, '/mobile/supplier-bind', 'mobile/supplier-bind'))
	AS v("name", "code", "sort", "path", "page")
JOIN "sys_menu" p ON p."menu_code" = 'mobile'
WHERE NOT EXISTS (SELECT 1 FROM "sys_menu" x WHERE x."menu_code" = v."code");
--> statement-breakpoint
INSERT INTO "sys_menu" ("parent_id", "menu_name", "menu_code", "menu_type", "sort_number", "created_by", "updated_by")
SELECT p."id", v."name", v."code", 2, v."sort", 'migration', 'migration'
FROM (VALUES
	('mobile:sale-info', '查看销售信息详情', 'mobile:sale-info:detail', 1),
	('mobile:sale-info', '新增销售信息', 'mobile:sale-info:add', 2),
	('mobile:sale-info', '编辑销售信息', 'mobile:sale-info:edit', 3),
	('mobile:sale-info', '删除销售信息', 'mobile:sale-info:delete', 4),
	('mobile:buy-info', '新增收购价格', 'mobile:buy-info:add', 1),
	('mobile:buy-info', '编辑收购价格', 'mobile:buy-info:edit', 2),
	('mobile:buy-info', '删除收购价格', 'mobile:buy-info:delete', 3),
	('mobile:user', '查看用户详情', 'mobile:user:detail', 1),
	('mobile:user', '编辑用户', 'mobile:user:edit', 2),
	('mobile:user', '绑定供应商', 'mobile:user:bind', 3),
	('mobile:user', '启用停用用户', 'mobile:user:status', 4),
	('mobile:user', '维护银行卡', 'mobile:user:bank', 5),
	('mobile:supplier-bind', '查看绑定详情', 'mobile:supplier-bind:detail', 1),
	('mobile:supplier-bind', '解除绑定', 'mobile:supplier-bind:unbind', 2))
	AS v("parent", "name", "code", "sort")
JOIN "sys_menu" p ON p."menu_code" = v."parent"
WHERE NOT EXISTS (SELECT 1 FROM "sys_menu" x WHERE x."menu_code" = v."code");
--> statement-breakpoint
-- Their English names (src/db/seeds/menu-names-en.ts, the same list).
UPDATE "sys_menu" m SET "menu_name_en" = v."name" FROM (VALUES
  ('mobile', 'Mobile app'),
  ('mobile:sale-info', 'Grain offers'),
  ('mobile:buy-info', 'Buying prices'),
  ('mobile:user', 'App users'),
  ('mobile:supplier-bind', 'Supplier bindings')
) AS v("code", "name")
WHERE m."menu_code" = v."code" AND m."menu_name_en" IS NULL;
