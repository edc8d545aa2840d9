-- Demand master data (issue 23, part 3; domain.md "Demand"; spec 02 §3 small materials, §7 /demand/api/v1):
-- small-material rules (safety stock, reorder point, lead time per org and material) and prices (per
-- supplier, material and period), annual budget letters (one per company and year, with an attachment in
-- sys_file under bizType 'budgetLetter'), feed sale targets and estimates per org, month and feed kind,
-- and the inclusion rates of raw materials per feed kind from which raw-material demand is derived
-- (tonnes × rate / 100). Quantities, prices and amounts are exact numeric; every table carries the audit
-- columns and version (optimistic lock). A view sums the actual consumption of dem_estimate_consume by year.

CREATE TABLE "dem_small_material_rule" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"org_code" text NOT NULL,
	"org_name" text,
	"mat_code" text NOT NULL,
	"mat_name" text,
	"unit_code" text,
	"safety_stock" numeric(18, 3) DEFAULT 0 NOT NULL,
	"reorder_point" numeric(18, 3) DEFAULT 0 NOT NULL,
	"lead_time_days" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dem_small_material_rule_quantities_check" CHECK ("safety_stock" >= 0 AND "reorder_point" >= "safety_stock"),
	CONSTRAINT "dem_small_material_rule_lead_time_check" CHECK ("lead_time_days" BETWEEN 0 AND 365)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "dem_small_material_rule_org_mat_unique" ON "dem_small_material_rule" ("org_code", "mat_code");
--> statement-breakpoint
CREATE TABLE "dem_small_material_price" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"org_code" text NOT NULL,
	"org_name" text,
	"supplier_sn" text NOT NULL,
	"supplier_name" text,
	"mat_code" text NOT NULL,
	"mat_name" text,
	"unit_code" text,
	"price" numeric(18, 4) NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"remark" text,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dem_small_material_price_price_check" CHECK ("price" > 0),
	CONSTRAINT "dem_small_material_price_period_check" CHECK ("valid_to" >= "valid_from")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "dem_small_material_price_unique" ON "dem_small_material_price" ("org_code", "supplier_sn", "mat_code", "valid_from");
--> statement-breakpoint
CREATE INDEX "dem_small_material_price_mat_idx" ON "dem_small_material_price" ("mat_code");
--> statement-breakpoint
CREATE TABLE "dem_budget_letter" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"year" integer NOT NULL,
	"org_code" text NOT NULL,
	"org_name" text,
	"amount" numeric(18, 2) NOT NULL,
	"file_id" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"remark" text,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dem_budget_letter_status_check" CHECK ("status" IN ('draft', 'issued')),
	CONSTRAINT "dem_budget_letter_year_check" CHECK ("year" BETWEEN 2000 AND 2100),
	CONSTRAINT "dem_budget_letter_amount_check" CHECK ("amount" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "dem_budget_letter_year_org_unique" ON "dem_budget_letter" ("year", "org_code");
--> statement-breakpoint
CREATE TABLE "dem_feed_target_sale" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"org_code" text NOT NULL,
	"org_name" text,
	"year_month" text NOT NULL,
	"feed_kind" text NOT NULL,
	"tonnes" numeric(18, 3) NOT NULL,
	"remark" text,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dem_feed_target_sale_kind_check" CHECK ("feed_kind" IN ('pig', 'poultry', 'ruminant')),
	CONSTRAINT "dem_feed_target_sale_tonnes_check" CHECK ("tonnes" >= 0),
	CONSTRAINT "dem_feed_target_sale_year_month_check" CHECK ("year_month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "dem_feed_target_sale_unique" ON "dem_feed_target_sale" ("org_code", "year_month", "feed_kind");
--> statement-breakpoint
CREATE TABLE "dem_feed_estimate_sale" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"org_code" text NOT NULL,
	"org_name" text,
	"year_month" text NOT NULL,
	"feed_kind" text NOT NULL,
	"tonnes" numeric(18, 3) NOT NULL,
	"remark" text,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dem_feed_estimate_sale_kind_check" CHECK ("feed_kind" IN ('pig', 'poultry', 'ruminant')),
	CONSTRAINT "dem_feed_estimate_sale_tonnes_check" CHECK ("tonnes" >= 0),
	CONSTRAINT "dem_feed_estimate_sale_year_month_check" CHECK ("year_month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "dem_feed_estimate_sale_unique" ON "dem_feed_estimate_sale" ("org_code", "year_month", "feed_kind");
--> statement-breakpoint
-- Percent of a raw material in a feed kind (62.5 = 62.5 %): material demand = feed tonnes × rate / 100.
CREATE TABLE "dem_feed_inclusion_rate" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"feed_kind" text NOT NULL,
	"mat_code" text NOT NULL,
	"mat_name" text,
	"inclusion_rate" numeric(9, 4) NOT NULL,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dem_feed_inclusion_rate_kind_check" CHECK ("feed_kind" IN ('pig', 'poultry', 'ruminant')),
	CONSTRAINT "dem_feed_inclusion_rate_rate_check" CHECK ("inclusion_rate" > 0 AND "inclusion_rate" <= 100)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "dem_feed_inclusion_rate_unique" ON "dem_feed_inclusion_rate" ("feed_kind", "mat_code");
--> statement-breakpoint
-- Consumption by year: the months of dem_estimate_consume summed per org, material and year.
CREATE VIEW "dem_year_consume_v" AS
SELECT
	min("id") AS "id",
	"org_code",
	max("org_name") AS "org_name",
	"mat_code",
	max("mat_name") AS "mat_name",
	max("unit_code") AS "unit_code",
	substr("year_month", 1, 4)::integer AS "year",
	sum("estimated_quantity") AS "estimated_quantity",
	coalesce(sum("actual_quantity"), 0) AS "actual_quantity",
	count(*)::integer AS "months"
FROM "dem_estimate_consume"
GROUP BY "org_code", "mat_code", substr("year_month", 1, 4);
