-- The supplier side (issue 22; domain.md "Suppliers and the supplier side"): supplier users bound to one
-- supplier, the archive's contacts, bank accounts and addresses, admissions, qualifications and
-- inquiries with their quotes. Every table carries the audit columns and version (optimistic lock);
-- quantities and prices are exact numeric.

-- A user of type 'supplier' acts for exactly one supplier (its sn); staff users for none.
ALTER TABLE "sys_user" ADD COLUMN "user_type" text DEFAULT 'staff' NOT NULL;
--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "supplier_sn" text REFERENCES "sup_supplier" ("sn") ON UPDATE CASCADE;
--> statement-breakpoint
ALTER TABLE "sys_user" ADD CONSTRAINT "sys_user_type_check" CHECK ("user_type" IN ('staff', 'supplier') AND (("user_type" = 'supplier') = ("supplier_sn" IS NOT NULL)));
--> statement-breakpoint
CREATE INDEX "sys_user_supplier_sn_idx" ON "sys_user" ("supplier_sn");
--> statement-breakpoint
CREATE TABLE "sup_supplier_contact" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"supplier_sn" text NOT NULL REFERENCES "sup_supplier" ("sn") ON UPDATE CASCADE ON DELETE CASCADE,
	"contact_name" text NOT NULL,
	"mobile" text NOT NULL,
	"position" text,
	"email" text,
	"is_primary" smallint DEFAULT 0 NOT NULL,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sup_supplier_contact_sn_idx" ON "sup_supplier_contact" ("supplier_sn");
--> statement-breakpoint
CREATE TABLE "sup_supplier_bank" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"supplier_sn" text NOT NULL REFERENCES "sup_supplier" ("sn") ON UPDATE CASCADE ON DELETE CASCADE,
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"account_no" text NOT NULL,
	"is_default" smallint DEFAULT 0 NOT NULL,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sup_supplier_bank_account_check" CHECK ("account_no" ~ '^[0-9]+$')
);
--> statement-breakpoint
CREATE INDEX "sup_supplier_bank_sn_idx" ON "sup_supplier_bank" ("supplier_sn");
--> statement-breakpoint
CREATE TABLE "sup_supplier_address" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"supplier_sn" text NOT NULL REFERENCES "sup_supplier" ("sn") ON UPDATE CASCADE ON DELETE CASCADE,
	"address_type" text DEFAULT 'office' NOT NULL,
	"province" text,
	"city" text,
	"district" text,
	"detail" text NOT NULL,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sup_supplier_address_sn_idx" ON "sup_supplier_address" ("supplier_sn");
--> statement-breakpoint
-- An admission: a supplier applies for categories and orgs; status follows financial_status 1-7 (1 待准入,
-- 2 准入中 at OA, 3 合格, 4 审批驳回, 5 淘汰, 6 黑名单, 7 失效). oa_round counts submissions to OA.
CREATE TABLE "sup_admission" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"admission_no" text NOT NULL,
	"supplier_sn" text NOT NULL REFERENCES "sup_supplier" ("sn") ON UPDATE CASCADE,
	"supplier_name" text NOT NULL,
	"category_codes" text[] DEFAULT '{}' NOT NULL,
	"org_codes" text[] DEFAULT '{}' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"oa_round" integer DEFAULT 0 NOT NULL,
	"reason" text,
	"opinion" text,
	"submitted_time" timestamptz,
	"decided_time" timestamptz,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sup_admission_no_unique" UNIQUE ("admission_no"),
	CONSTRAINT "sup_admission_status_check" CHECK ("status" BETWEEN 1 AND 7)
);
--> statement-breakpoint
CREATE INDEX "sup_admission_sn_idx" ON "sup_admission" ("supplier_sn");
--> statement-breakpoint
-- A blacklist entry: until the until-date (inclusive) the supplier is 黑名单; a job returns it to 合格.
CREATE TABLE "sup_blacklist" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"supplier_sn" text NOT NULL REFERENCES "sup_supplier" ("sn") ON UPDATE CASCADE,
	"reason" text NOT NULL,
	"from_date" date NOT NULL,
	"until_date" date NOT NULL,
	"released_time" timestamptz,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sup_blacklist_dates_check" CHECK ("from_date" <= "until_date")
);
--> statement-breakpoint
CREATE INDEX "sup_blacklist_sn_idx" ON "sup_blacklist" ("supplier_sn");
--> statement-breakpoint
-- A certificate of a supplier; its state (有效 / 即将过期 / 已过期) is derived from valid_to and today.
CREATE TABLE "sup_qualification" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"supplier_sn" text NOT NULL REFERENCES "sup_supplier" ("sn") ON UPDATE CASCADE,
	"supplier_name" text NOT NULL,
	"cert_type" text NOT NULL,
	"cert_no" text NOT NULL,
	"issuer" text,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"required" smallint DEFAULT 0 NOT NULL,
	"file_id" text,
	"remark" text,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sup_qualification_dates_check" CHECK ("valid_from" <= "valid_to"),
	CONSTRAINT "sup_qualification_unique" UNIQUE ("supplier_sn", "cert_type", "cert_no")
);
--> statement-breakpoint
CREATE INDEX "sup_qualification_valid_to_idx" ON "sup_qualification" ("valid_to");
--> statement-breakpoint
-- An inquiry sheet sent to several suppliers: draft → published → closed (deadline passed) → awarded,
-- or cancelled. Quotes stay sealed until the deadline.
CREATE TABLE "sup_inquiry" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"inquiry_no" text NOT NULL,
	"title" text NOT NULL,
	"org_code" text NOT NULL,
	"org_name" text,
	"category_code" text NOT NULL,
	"category_name" text,
	"deadline" timestamptz NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"awarded_supplier_sn" text REFERENCES "sup_supplier" ("sn") ON UPDATE CASCADE,
	"contract_id" bigint,
	"remark" text,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sup_inquiry_no_unique" UNIQUE ("inquiry_no"),
	CONSTRAINT "sup_inquiry_status_check" CHECK ("status" IN ('draft', 'published', 'closed', 'awarded', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "sup_inquiry_line" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"inquiry_id" bigint NOT NULL REFERENCES "sup_inquiry" ("id") ON DELETE CASCADE,
	"line_no" integer NOT NULL,
	"mat_code" text NOT NULL,
	"mat_name" text NOT NULL,
	"quantity" numeric NOT NULL,
	"unit_code" text NOT NULL,
	"delivery_start" date,
	"delivery_end" date,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sup_inquiry_line_unique" UNIQUE ("inquiry_id", "line_no"),
	CONSTRAINT "sup_inquiry_line_quantity_check" CHECK ("quantity" > 0)
);
--> statement-breakpoint
-- The suppliers invited to an inquiry.
CREATE TABLE "sup_inquiry_supplier" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"inquiry_id" bigint NOT NULL REFERENCES "sup_inquiry" ("id") ON DELETE CASCADE,
	"supplier_sn" text NOT NULL REFERENCES "sup_supplier" ("sn") ON UPDATE CASCADE,
	"supplier_name" text NOT NULL,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sup_inquiry_supplier_unique" UNIQUE ("inquiry_id", "supplier_sn")
);
--> statement-breakpoint
CREATE INDEX "sup_inquiry_supplier_sn_idx" ON "sup_inquiry_supplier" ("supplier_sn");
--> statement-breakpoint
-- A supplier's quote on one line: price with tax, quantity, delivery date and validity.
CREATE TABLE "sup_inquiry_quote" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"inquiry_id" bigint NOT NULL REFERENCES "sup_inquiry" ("id") ON DELETE CASCADE,
	"line_id" bigint NOT NULL REFERENCES "sup_inquiry_line" ("id") ON DELETE CASCADE,
	"supplier_sn" text NOT NULL REFERENCES "sup_supplier" ("sn") ON UPDATE CASCADE,
	"price_with_tax" numeric NOT NULL,
	"quantity" numeric NOT NULL,
	"delivery_date" date,
	"valid_until" date,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sup_inquiry_quote_unique" UNIQUE ("line_id", "supplier_sn"),
	CONSTRAINT "sup_inquiry_quote_price_check" CHECK ("price_with_tax" > 0),
	CONSTRAINT "sup_inquiry_quote_quantity_check" CHECK ("quantity" > 0)
);
--> statement-breakpoint
CREATE INDEX "sup_inquiry_quote_inquiry_idx" ON "sup_inquiry_quote" ("inquiry_id", "supplier_sn");
--> statement-breakpoint
-- Qualifications with their state as of today: 'expired' past valid_to, 'expiring' within 30 days
-- (QUALIFICATION_WARNING_DAYS), else 'valid'. A view, so the list filters and sorts on the state in SQL.
CREATE VIEW "sup_qualification_v" AS
SELECT q.*,
	CASE
		WHEN q."valid_to" < current_date THEN 'expired'
		WHEN q."valid_to" <= current_date + 30 THEN 'expiring'
		ELSE 'valid'
	END AS "cert_state"
FROM "sup_qualification" q;
--> statement-breakpoint
-- Numbers of the area's documents: a new supplier GY20260001, an admission ZR20261127001, an inquiry
-- XJ20261127001.
INSERT INTO "sys_serial_rule" ("rule_code", "rule_name", "parts", "reset_cycle") VALUES
	('SUPPLIER_SN', '供应商编码', '[{"type":"fixedChar","value":"GY"},{"type":"dateFormat","value":"YYYY"},{"type":"seq","width":4}]', 'every_year'),
	('ADMISSION_NO', '准入单号', '[{"type":"fixedChar","value":"ZR"},{"type":"dateFormat","value":"YYYYMMDD"},{"type":"seq","width":3}]', 'every_day'),
	('INQUIRY_NO', '询价单号', '[{"type":"fixedChar","value":"XJ"},{"type":"dateFormat","value":"YYYYMMDD"},{"type":"seq","width":3}]', 'every_day');
--> statement-breakpoint
-- The area's dictionaries, for a database seeded before this migration (a fresh one gets them from the
-- seed, src/modules/system/dictionary-data.ts and src/db/seeds/dictionary-names-en.ts, the same lists).
INSERT INTO "sys_dict" ("dict_code", "dict_name")
SELECT v."code", v."name" FROM (VALUES ('certType', '证照类型'), ('certState', '证照状态'), ('inquiryStatus', '询价状态')) AS v("code", "name")
WHERE EXISTS (SELECT 1 FROM "sys_dict") AND NOT EXISTS (SELECT 1 FROM "sys_dict" d WHERE d."dict_code" = v."code");
--> statement-breakpoint
INSERT INTO "sys_dict_item" ("dict_code", "item_code", "item_name", "item_name_en", "sort_number")
SELECT v."dict", v."item", v."zh", v."name", v."sort" FROM (VALUES
  ('certType', 'business_licence', '营业执照', 'Business licence', 1),
  ('certType', 'feed_licence', '饲料生产许可证', 'Feed production licence', 2),
  ('certType', 'food_licence', '食品经营许可证', 'Food business licence', 3),
  ('certType', 'quality_system', '质量体系认证', 'Quality system certificate', 4),
  ('certType', 'bank_licence', '开户许可证', 'Bank account licence', 5),
  ('certState', 'valid', '有效', 'Valid', 1),
  ('certState', 'expiring', '即将过期', 'Expiring soon', 2),
  ('certState', 'expired', '已过期', 'Expired', 3),
  ('inquiryStatus', 'draft', '草稿', 'Draft', 1),
  ('inquiryStatus', 'published', '已发布', 'Published', 2),
  ('inquiryStatus', 'closed', '已截止', 'Closed', 3),
  ('inquiryStatus', 'awarded', '已定标', 'Awarded', 4),
  ('inquiryStatus', 'cancelled', '已取消', 'Cancelled', 5)
) AS v("dict", "item", "zh", "name", "sort")
WHERE EXISTS (SELECT 1 FROM "sys_dict" d WHERE d."dict_code" = v."dict")
	AND NOT EXISTS (SELECT 1 FROM "sys_dict_item" i WHERE i."dict_code" = v."dict" AND i."item_code" = v."item");
