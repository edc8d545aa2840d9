-- Master-data lookups (spec 01 §3 "Lookup option shapes", §7.4; domain.md "Master data"): currencies,
-- pay methods, tax rates, pay terms, units, sub-inventories, customers, branch banks, materials,
-- supplier types and suppliers. Every table carries created_time, updated_time, created_by, updated_by
-- and version (optimistic lock). Codes are the keys other areas store (contracts keep currency_code,
-- supplier_sn, mat_code …), so each code is unique.

CREATE TABLE "sys_currency" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"currency_code" text NOT NULL,
	"currency_name" text NOT NULL,
	"enable_flag" text DEFAULT 'Y' NOT NULL,
	"sort_number" integer DEFAULT 0 NOT NULL,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_currency_code_unique" UNIQUE ("currency_code"),
	CONSTRAINT "sys_currency_code_check" CHECK ("currency_code" ~ '^[A-Z]{3}$'),
	CONSTRAINT "sys_currency_enable_flag_check" CHECK ("enable_flag" IN ('Y', 'N'))
);
--> statement-breakpoint
-- Spec 01 §9: pay methods 1 transfer, 2 telegraphic transfer (codes kept as text, as the app sends them).
CREATE TABLE "sys_pay_method" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"pay_method_code" text NOT NULL,
	"pay_method_name" text NOT NULL,
	"enable_flag" text DEFAULT 'Y' NOT NULL,
	"sort_number" integer DEFAULT 0 NOT NULL,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_pay_method_code_unique" UNIQUE ("pay_method_code"),
	CONSTRAINT "sys_pay_method_enable_flag_check" CHECK ("enable_flag" IN ('Y', 'N'))
);
--> statement-breakpoint
-- The value is a fraction (0.13 for 13%), exact numeric with no fixed scale so it reads back as written.
CREATE TABLE "sys_tax_rate" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"tax_rate_code" text NOT NULL,
	"tax_rate_name" text NOT NULL,
	"tax_rate_value" numeric NOT NULL,
	"enable_flag" text DEFAULT 'Y' NOT NULL,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_tax_rate_code_unique" UNIQUE ("tax_rate_code"),
	CONSTRAINT "sys_tax_rate_value_check" CHECK ("tax_rate_value" >= 0 AND "tax_rate_value" < 1),
	CONSTRAINT "sys_tax_rate_enable_flag_check" CHECK ("enable_flag" IN ('Y', 'N'))
);
--> statement-breakpoint
CREATE TABLE "sys_pay_terms" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"pay_terms_code" text NOT NULL,
	"pay_terms_name" text NOT NULL,
	"sort_number" integer DEFAULT 0 NOT NULL,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_pay_terms_code_unique" UNIQUE ("pay_terms_code")
);
--> statement-breakpoint
CREATE TABLE "sys_unit" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"unit_code" text NOT NULL,
	"unit_name" text NOT NULL,
	"sort_number" integer DEFAULT 0 NOT NULL,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_unit_code_unique" UNIQUE ("unit_code")
);
--> statement-breakpoint
-- Sub-inventories (EBS secondary inventories) of an inventory org (level 7). is_transit marks the
-- in-transit store, which the transfer-store search leaves out together with inactive ones.
CREATE TABLE "sys_sub_inventory" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"org_code" text NOT NULL,
	"sub_name" text NOT NULL,
	"secondary_inventory_name" text NOT NULL,
	"status_code" text DEFAULT 'Active' NOT NULL,
	"is_transit" smallint DEFAULT 0 NOT NULL,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_sub_inventory_org_name_unique" UNIQUE ("org_code", "secondary_inventory_name"),
	CONSTRAINT "sys_sub_inventory_status_check" CHECK ("status_code" IN ('Active', 'Inactive')),
	CONSTRAINT "sys_sub_inventory_is_transit_check" CHECK ("is_transit" IN (0, 1))
);
--> statement-breakpoint
CREATE TABLE "sys_customer" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"cust_number" text NOT NULL,
	"party_name" text NOT NULL,
	"org_code" text,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_customer_cust_number_unique" UNIQUE ("cust_number")
);
--> statement-breakpoint
CREATE INDEX "sys_customer_party_name_trgm_idx" ON "sys_customer" USING gin ("party_name" gin_trgm_ops);
--> statement-breakpoint
-- Branch banks by their 12-digit CNAPS code; bank_code is the 3-digit bank (102 ICBC …).
CREATE TABLE "sys_branch_bank" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"branch_bank_code" text NOT NULL,
	"branch_bank_name" text NOT NULL,
	"province" text,
	"city" text,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_branch_bank_code_unique" UNIQUE ("branch_bank_code")
);
--> statement-breakpoint
CREATE INDEX "sys_branch_bank_bank_idx" ON "sys_branch_bank" ("bank_code", "id");
--> statement-breakpoint
CREATE INDEX "sys_branch_bank_name_trgm_idx" ON "sys_branch_bank" USING gin ("branch_bank_name" gin_trgm_ops);
--> statement-breakpoint
-- Materials (domain.md): category_code points at sys_category by code, as every scoped table does.
-- is_little 1: a small material (packaging, premix), planned by the small-material rules.
CREATE TABLE "sys_material" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"mat_code" text NOT NULL,
	"mat_name" text NOT NULL,
	"category_code" text NOT NULL,
	"spec" text,
	"unit_code" text,
	"is_little" smallint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"tax_rate_code" text,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_material_mat_code_unique" UNIQUE ("mat_code"),
	CONSTRAINT "sys_material_status_check" CHECK ("status" IN ('Active', 'Inactive')),
	CONSTRAINT "sys_material_is_little_check" CHECK ("is_little" IN (0, 1))
);
--> statement-breakpoint
-- Every material dropdown is limited to the caller's categories: category first, then the code order.
CREATE INDEX "sys_material_category_idx" ON "sys_material" ("category_code", "mat_code");
--> statement-breakpoint
CREATE INDEX "sys_material_name_trgm_idx" ON "sys_material" USING gin ("mat_name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "sys_material_code_trgm_idx" ON "sys_material" USING gin ("mat_code" gin_trgm_ops);
--> statement-breakpoint
-- Supplier types: big types (parent_num null) and their small types.
CREATE TABLE "sup_supplier_type" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"type_num" text NOT NULL,
	"type_name" text NOT NULL,
	"parent_num" text REFERENCES "sup_supplier_type" ("type_num") ON UPDATE CASCADE,
	"sort_number" integer DEFAULT 0 NOT NULL,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sup_supplier_type_num_unique" UNIQUE ("type_num")
);
--> statement-breakpoint
CREATE INDEX "sup_supplier_type_parent_idx" ON "sup_supplier_type" ("parent_num");
--> statement-breakpoint
-- Suppliers (domain.md): financial_status 1 to be admitted, 2 admitting, 3 qualified, 4 suspended,
-- 5 eliminated, 6 blacklist, 7 invalid. ebs_no is given once the supplier exists in EBS.
CREATE TABLE "sup_supplier" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"sn" text NOT NULL,
	"name" text NOT NULL,
	"unified_credit_code" text,
	"big_type" text REFERENCES "sup_supplier_type" ("type_num") ON UPDATE CASCADE,
	"small_type" text REFERENCES "sup_supplier_type" ("type_num") ON UPDATE CASCADE,
	"financial_status" smallint DEFAULT 1 NOT NULL,
	"ebs_no" text,
	"contact_name" text,
	"contact_phone" text,
	"province" text,
	"city" text,
	"blacklist_until" date,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sup_supplier_sn_unique" UNIQUE ("sn"),
	CONSTRAINT "sup_supplier_credit_code_unique" UNIQUE ("unified_credit_code"),
	CONSTRAINT "sup_supplier_credit_code_check" CHECK ("unified_credit_code" IS NULL OR "unified_credit_code" ~ '^[0-9A-HJ-NPQRTUWXY]{18}$'),
	CONSTRAINT "sup_supplier_financial_status_check" CHECK ("financial_status" BETWEEN 1 AND 7)
);
--> statement-breakpoint
CREATE INDEX "sup_supplier_name_trgm_idx" ON "sup_supplier" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "sup_supplier_type_idx" ON "sup_supplier" ("big_type", "small_type");
--> statement-breakpoint
CREATE INDEX "sup_supplier_ebs_no_idx" ON "sup_supplier" ("ebs_no");
