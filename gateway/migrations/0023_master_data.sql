-- Master data of the buying group (issue 21; domain.md "Master data"): quality indices with their
-- deduction rules, per-material index overrides, unit conversions and material tax rates. Codes are the
-- keys later areas (pick-up acceptance, account checking) store. Every table carries the audit columns
-- and version (optimistic lock). Numbers are exact numeric, read back as decimal strings.

-- A quality index (水分 moisture, 杂质 impurity …): its standard range and its deduction rule. Above the
-- standard max (or below the standard min), every deduct_step of excess deducts deduct_value, in the unit
-- deduct_type names: 'weight' a percent of the weight, 'price' an amount per ton.
CREATE TABLE "mst_quality_index" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"index_code" text NOT NULL,
	"index_name" text NOT NULL,
	"unit" text DEFAULT '%' NOT NULL,
	"standard_min" numeric,
	"standard_max" numeric,
	"deduct_type" text DEFAULT 'weight' NOT NULL,
	"deduct_step" numeric,
	"deduct_value" numeric,
	"remark" text,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mst_quality_index_code_unique" UNIQUE ("index_code"),
	CONSTRAINT "mst_quality_index_deduct_type_check" CHECK ("deduct_type" IN ('weight', 'price')),
	CONSTRAINT "mst_quality_index_range_check" CHECK ("standard_min" IS NULL OR "standard_max" IS NULL OR "standard_min" <= "standard_max"),
	CONSTRAINT "mst_quality_index_step_check" CHECK ("deduct_step" IS NULL OR "deduct_step" > 0),
	CONSTRAINT "mst_quality_index_value_check" CHECK ("deduct_value" IS NULL OR "deduct_value" >= 0)
);
--> statement-breakpoint
-- A material's own standard for an index (豆粕 moisture ≤ 12.5 % where the group default is 14.0 %).
CREATE TABLE "mst_material_index" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"mat_code" text NOT NULL,
	"index_code" text NOT NULL REFERENCES "mst_quality_index" ("index_code") ON UPDATE CASCADE,
	"standard_min" numeric,
	"standard_max" numeric,
	"deduct_step" numeric,
	"deduct_value" numeric,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mst_material_index_unique" UNIQUE ("mat_code", "index_code"),
	CONSTRAINT "mst_material_index_range_check" CHECK ("standard_min" IS NULL OR "standard_max" IS NULL OR "standard_min" <= "standard_max")
);
--> statement-breakpoint
-- One from_unit of the material is rate to_units (1 袋 = 0.05 T).
CREATE TABLE "mst_unit_convert" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"mat_code" text NOT NULL,
	"from_unit" text NOT NULL,
	"to_unit" text NOT NULL,
	"rate" numeric NOT NULL,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mst_unit_convert_unique" UNIQUE ("mat_code", "from_unit", "to_unit"),
	CONSTRAINT "mst_unit_convert_rate_check" CHECK ("rate" > 0)
);
--> statement-breakpoint
-- A material's tax rate (a fraction, 0.09 for 9 %) from its effective date on.
CREATE TABLE "mst_material_tax_rate" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"mat_code" text NOT NULL,
	"tax_rate" numeric NOT NULL,
	"effective_date" date NOT NULL,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mst_material_tax_rate_unique" UNIQUE ("mat_code", "effective_date"),
	CONSTRAINT "mst_material_tax_rate_check" CHECK ("tax_rate" >= 0 AND "tax_rate" < 1)
);
