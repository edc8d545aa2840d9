-- Address points (spec 01 §3 "Address", §5 "Address form", §9 "Address types"): factories, warehouses,
-- depots and company-owned warehouses, transit stores, ports, platforms, wharves and short names that
-- the business forms pick from. Served by modules/system/addresses.ts.
-- Door codes are generated: AD + an 8-digit sequence number.
CREATE SEQUENCE "sys_address_door_code_seq";
--> statement-breakpoint
-- address_code is the type (1 factory … 20 short name without region; 6 is only kept for old rows),
-- address_type its label. A type-4 row belongs to a company (company_code, a level-6 org code) and is
-- seen only within that org scope; every other type is shared. Supplier fields belong to types 1-3,
-- transit-store fields to type 5 (the gateway clears them on the other types). addr_desc is the region
-- text plus the detail, composed by the gateway. company_type is 3 for every address created here.
-- search_text joins the searched columns (separated by a unit separator a search term cannot hold)
-- so that one trigram index serves the "queryContent" search.
CREATE TABLE "sys_address" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"door_code" text DEFAULT ('AD' || lpad(nextval('sys_address_door_code_seq')::text, 8, '0')) NOT NULL,
	"address_code" smallint NOT NULL,
	"address_type" text NOT NULL,
	"address_tag" text,
	"addr_detail" text NOT NULL,
	"addr_desc" text NOT NULL,
	"province" text,
	"city" text,
	"area" text,
	"company_code" text,
	"company_name" text,
	"address_owner_code" text,
	"address_owner_name" text,
	"sub_name" text,
	"secondary_inventory_name" text,
	"company_type" smallint DEFAULT 3 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (
		coalesce("address_tag", '') || chr(31) || "addr_desc" || chr(31) || "door_code" || chr(31) ||
		coalesce("address_owner_name", '') || chr(31) || coalesce("company_name", '')
	) STORED,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_address_door_code_unique" UNIQUE ("door_code"),
	CONSTRAINT "sys_address_address_code_check" CHECK ("address_code" IN (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 20)),
	CONSTRAINT "sys_address_company_check" CHECK ("address_code" <> 4 OR "company_code" IS NOT NULL),
	CONSTRAINT "sys_address_owner_check" CHECK ("address_code" NOT IN (1, 2, 3) OR "address_owner_code" IS NOT NULL),
	CONSTRAINT "sys_address_store_check" CHECK ("address_code" <> 5 OR "secondary_inventory_name" IS NOT NULL),
	CONSTRAINT "sys_address_region_check" CHECK ("address_code" = 20 OR "province" IS NOT NULL),
	CONSTRAINT "sys_address_detail_check" CHECK (btrim("addr_detail") <> '')
);
--> statement-breakpoint
-- Lists are newest first, often of one type.
CREATE INDEX "sys_address_type_idx" ON "sys_address" ("address_code", "id");
--> statement-breakpoint
-- The org scope of type-4 rows and the companyCode filter.
CREATE INDEX "sys_address_company_idx" ON "sys_address" ("company_code", "id");
--> statement-breakpoint
-- Addresses of one supplier (pickers on supplier forms).
CREATE INDEX "sys_address_owner_idx" ON "sys_address" ("address_owner_code");
--> statement-breakpoint
CREATE INDEX "sys_address_search_trgm_idx" ON "sys_address" USING gin ("search_text" gin_trgm_ops);
