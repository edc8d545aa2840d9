-- Return invoices of material orders (issue 26): a trading company's return invoice against one of its
-- purchase orders (退货发票; status new → committed → confirmed and the EBS sync like settlement's
-- stl_return_invoice), its lines per purchase order line (never more than the line shipped minus what
-- earlier return invoices took), and the freight/handling charges waiting to be confirmed against a
-- return invoice (待确认费用).
CREATE TABLE "mat_return_invoice" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"return_no" text NOT NULL UNIQUE,
	"order_id" bigint NOT NULL REFERENCES "mat_purchase_order" ("id"),
	"order_no" text NOT NULL,
	"org_code" text NOT NULL,
	"org_name" text,
	"category_code" text NOT NULL,
	"category_name" text,
	"supplier_sn" text NOT NULL,
	"supplier_name" text NOT NULL,
	"return_date" date NOT NULL,
	"quantity" numeric(18, 3) DEFAULT 0 NOT NULL,
	"tax_rate" numeric(5, 2) NOT NULL,
	"amount_with_tax" numeric(18, 2) NOT NULL,
	"tax_amount" numeric(18, 2) NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"ebs_sync_status" text DEFAULT 'unsynched' NOT NULL,
	"reason" text,
	"remark" text,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mat_return_invoice_status_check" CHECK ("status" IN ('new', 'committed', 'confirmed')),
	CONSTRAINT "mat_return_invoice_amount_check" CHECK ("quantity" > 0 AND "amount_with_tax" > 0 AND "tax_amount" >= 0 AND "tax_rate" >= 0 AND "tax_rate" < 100),
	CONSTRAINT "mat_return_invoice_sync_check" CHECK ("ebs_sync_status" IN ('synched', 'unsynched'))
);
--> statement-breakpoint
CREATE INDEX "mat_return_invoice_scope_idx" ON "mat_return_invoice" ("org_code", "category_code", "id");
--> statement-breakpoint
CREATE INDEX "mat_return_invoice_order_idx" ON "mat_return_invoice" ("order_id");
--> statement-breakpoint
CREATE TABLE "mat_return_invoice_line" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"return_id" bigint NOT NULL REFERENCES "mat_return_invoice" ("id") ON DELETE CASCADE,
	"order_line_id" bigint NOT NULL REFERENCES "mat_purchase_order_line" ("id"),
	"line_no" integer NOT NULL,
	"mat_code" text NOT NULL,
	"mat_name" text NOT NULL,
	"unit_code" text NOT NULL,
	"quantity" numeric(18, 3) NOT NULL,
	"price_with_tax" numeric(18, 6) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mat_return_invoice_line_unique" UNIQUE ("return_id", "order_line_id"),
	CONSTRAINT "mat_return_invoice_line_quantity_check" CHECK ("quantity" > 0 AND "amount" >= 0)
);
--> statement-breakpoint
CREATE INDEX "mat_return_invoice_line_order_line_idx" ON "mat_return_invoice_line" ("order_line_id");
--> statement-breakpoint
CREATE TABLE "mat_return_charge" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"return_id" bigint NOT NULL REFERENCES "mat_return_invoice" ("id") ON DELETE CASCADE,
	"return_no" text NOT NULL,
	"org_code" text NOT NULL,
	"category_code" text NOT NULL,
	"supplier_sn" text NOT NULL,
	"supplier_name" text NOT NULL,
	"charge_type" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"confirmed_by" text,
	"confirmed_time" timestamptz,
	"remark" text,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mat_return_charge_type_check" CHECK ("charge_type" IN ('freight', 'handling')),
	CONSTRAINT "mat_return_charge_status_check" CHECK ("status" IN ('pending', 'confirmed')),
	CONSTRAINT "mat_return_charge_amount_check" CHECK ("amount" > 0)
);
--> statement-breakpoint
CREATE INDEX "mat_return_charge_scope_idx" ON "mat_return_charge" ("org_code", "category_code", "id");
--> statement-breakpoint
-- Numbers: WT (物资退货) + year and month + a 5-digit sequence restarting each month.
INSERT INTO "sys_serial_rule" ("rule_code", "rule_name", "parts", "reset_cycle")
SELECT 'MAT_RETURN_INVOICE_NO', '物资退货发票号', '[{"type":"fixedChar","value":"WT"},{"type":"dateFormat","value":"YYYYMM"},{"type":"seq","width":5}]'::jsonb, 'every_month'
WHERE NOT EXISTS (SELECT 1 FROM "sys_serial_rule" x WHERE x."rule_code" = 'MAT_RETURN_INVOICE_NO');
--> statement-breakpoint
-- The buttons of the return invoices for a database seeded before them (a fresh one gets them from
-- src/db/seeds/menus.ts), added only where the page exists and the button is missing.
INSERT INTO "sys_menu" ("parent_id", "menu_name", "menu_code", "menu_type", "sort_number", "created_by", "updated_by")
SELECT p."id", v."name", v."code", 2, v."sort", 'migration', 'migration'
FROM (VALUES ('order:purchase', '退货发票', 'order:purchase:return', 8), ('order:purchase', '确认退货费用', 'order:purchase:return-confirm', 9))
	AS v("parent", "name", "code", "sort")
JOIN "sys_menu" p ON p."menu_code" = v."parent"
WHERE NOT EXISTS (SELECT 1 FROM "sys_menu" x WHERE x."menu_code" = v."code");
--> statement-breakpoint
-- Roles that hold the page get its new buttons.
INSERT INTO "sys_role_menu" ("role_id", "menu_id", "created_by", "updated_by")
SELECT DISTINCT rm."role_id", m."id", 'migration', 'migration'
FROM "sys_menu" m
JOIN "sys_menu" p ON p."id" = m."parent_id" AND p."menu_code" = 'order:purchase'
JOIN "sys_role_menu" rm ON rm."menu_id" = p."id"
WHERE m."menu_code" IN ('order:purchase:return', 'order:purchase:return-confirm')
	AND NOT EXISTS (SELECT 1 FROM "sys_role_menu" x WHERE x."role_id" = rm."role_id" AND x."menu_id" = m."id");
