-- Contract lines, rebate clauses and the serial-number rules (issue 8; docs/domain.md "Contracts", "SerialNumberRule").
-- Line amounts are computed by the gateway from quantity × price with tax and the tax rate (2 decimals).
ALTER TABLE "con_contract_head" ADD COLUMN "seal_status" text;
--> statement-breakpoint
ALTER TABLE "con_contract_head" ADD COLUMN "template_id" bigint;
--> statement-breakpoint
ALTER TABLE "con_contract_head" ADD COLUMN "change_version" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "con_contract_head" ADD COLUMN "copied_from_id" bigint;
--> statement-breakpoint
CREATE TABLE "con_contract_line" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"head_id" bigint NOT NULL REFERENCES "con_contract_head" ("id") ON DELETE CASCADE,
	"line_no" integer NOT NULL,
	"mat_code" text NOT NULL,
	"mat_name" text NOT NULL,
	"quantity" numeric(18, 3) NOT NULL,
	"unit_code" text NOT NULL,
	"price_with_tax" numeric(18, 6) NOT NULL,
	"tax_rate" numeric(5, 2) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"tax_amount" numeric(18, 2) NOT NULL,
	"amount_without_tax" numeric(18, 2) NOT NULL,
	"delivery_start" date,
	"delivery_end" date,
	"delivery_address" text,
	"quality_standard" text,
	"executed_quantity" numeric(18, 3) DEFAULT 0 NOT NULL,
	"remark" text,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "con_contract_line_no_unique" UNIQUE ("head_id", "line_no"),
	CONSTRAINT "con_contract_line_quantity_check" CHECK ("quantity" > 0),
	CONSTRAINT "con_contract_line_price_check" CHECK ("price_with_tax" >= 0),
	CONSTRAINT "con_contract_line_tax_rate_check" CHECK ("tax_rate" >= 0 AND "tax_rate" <= 100),
	CONSTRAINT "con_contract_line_executed_check" CHECK ("executed_quantity" >= 0),
	CONSTRAINT "con_contract_line_delivery_check" CHECK ("delivery_end" IS NULL OR "delivery_start" IS NULL OR "delivery_end" >= "delivery_start")
);
--> statement-breakpoint
CREATE INDEX "con_contract_line_mat_idx" ON "con_contract_line" ("mat_code");
--> statement-breakpoint
CREATE TABLE "con_contract_rebate" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"head_id" bigint NOT NULL REFERENCES "con_contract_head" ("id") ON DELETE CASCADE,
	"seq" integer NOT NULL,
	"rebate_type" text NOT NULL,
	"timing" text NOT NULL,
	"quantity_basis" smallint NOT NULL,
	"rate" numeric(9, 4),
	"amount" numeric(18, 2),
	"remark" text,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "con_contract_rebate_seq_unique" UNIQUE ("head_id", "seq"),
	CONSTRAINT "con_contract_rebate_type_check" CHECK ("rebate_type" IN ('rebate', 'returnGoods', 'minimumPurchase', 'friendlyCooperation')),
	CONSTRAINT "con_contract_rebate_timing_check" CHECK ("timing" IN ('duringContract', 'afterEnd')),
	CONSTRAINT "con_contract_rebate_basis_check" CHECK ("quantity_basis" IN (0, 1, 2)),
	CONSTRAINT "con_contract_rebate_value_check" CHECK (("rate" IS NULL) <> ("amount" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "sys_serial_rule" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"rule_code" text NOT NULL,
	"rule_name" text NOT NULL,
	"parts" jsonb NOT NULL,
	"reset_cycle" text DEFAULT 'none' NOT NULL,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_serial_rule_code_unique" UNIQUE ("rule_code"),
	CONSTRAINT "sys_serial_rule_reset_check" CHECK ("reset_cycle" IN ('every_day', 'every_month', 'every_year', 'none'))
);
--> statement-breakpoint
CREATE TABLE "sys_serial_counter" (
	"rule_code" text NOT NULL REFERENCES "sys_serial_rule" ("rule_code") ON DELETE CASCADE,
	"period_key" text NOT NULL,
	"current_value" bigint NOT NULL,
	CONSTRAINT "sys_serial_counter_pk" PRIMARY KEY ("rule_code", "period_key")
);
--> statement-breakpoint
INSERT INTO "sys_serial_rule" ("rule_code", "rule_name", "parts", "reset_cycle") VALUES (
	'CONTRACT_NO',
	'采购合同编号',
	'[{"type":"fixedChar","value":"CG"},{"type":"paramCode","value":"orgCode"},{"type":"dateFormat","value":"YYYYMMDD"},{"type":"seq","width":4}]',
	'every_day'
);
--> statement-breakpoint
-- Lines joined with their heads (the head-join-line list, spec 02 §7), scoped by the head's org and category.
CREATE VIEW "con_contract_line_v" AS
SELECT
	l."id", l."head_id", l."line_no", l."mat_code", l."mat_name", l."quantity", l."unit_code", l."price_with_tax", l."tax_rate",
	l."amount", l."tax_amount", l."amount_without_tax", l."delivery_start", l."delivery_end", l."delivery_address",
	l."quality_standard", l."executed_quantity", (l."quantity" - l."executed_quantity") AS "residual_quantity", l."remark",
	l."created_time", l."updated_time",
	h."contract_no", h."contract_name", h."contract_category", h."org_code", h."org_name", h."supplier_sn", h."supplier_name",
	h."category_code", h."category_name", h."status", h."exe_status", h."sign_date", h."currency_code"
FROM "con_contract_line" l
JOIN "con_contract_head" h ON h."id" = l."head_id";
