-- Demand plans (issue 23; domain.md "Demand"; spec 02 §4 demand status): year plans with twelve monthly
-- quantities per material, and month plans whose items carry the figures of the suggested purchase
-- (demand − stock on hand − in transit − the contracts' residual). Status new → inProcess (submitted to
-- OA) → approved / rejected, driven by OA's callback. Quantities are exact numeric; every table carries
-- the audit columns and version (optimistic lock).

CREATE TABLE "dem_year_demand" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"demand_no" text NOT NULL UNIQUE,
	"year" integer NOT NULL,
	"org_code" text NOT NULL,
	"org_name" text,
	"category_code" text NOT NULL,
	"category_name" text,
	"status" text DEFAULT 'new' NOT NULL,
	"submit_count" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dem_year_demand_status_check" CHECK ("status" IN ('new', 'inProcess', 'approved', 'rejected')),
	CONSTRAINT "dem_year_demand_year_check" CHECK ("year" BETWEEN 2000 AND 2100)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "dem_year_demand_org_category_year_unique" ON "dem_year_demand" ("org_code", "category_code", "year");
--> statement-breakpoint
CREATE TABLE "dem_year_demand_item" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"demand_id" bigint NOT NULL REFERENCES "dem_year_demand" ("id") ON DELETE CASCADE,
	"line_no" integer NOT NULL,
	"mat_code" text NOT NULL,
	"mat_name" text,
	"unit_code" text,
	"last_year_quantity" numeric(18, 3),
	"increase_rate" numeric(9, 4),
	"month1" numeric(18, 3) DEFAULT 0 NOT NULL,
	"month2" numeric(18, 3) DEFAULT 0 NOT NULL,
	"month3" numeric(18, 3) DEFAULT 0 NOT NULL,
	"month4" numeric(18, 3) DEFAULT 0 NOT NULL,
	"month5" numeric(18, 3) DEFAULT 0 NOT NULL,
	"month6" numeric(18, 3) DEFAULT 0 NOT NULL,
	"month7" numeric(18, 3) DEFAULT 0 NOT NULL,
	"month8" numeric(18, 3) DEFAULT 0 NOT NULL,
	"month9" numeric(18, 3) DEFAULT 0 NOT NULL,
	"month10" numeric(18, 3) DEFAULT 0 NOT NULL,
	"month11" numeric(18, 3) DEFAULT 0 NOT NULL,
	"month12" numeric(18, 3) DEFAULT 0 NOT NULL,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "dem_year_demand_item_mat_unique" ON "dem_year_demand_item" ("demand_id", "mat_code");
--> statement-breakpoint
CREATE TABLE "dem_month_demand" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"demand_no" text NOT NULL UNIQUE,
	"year_month" text NOT NULL,
	"org_code" text NOT NULL,
	"org_name" text,
	"category_code" text NOT NULL,
	"category_name" text,
	"status" text DEFAULT 'new' NOT NULL,
	"submit_count" integer DEFAULT 0 NOT NULL,
	"year_demand_id" bigint REFERENCES "dem_year_demand" ("id") ON DELETE SET NULL,
	"remark" text,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dem_month_demand_status_check" CHECK ("status" IN ('new', 'inProcess', 'approved', 'rejected')),
	CONSTRAINT "dem_month_demand_year_month_check" CHECK ("year_month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "dem_month_demand_org_category_month_unique" ON "dem_month_demand" ("org_code", "category_code", "year_month");
--> statement-breakpoint
CREATE TABLE "dem_month_demand_item" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"demand_id" bigint NOT NULL REFERENCES "dem_month_demand" ("id") ON DELETE CASCADE,
	"line_no" integer NOT NULL,
	"mat_code" text NOT NULL,
	"mat_name" text,
	"unit_code" text,
	"demand_quantity" numeric(18, 3) DEFAULT 0 NOT NULL,
	"stock_on_hand" numeric(18, 3) DEFAULT 0 NOT NULL,
	"in_transit" numeric(18, 3) DEFAULT 0 NOT NULL,
	"contract_residual_quantity" numeric(18, 3) DEFAULT 0 NOT NULL,
	"suggested_purchase" numeric(18, 3) DEFAULT 0 NOT NULL,
	"required_date" date,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "dem_month_demand_item_mat_unique" ON "dem_month_demand_item" ("demand_id", "mat_code");
--> statement-breakpoint
CREATE INDEX "dem_month_demand_item_mat_idx" ON "dem_month_demand_item" ("mat_code");
--> statement-breakpoint
-- Estimated (plan) and actual consumption of a material by an org in a month: what month plans start from.
CREATE TABLE "dem_estimate_consume" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"org_code" text NOT NULL,
	"org_name" text,
	"mat_code" text NOT NULL,
	"mat_name" text,
	"unit_code" text,
	"year_month" text NOT NULL,
	"estimated_quantity" numeric(18, 3) DEFAULT 0 NOT NULL,
	"actual_quantity" numeric(18, 3),
	"remark" text,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dem_estimate_consume_year_month_check" CHECK ("year_month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "dem_estimate_consume_org_mat_month_unique" ON "dem_estimate_consume" ("org_code", "mat_code", "year_month");
--> statement-breakpoint
-- Numbers of the plans: a year plan ND20261127001, a month plan YD20261127001.
INSERT INTO "sys_serial_rule" ("rule_code", "rule_name", "parts", "reset_cycle") VALUES
	('YEAR_DEMAND_NO', '年度需求计划单号', '[{"type":"fixedChar","value":"ND"},{"type":"dateFormat","value":"YYYYMMDD"},{"type":"seq","width":3}]', 'every_day'),
	('MONTH_DEMAND_NO', '月度需求计划单号', '[{"type":"fixedChar","value":"YD"},{"type":"dateFormat","value":"YYYYMMDD"},{"type":"seq","width":3}]', 'every_day');
