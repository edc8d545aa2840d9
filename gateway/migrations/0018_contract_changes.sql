-- Contract changes and company rebate agreements (issue 8; docs/domain.md "ContractChange"; spec 02 §4, §7).
-- A change is a versioned request on a contract in force (SIGN, PIGEONHOLE_E, PIGEONHOLE): the proposed head
-- fields and lines are kept as a document (proposal, amounts computed by the gateway) until OA approves it,
-- when they replace the contract's. At most one change per contract is open (draft, APPROVING, REJECT, CONFLICT).
-- org_code and category_code are the contract's, for the caller's data scope.
CREATE TABLE "con_contract_change" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"change_no" text NOT NULL,
	"contract_id" bigint NOT NULL REFERENCES "con_contract_head" ("id") ON DELETE CASCADE,
	"contract_no" text NOT NULL,
	"contract_name" text NOT NULL,
	"supplier_name" text NOT NULL,
	"org_code" text NOT NULL,
	"category_code" text NOT NULL,
	"change_version" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"reason" text NOT NULL,
	"proposal" jsonb NOT NULL,
	"total_quantity" numeric(18, 3) DEFAULT 0 NOT NULL,
	"total_amount" numeric(18, 2) DEFAULT 0 NOT NULL,
	"submit_count" integer DEFAULT 0 NOT NULL,
	"conflict_reason" text,
	"approved_time" timestamptz,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "con_contract_change_no_unique" UNIQUE ("change_no"),
	CONSTRAINT "con_contract_change_status_check" CHECK ("status" IN ('draft', 'APPROVING', 'APPROVED', 'REJECT', 'CONFLICT')),
	CONSTRAINT "con_contract_change_version_check" CHECK ("change_version" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "con_contract_change_open_unique" ON "con_contract_change" ("contract_id") WHERE "status" IN ('draft', 'APPROVING', 'REJECT', 'CONFLICT');
--> statement-breakpoint
CREATE INDEX "con_contract_change_scope_idx" ON "con_contract_change" ("org_code", "category_code", "id");
--> statement-breakpoint
CREATE TABLE "con_rebate_company" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"supplier_sn" text NOT NULL,
	"supplier_name" text NOT NULL,
	"org_code" text NOT NULL,
	"org_name" text,
	"rebate_year" integer NOT NULL,
	"rebate_type" text NOT NULL,
	"timing" text NOT NULL,
	"quantity_basis" smallint NOT NULL,
	"rate" numeric(9, 4),
	"amount" numeric(18, 2),
	"contract_ids" bigint[] DEFAULT '{}' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"remark" text,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "con_rebate_company_year_check" CHECK ("rebate_year" BETWEEN 2000 AND 2100),
	CONSTRAINT "con_rebate_company_type_check" CHECK ("rebate_type" IN ('rebate', 'returnGoods', 'minimumPurchase', 'friendlyCooperation')),
	CONSTRAINT "con_rebate_company_timing_check" CHECK ("timing" IN ('duringContract', 'afterEnd')),
	CONSTRAINT "con_rebate_company_basis_check" CHECK ("quantity_basis" IN (0, 1, 2)),
	CONSTRAINT "con_rebate_company_value_check" CHECK (("rate" IS NULL) <> ("amount" IS NULL)),
	CONSTRAINT "con_rebate_company_status_check" CHECK ("status" IN ('new', 'inProcess', 'approved', 'rejected', 'withdraw', 'invalid', 'closed'))
);
--> statement-breakpoint
CREATE INDEX "con_rebate_company_scope_idx" ON "con_rebate_company" ("org_code", "id");
