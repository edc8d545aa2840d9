-- Settlement (issue 25; domain.md "Settlement" and "The chain" steps 4-6; spec 02 §4 reconciliation
-- statuses and the account checking, return invoice, prepayment and payment actions): account checks
-- whose lines come from accepted shipments (quantity A, price P − Σ price deductions or a pricing
-- confirmation, amount round2(A × price)); pricing confirmations; business confirmations; purchase
-- invoices whose lines match check lines within a configured tolerance; return invoices; prepayments;
-- payments settling invoices less applied prepayments; customer balances. Money numeric(18,2), prices
-- numeric(18,6), quantities numeric(18,3); every table has the audit columns and version.

CREATE TABLE "stl_config" (
	"config_key" text PRIMARY KEY,
	"config_value" text NOT NULL,
	"remark" text,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
-- An invoice matches its check lines when |invoice amount with tax − Σ matched check amounts| ≤ this (yuan).
INSERT INTO "stl_config" ("config_key", "config_value", "remark") VALUES ('invoiceMatchTolerance', '1.00', '发票与对账金额允许差异（元）');
--> statement-breakpoint
CREATE TABLE "stl_account_check_head" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"check_no" text NOT NULL UNIQUE,
	"org_code" text NOT NULL,
	"org_name" text,
	"category_code" text NOT NULL,
	"category_name" text,
	"supplier_sn" text NOT NULL,
	"supplier_name" text NOT NULL,
	"period_start" date,
	"period_end" date,
	"status" text DEFAULT 'new' NOT NULL,
	"total_quantity" numeric(18, 3) DEFAULT 0 NOT NULL,
	"total_amount" numeric(18, 2) DEFAULT 0 NOT NULL,
	"total_tax_amount" numeric(18, 2) DEFAULT 0 NOT NULL,
	"deduct_amount" numeric(18, 2) DEFAULT 0 NOT NULL,
	"invoiced_amount" numeric(18, 2) DEFAULT 0 NOT NULL,
	"ebs_sync_status" text DEFAULT 'unsynched' NOT NULL,
	"supplier_opinion" text,
	"confirmed_by" text,
	"confirmed_time" timestamptz,
	"settled_by" text,
	"settled_time" timestamptz,
	"remark" text,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stl_account_check_head_status_check" CHECK ("status" IN ('new', 'submitted', 'sentSupplier', 'confirmed', 'rejected', 'busConfirmed', 'settled', 'invalid')),
	CONSTRAINT "stl_account_check_head_sync_check" CHECK ("ebs_sync_status" IN ('synched', 'unsynched')),
	CONSTRAINT "stl_account_check_head_period_check" CHECK ("period_end" IS NULL OR "period_start" IS NULL OR "period_end" >= "period_start")
);
--> statement-breakpoint
CREATE INDEX "stl_account_check_head_scope_idx" ON "stl_account_check_head" ("org_code", "category_code", "id");
--> statement-breakpoint
CREATE INDEX "stl_account_check_head_supplier_idx" ON "stl_account_check_head" ("supplier_sn", "id");
--> statement-breakpoint
CREATE TABLE "stl_account_check_line" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"head_id" bigint NOT NULL REFERENCES "stl_account_check_head" ("id") ON DELETE CASCADE,
	"line_no" integer NOT NULL,
	"shipping_id" bigint NOT NULL REFERENCES "pur_pick_shipping" ("id"),
	"shipping_no" text NOT NULL,
	"pick_id" bigint NOT NULL,
	"pick_no" text NOT NULL,
	"pick_material_id" bigint NOT NULL,
	"contract_id" bigint NOT NULL,
	"contract_no" text NOT NULL,
	"contract_line_id" bigint NOT NULL,
	"mat_code" text NOT NULL,
	"mat_name" text NOT NULL,
	"unit_code" text NOT NULL,
	"quantity" numeric(18, 3) NOT NULL,
	"contract_price" numeric(18, 6) NOT NULL,
	"deduct_price" numeric(18, 6) DEFAULT 0 NOT NULL,
	"price" numeric(18, 6) NOT NULL,
	"price_source" text DEFAULT 'contract' NOT NULL,
	"tax_rate" numeric(5, 2) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"tax_amount" numeric(18, 2) NOT NULL,
	"invoiced_quantity" numeric(18, 3) DEFAULT 0 NOT NULL,
	"invoiced_amount" numeric(18, 2) DEFAULT 0 NOT NULL,
	"line_status" text DEFAULT 'valid' NOT NULL,
	"remark" text,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stl_account_check_line_no_unique" UNIQUE ("head_id", "line_no"),
	CONSTRAINT "stl_account_check_line_quantity_check" CHECK ("quantity" > 0),
	CONSTRAINT "stl_account_check_line_price_check" CHECK ("price" >= 0 AND "deduct_price" >= 0),
	CONSTRAINT "stl_account_check_line_source_check" CHECK ("price_source" IN ('contract', 'pricing')),
	CONSTRAINT "stl_account_check_line_status_check" CHECK ("line_status" IN ('valid', 'invalid')),
	CONSTRAINT "stl_account_check_line_invoiced_check" CHECK ("invoiced_quantity" >= 0 AND "invoiced_quantity" <= "quantity")
);
--> statement-breakpoint
CREATE INDEX "stl_account_check_line_shipping_idx" ON "stl_account_check_line" ("shipping_id");
--> statement-breakpoint
CREATE INDEX "stl_account_check_line_contract_idx" ON "stl_account_check_line" ("contract_id");
--> statement-breakpoint
CREATE TABLE "stl_pricing_confirmation" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"contract_id" bigint NOT NULL REFERENCES "con_contract_head" ("id"),
	"contract_no" text NOT NULL,
	"contract_line_id" bigint NOT NULL REFERENCES "con_contract_line" ("id"),
	"org_code" text NOT NULL,
	"category_code" text NOT NULL,
	"supplier_sn" text NOT NULL,
	"supplier_name" text NOT NULL,
	"mat_code" text NOT NULL,
	"mat_name" text NOT NULL,
	"quantity" numeric(18, 3) NOT NULL,
	"price" numeric(18, 6) NOT NULL,
	"pricing_date" date NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"confirmed_by" text,
	"confirmed_time" timestamptz,
	"remark" text,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stl_pricing_confirmation_quantity_check" CHECK ("quantity" > 0 AND "price" >= 0),
	CONSTRAINT "stl_pricing_confirmation_status_check" CHECK ("status" IN ('new', 'confirmed'))
);
--> statement-breakpoint
CREATE INDEX "stl_pricing_confirmation_line_idx" ON "stl_pricing_confirmation" ("contract_line_id");
--> statement-breakpoint
CREATE TABLE "stl_business_process_head" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"process_no" text NOT NULL UNIQUE,
	"check_id" bigint REFERENCES "stl_account_check_head" ("id"),
	"check_no" text,
	"org_code" text NOT NULL,
	"org_name" text,
	"category_code" text NOT NULL,
	"supplier_sn" text NOT NULL,
	"supplier_name" text NOT NULL,
	"business_date" date NOT NULL,
	"quantity" numeric(18, 3) DEFAULT 0 NOT NULL,
	"amount" numeric(18, 2) DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"remark" text,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stl_business_process_head_status_check" CHECK ("status" IN ('new', 'submitted', 'confirmed', 'invalid', 'cancelled'))
);
--> statement-breakpoint
CREATE INDEX "stl_business_process_head_scope_idx" ON "stl_business_process_head" ("org_code", "category_code", "id");
--> statement-breakpoint
CREATE TABLE "stl_purchase_invoice" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"invoice_no" text NOT NULL,
	"invoice_code" text NOT NULL,
	"invoice_type" text NOT NULL,
	"org_code" text NOT NULL,
	"org_name" text,
	"category_code" text NOT NULL,
	"supplier_sn" text NOT NULL,
	"supplier_name" text NOT NULL,
	"invoice_date" date NOT NULL,
	"tax_rate" numeric(5, 2) NOT NULL,
	"amount_with_tax" numeric(18, 2) NOT NULL,
	"tax_amount" numeric(18, 2) NOT NULL,
	"amount_without_tax" numeric(18, 2) NOT NULL,
	"matched_amount" numeric(18, 2) DEFAULT 0 NOT NULL,
	"match_difference" numeric(18, 2) DEFAULT 0 NOT NULL,
	"paid_amount" numeric(18, 2) DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"ebs_sync_status" text DEFAULT 'unsynched' NOT NULL,
	"remark" text,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stl_purchase_invoice_unique" UNIQUE ("invoice_code", "invoice_no"),
	CONSTRAINT "stl_purchase_invoice_type_check" CHECK ("invoice_type" IN ('special', 'normal', 'electronic')),
	CONSTRAINT "stl_purchase_invoice_status_check" CHECK ("status" IN ('new', 'matched', 'blocked', 'sent', 'partPaid', 'paid', 'invalid')),
	CONSTRAINT "stl_purchase_invoice_amount_check" CHECK ("amount_with_tax" > 0 AND "tax_amount" >= 0 AND "amount_without_tax" = "amount_with_tax" - "tax_amount"),
	CONSTRAINT "stl_purchase_invoice_paid_check" CHECK ("paid_amount" >= 0 AND "paid_amount" <= "amount_with_tax"),
	CONSTRAINT "stl_purchase_invoice_sync_check" CHECK ("ebs_sync_status" IN ('synched', 'unsynched'))
);
--> statement-breakpoint
CREATE INDEX "stl_purchase_invoice_scope_idx" ON "stl_purchase_invoice" ("org_code", "category_code", "id");
--> statement-breakpoint
CREATE INDEX "stl_purchase_invoice_supplier_idx" ON "stl_purchase_invoice" ("supplier_sn", "id");
--> statement-breakpoint
CREATE TABLE "stl_purchase_invoice_line" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"invoice_id" bigint NOT NULL REFERENCES "stl_purchase_invoice" ("id") ON DELETE CASCADE,
	"check_line_id" bigint NOT NULL REFERENCES "stl_account_check_line" ("id"),
	"check_id" bigint NOT NULL,
	"check_no" text NOT NULL,
	"pick_material_id" bigint NOT NULL,
	"mat_code" text NOT NULL,
	"mat_name" text NOT NULL,
	"quantity" numeric(18, 3) NOT NULL,
	"amount_with_tax" numeric(18, 2) NOT NULL,
	"tax_amount" numeric(18, 2) NOT NULL,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stl_purchase_invoice_line_unique" UNIQUE ("invoice_id", "check_line_id"),
	CONSTRAINT "stl_purchase_invoice_line_quantity_check" CHECK ("quantity" > 0 AND "amount_with_tax" >= 0)
);
--> statement-breakpoint
CREATE INDEX "stl_purchase_invoice_line_check_line_idx" ON "stl_purchase_invoice_line" ("check_line_id");
--> statement-breakpoint
CREATE INDEX "stl_purchase_invoice_line_material_idx" ON "stl_purchase_invoice_line" ("pick_material_id");
--> statement-breakpoint
CREATE TABLE "stl_return_invoice" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"return_no" text NOT NULL UNIQUE,
	"invoice_id" bigint REFERENCES "stl_purchase_invoice" ("id"),
	"invoice_no" text,
	"org_code" text NOT NULL,
	"org_name" text,
	"category_code" text NOT NULL,
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
	CONSTRAINT "stl_return_invoice_status_check" CHECK ("status" IN ('new', 'committed', 'confirmed')),
	CONSTRAINT "stl_return_invoice_amount_check" CHECK ("amount_with_tax" > 0 AND "tax_amount" >= 0),
	CONSTRAINT "stl_return_invoice_sync_check" CHECK ("ebs_sync_status" IN ('synched', 'unsynched'))
);
--> statement-breakpoint
CREATE INDEX "stl_return_invoice_scope_idx" ON "stl_return_invoice" ("org_code", "category_code", "id");
--> statement-breakpoint
CREATE TABLE "stl_prepayment_head" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"prepay_no" text NOT NULL UNIQUE,
	"contract_id" bigint REFERENCES "con_contract_head" ("id"),
	"contract_no" text,
	"org_code" text NOT NULL,
	"org_name" text,
	"category_code" text NOT NULL,
	"supplier_sn" text NOT NULL,
	"supplier_name" text NOT NULL,
	"apply_date" date NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"applied_amount" numeric(18, 2) DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"remark" text,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stl_prepayment_head_status_check" CHECK ("status" IN ('new', 'submitted', 'cancelled')),
	CONSTRAINT "stl_prepayment_head_amount_check" CHECK ("amount" > 0 AND "applied_amount" >= 0 AND "applied_amount" <= "amount")
);
--> statement-breakpoint
CREATE INDEX "stl_prepayment_head_scope_idx" ON "stl_prepayment_head" ("org_code", "category_code", "id");
--> statement-breakpoint
CREATE TABLE "stl_payment_settle_head" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"payment_no" text NOT NULL UNIQUE,
	"org_code" text NOT NULL,
	"org_name" text,
	"category_code" text NOT NULL,
	"supplier_sn" text NOT NULL,
	"supplier_name" text NOT NULL,
	"apply_date" date NOT NULL,
	"pay_method" text,
	"invoice_amount" numeric(18, 2) DEFAULT 0 NOT NULL,
	"prepaid_amount" numeric(18, 2) DEFAULT 0 NOT NULL,
	"pay_amount" numeric(18, 2) DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"ebs_status" text,
	"ebs_sync_status" text DEFAULT 'unsynched' NOT NULL,
	"remark" text,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stl_payment_settle_head_status_check" CHECK ("status" IN ('new', 'submitted', 'paid', 'cancelled')),
	CONSTRAINT "stl_payment_settle_head_amount_check" CHECK ("pay_amount" = "invoice_amount" - "prepaid_amount" AND "pay_amount" >= 0 AND "prepaid_amount" >= 0),
	CONSTRAINT "stl_payment_settle_head_sync_check" CHECK ("ebs_sync_status" IN ('synched', 'unsynched'))
);
--> statement-breakpoint
CREATE INDEX "stl_payment_settle_head_scope_idx" ON "stl_payment_settle_head" ("org_code", "category_code", "id");
--> statement-breakpoint
CREATE TABLE "stl_payment_settle_invoice" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"payment_id" bigint NOT NULL REFERENCES "stl_payment_settle_head" ("id") ON DELETE CASCADE,
	"invoice_id" bigint NOT NULL REFERENCES "stl_purchase_invoice" ("id"),
	"invoice_no" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	CONSTRAINT "stl_payment_settle_invoice_unique" UNIQUE ("payment_id", "invoice_id"),
	CONSTRAINT "stl_payment_settle_invoice_amount_check" CHECK ("amount" > 0)
);
--> statement-breakpoint
CREATE INDEX "stl_payment_settle_invoice_invoice_idx" ON "stl_payment_settle_invoice" ("invoice_id");
--> statement-breakpoint
CREATE TABLE "stl_payment_prepay_apply" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"payment_id" bigint NOT NULL REFERENCES "stl_payment_settle_head" ("id") ON DELETE CASCADE,
	"prepayment_id" bigint NOT NULL REFERENCES "stl_prepayment_head" ("id"),
	"prepay_no" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	CONSTRAINT "stl_payment_prepay_apply_unique" UNIQUE ("payment_id", "prepayment_id"),
	CONSTRAINT "stl_payment_prepay_apply_amount_check" CHECK ("amount" > 0)
);
--> statement-breakpoint
CREATE INDEX "stl_payment_prepay_apply_prepayment_idx" ON "stl_payment_prepay_apply" ("prepayment_id");
--> statement-breakpoint
CREATE TABLE "stl_cust_bal" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"org_code" text NOT NULL,
	"org_name" text,
	"category_code" text NOT NULL,
	"cust_number" text NOT NULL,
	"cust_name" text NOT NULL,
	"balance" numeric(18, 2) DEFAULT 0 NOT NULL,
	"credit_limit" numeric(18, 2) DEFAULT 0 NOT NULL,
	"credit_status" smallint DEFAULT 0 NOT NULL,
	"effective_start" date,
	"effective_end" date,
	"remark" text,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stl_cust_bal_unique" UNIQUE ("org_code", "cust_number"),
	CONSTRAINT "stl_cust_bal_credit_status_check" CHECK ("credit_status" IN (0, 1, 2)),
	CONSTRAINT "stl_cust_bal_credit_limit_check" CHECK ("credit_limit" >= 0),
	CONSTRAINT "stl_cust_bal_window_check" CHECK ("effective_end" IS NULL OR "effective_start" IS NULL OR "effective_end" >= "effective_start")
);
--> statement-breakpoint
CREATE INDEX "stl_cust_bal_scope_idx" ON "stl_cust_bal" ("org_code", "category_code", "id");
--> statement-breakpoint
-- The document numbers of settlement (ACCOUNT_CHECK_NO came with the demo seed; a database without it gets it here).
INSERT INTO "sys_serial_rule" ("rule_code", "rule_name", "parts", "reset_cycle")
SELECT v."code", v."name", v."parts"::jsonb, v."reset"
FROM (VALUES
	('ACCOUNT_CHECK_NO', '对账单号', '[{"type":"fixedChar","value":"DZ"},{"type":"seq","width":6}]', 'none'),
	('RETURN_INVOICE_NO', '退货发票号', '[{"type":"fixedChar","value":"TP"},{"type":"dateFormat","value":"YYYYMM"},{"type":"seq","width":4}]', 'every_month'),
	('PREPAYMENT_NO', '预付款单号', '[{"type":"fixedChar","value":"YF"},{"type":"dateFormat","value":"YYYYMM"},{"type":"seq","width":4}]', 'every_month'),
	('PAYMENT_NO', '付款申请单号', '[{"type":"fixedChar","value":"FK"},{"type":"dateFormat","value":"YYYYMM"},{"type":"seq","width":4}]', 'every_month'),
	('BUSINESS_PROCESS_NO', '业务确认单号', '[{"type":"fixedChar","value":"YW"},{"type":"dateFormat","value":"YYYYMM"},{"type":"seq","width":4}]', 'every_month')
) AS v("code", "name", "parts", "reset")
WHERE NOT EXISTS (SELECT 1 FROM "sys_serial_rule" x WHERE x."rule_code" = v."code");
--> statement-breakpoint
-- The settlement buttons of issue 25 for a database seeded before them (a fresh one gets them from
-- src/db/seeds/menus.ts), each added only where its page exists and it is missing.
INSERT INTO "sys_menu" ("parent_id", "menu_name", "menu_code", "menu_type", "sort_number", "created_by", "updated_by")
SELECT p."id", v."name", v."code", 2, v."sort", 'migration', 'migration'
FROM (VALUES
	('reconciliation:list', '编辑对账单', 'reconciliation:edit', 7),
	('reconciliation:list', '作废对账单', 'reconciliation:invalid', 8),
	('reconciliation:list', '确认对账', 'reconciliation:confirm', 9),
	('reconciliation:list', '转业务确认', 'reconciliation:bus-confirm', 10),
	('reconciliation:list', '价格确认', 'reconciliation:pricing', 11),
	('invoice:list', '编辑发票', 'invoice:edit', 4),
	('invoice:list', '删除发票', 'invoice:delete', 5),
	('invoice:return', '新增退货发票', 'invoice:return:add', 3),
	('invoice:return', '重推EBS', 'invoice:return:resend', 4),
	('payment:list', '编辑付款申请', 'payment:edit', 4),
	('payment:list', '删除付款申请', 'payment:delete', 5),
	('payment:list', '同步EBS状态', 'payment:sync', 6),
	('payment:list', '新增预付款', 'payment:prepay:add', 7),
	('payment:list', '提交预付款', 'payment:prepay:submit', 8),
	('payment:list', '取消预付款', 'payment:prepay:cancel', 9),
	('settlement:cust-bal', '新增客户余额', 'settlement:cust-bal:add', 2),
	('settlement:cust-bal', '编辑客户余额', 'settlement:cust-bal:edit', 3),
	('settlement:cust-bal', '删除客户余额', 'settlement:cust-bal:delete', 4)
) AS v("parent", "name", "code", "sort")
JOIN "sys_menu" p ON p."menu_code" = v."parent"
WHERE NOT EXISTS (SELECT 1 FROM "sys_menu" x WHERE x."menu_code" = v."code");
--> statement-breakpoint
-- Finance holds the whole settlement branch: its new buttons too.
INSERT INTO "sys_role_menu" ("role_id", "menu_id", "created_by", "updated_by")
SELECT r."id", m."id", 'migration', 'migration'
FROM "sys_role" r JOIN "sys_menu" m ON m."created_by" = 'migration' AND m."menu_type" = 2 AND m."menu_code" IN (
	'reconciliation:edit', 'reconciliation:invalid', 'reconciliation:confirm', 'reconciliation:bus-confirm', 'reconciliation:pricing',
	'invoice:edit', 'invoice:delete', 'invoice:return:add', 'invoice:return:resend', 'payment:edit', 'payment:delete', 'payment:sync',
	'payment:prepay:add', 'payment:prepay:submit', 'payment:prepay:cancel', 'settlement:cust-bal:add', 'settlement:cust-bal:edit', 'settlement:cust-bal:delete')
WHERE r."role_code" = 'finance' AND NOT EXISTS (SELECT 1 FROM "sys_role_menu" x WHERE x."role_id" = r."id" AND x."menu_id" = m."id");
--> statement-breakpoint
-- A supplier's user sees its own account checks and confirms or rejects them (确认对账).
INSERT INTO "sys_role_menu" ("role_id", "menu_id", "created_by", "updated_by")
SELECT r."id", m."id", 'migration', 'migration'
FROM "sys_role" r JOIN "sys_menu" m ON m."menu_code" IN ('settlement', 'reconciliation:list', 'reconciliation:confirm')
WHERE r."role_code" = 'supplier' AND NOT EXISTS (SELECT 1 FROM "sys_role_menu" x WHERE x."role_id" = r."id" AND x."menu_id" = m."id");
