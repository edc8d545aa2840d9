-- Contract heads (domain.md "Contracts"): the first business table, served by the list engine.
-- Lines, rebates, changes and the status machine come with the contracts work (issue 8).
-- Contract numbers until the serial-number rules arrive: HT + date (Shanghai) + a 6-digit sequence.
CREATE SEQUENCE "con_contract_no_seq";
--> statement-breakpoint
CREATE TABLE "con_contract_head" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"contract_no" text DEFAULT ('HT' || to_char(now() AT TIME ZONE 'Asia/Shanghai', 'YYYYMMDD') || lpad(nextval('con_contract_no_seq')::text, 6, '0')) NOT NULL,
	"contract_name" text NOT NULL,
	"contract_category" text NOT NULL,
	"purchase_model" smallint DEFAULT 2 NOT NULL,
	"org_code" text NOT NULL,
	"org_name" text,
	"supplier_sn" text NOT NULL,
	"supplier_name" text NOT NULL,
	"category_code" text NOT NULL,
	"category_name" text,
	"price_type" text,
	"pricing_point" text,
	"deliver_type" text,
	"pay_method" text,
	"pay_terms" text,
	"currency_code" text DEFAULT 'CNY' NOT NULL,
	"sign_date" date,
	"start_date" date,
	"end_date" date,
	"total_quantity" numeric(18, 3) DEFAULT 0 NOT NULL,
	"total_amount" numeric(18, 2) DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"exe_status" text,
	"remark" text,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "con_contract_head_contract_no_unique" UNIQUE ("contract_no"),
	CONSTRAINT "con_contract_head_purchase_model_check" CHECK ("purchase_model" IN (1, 2)),
	CONSTRAINT "con_contract_head_dates_check" CHECK ("end_date" IS NULL OR "start_date" IS NULL OR "end_date" >= "start_date")
);
--> statement-breakpoint
CREATE INDEX "con_contract_head_org_idx" ON "con_contract_head" ("org_code", "id");
--> statement-breakpoint
CREATE INDEX "con_contract_head_category_idx" ON "con_contract_head" ("category_code");
--> statement-breakpoint
CREATE INDEX "con_contract_head_supplier_idx" ON "con_contract_head" ("supplier_sn");
--> statement-breakpoint
CREATE INDEX "con_contract_head_status_idx" ON "con_contract_head" ("status", "id");
--> statement-breakpoint
CREATE INDEX "con_contract_head_sign_date_idx" ON "con_contract_head" ("sign_date");
--> statement-breakpoint
CREATE INDEX "con_contract_head_name_trgm_idx" ON "con_contract_head" USING gin ("contract_name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "con_contract_head_supplier_name_trgm_idx" ON "con_contract_head" USING gin ("supplier_name" gin_trgm_ops);
