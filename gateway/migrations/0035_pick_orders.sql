-- Pick-up (delivery) orders (issue 24; domain.md "Pick-up (delivery) orders" and "The chain"; spec 02 §4
-- shipping, receive and matching statuses): a pick head calls off quantities of a signed contract's lines
-- (pick materials), with its costs, vehicles, shipments weighed and tested at the mill (gross − tare = net,
-- quality results per index with their deductions), the warehouse's acceptance, allocations of accepted
-- quantities to receiving orgs, supplier price rules and the audited vehicle changes with their history.
--
-- Quantities: a pick line's open plan is planned − accepted while its pick is not closed; the gateway keeps
-- Σ open plan ≤ the contract line's quantity − executed under a row lock on the contract line. Acceptance
-- adds accepted = net × (1 − Σ weight deductions %) to the pick line and to the contract line's executed
-- quantity. Closing a pick releases planned − accepted of each line (released_quantity).
-- Scope columns (org, category, supplier) are copied onto shippings and allocations for their lists.

CREATE TABLE "pur_pick_head" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"pick_no" text NOT NULL UNIQUE,
	"contract_id" bigint NOT NULL REFERENCES "con_contract_head" ("id"),
	"contract_no" text NOT NULL,
	"org_code" text NOT NULL,
	"org_name" text,
	"category_code" text NOT NULL,
	"category_name" text,
	"supplier_sn" text NOT NULL,
	"supplier_name" text NOT NULL,
	"store_org_code" text,
	"store_org_name" text,
	"sub_inventory" text,
	"deliver_type" text,
	"pick_date" date,
	"arrival_start" date,
	"arrival_end" date,
	"status" text DEFAULT 'new' NOT NULL,
	"shipping_status" text DEFAULT 'NEW' NOT NULL,
	"receive_status" smallint DEFAULT 0 NOT NULL,
	"receive_matching" smallint DEFAULT 0 NOT NULL,
	"planned_quantity" numeric(18, 3) DEFAULT 0 NOT NULL,
	"shipped_quantity" numeric(18, 3) DEFAULT 0 NOT NULL,
	"accepted_quantity" numeric(18, 3) DEFAULT 0 NOT NULL,
	"released_quantity" numeric(18, 3) DEFAULT 0 NOT NULL,
	"lms_sync_status" text DEFAULT 'unsynched' NOT NULL,
	"ebs_sync_status" text DEFAULT 'unsynched' NOT NULL,
	"confirm_opinion" text,
	"confirmed_by" text,
	"confirmed_time" timestamptz,
	"closed_by" text,
	"closed_time" timestamptz,
	"close_reason" text,
	"force_closed" smallint DEFAULT 0 NOT NULL,
	"remark" text,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pur_pick_head_status_check" CHECK ("status" IN ('new', 'waitConfirm', 'confirmed', 'refused', 'closed')),
	CONSTRAINT "pur_pick_head_shipping_status_check" CHECK ("shipping_status" IN ('NEW', 'SHIPPING', 'SHIPPING_DONE', 'CLOSE')),
	CONSTRAINT "pur_pick_head_receive_status_check" CHECK ("receive_status" IN (0, 1, 2, 3)),
	CONSTRAINT "pur_pick_head_receive_matching_check" CHECK ("receive_matching" IN (0, 1, 2)),
	CONSTRAINT "pur_pick_head_sync_check" CHECK ("lms_sync_status" IN ('synched', 'unsynched') AND "ebs_sync_status" IN ('synched', 'unsynched')),
	CONSTRAINT "pur_pick_head_arrival_check" CHECK ("arrival_end" IS NULL OR "arrival_start" IS NULL OR "arrival_end" >= "arrival_start")
);
--> statement-breakpoint
CREATE INDEX "pur_pick_head_scope_idx" ON "pur_pick_head" ("org_code", "category_code", "id");
--> statement-breakpoint
CREATE INDEX "pur_pick_head_supplier_idx" ON "pur_pick_head" ("supplier_sn", "id");
--> statement-breakpoint
CREATE INDEX "pur_pick_head_contract_idx" ON "pur_pick_head" ("contract_id");
--> statement-breakpoint
CREATE TABLE "pur_pick_material" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"pick_id" bigint NOT NULL REFERENCES "pur_pick_head" ("id") ON DELETE CASCADE,
	"line_no" integer NOT NULL,
	"contract_line_id" bigint NOT NULL REFERENCES "con_contract_line" ("id"),
	"mat_code" text NOT NULL,
	"mat_name" text NOT NULL,
	"unit_code" text NOT NULL,
	"price_with_tax" numeric(18, 6) NOT NULL,
	"tax_rate" numeric(5, 2) NOT NULL,
	"planned_quantity" numeric(18, 3) NOT NULL,
	"shipped_quantity" numeric(18, 3) DEFAULT 0 NOT NULL,
	"accepted_quantity" numeric(18, 3) DEFAULT 0 NOT NULL,
	"released_quantity" numeric(18, 3) DEFAULT 0 NOT NULL,
	"line_status" text DEFAULT 'open' NOT NULL,
	"remark" text,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pur_pick_material_line_unique" UNIQUE ("pick_id", "line_no"),
	CONSTRAINT "pur_pick_material_planned_check" CHECK ("planned_quantity" > 0),
	CONSTRAINT "pur_pick_material_figures_check" CHECK ("shipped_quantity" >= 0 AND "accepted_quantity" >= 0 AND "released_quantity" >= 0),
	CONSTRAINT "pur_pick_material_line_status_check" CHECK ("line_status" IN ('open', 'done', 'closed'))
);
--> statement-breakpoint
CREATE INDEX "pur_pick_material_contract_line_idx" ON "pur_pick_material" ("contract_line_id");
--> statement-breakpoint
CREATE TABLE "pur_pick_cost" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"pick_id" bigint NOT NULL REFERENCES "pur_pick_head" ("id") ON DELETE CASCADE,
	"cost_type" text NOT NULL,
	"cost_name" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"remark" text,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pur_pick_cost_type_check" CHECK ("cost_type" IN ('freight', 'loading', 'storage', 'other')),
	CONSTRAINT "pur_pick_cost_amount_check" CHECK ("amount" >= 0)
);
--> statement-breakpoint
CREATE INDEX "pur_pick_cost_pick_idx" ON "pur_pick_cost" ("pick_id");
--> statement-breakpoint
CREATE TABLE "pur_pick_vehicle" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"pick_id" bigint NOT NULL REFERENCES "pur_pick_head" ("id") ON DELETE CASCADE,
	"plate_no" text NOT NULL,
	"driver_name" text NOT NULL,
	"driver_phone" text NOT NULL,
	"id_card" text NOT NULL,
	"planned_arrival" date,
	"quantity" numeric(18, 3),
	"remark" text,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pur_pick_vehicle_plate_unique" UNIQUE ("pick_id", "plate_no"),
	CONSTRAINT "pur_pick_vehicle_quantity_check" CHECK ("quantity" IS NULL OR "quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "pur_pick_vehicle_update_audit" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"vehicle_id" bigint NOT NULL REFERENCES "pur_pick_vehicle" ("id") ON DELETE CASCADE,
	"pick_id" bigint NOT NULL REFERENCES "pur_pick_head" ("id") ON DELETE CASCADE,
	"pick_no" text NOT NULL,
	"org_code" text NOT NULL,
	"category_code" text NOT NULL,
	"supplier_sn" text NOT NULL,
	"supplier_name" text NOT NULL,
	"old_plate_no" text NOT NULL,
	"plate_no" text NOT NULL,
	"driver_name" text NOT NULL,
	"driver_phone" text NOT NULL,
	"id_card" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"audited_by" text,
	"audited_time" timestamptz,
	"opinion" text,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pur_pick_vehicle_update_audit_status_check" CHECK ("status" IN ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE INDEX "pur_pick_vehicle_update_audit_scope_idx" ON "pur_pick_vehicle_update_audit" ("org_code", "category_code", "id");
--> statement-breakpoint
CREATE TABLE "pur_pick_vehicle_update_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"audit_id" bigint NOT NULL REFERENCES "pur_pick_vehicle_update_audit" ("id") ON DELETE CASCADE,
	"vehicle_id" bigint NOT NULL,
	"field_name" text NOT NULL,
	"old_value" text,
	"new_value" text,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text
);
--> statement-breakpoint
CREATE INDEX "pur_pick_vehicle_update_history_audit_idx" ON "pur_pick_vehicle_update_history" ("audit_id");
--> statement-breakpoint
CREATE TABLE "pur_pick_shipping" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"shipping_no" text NOT NULL UNIQUE,
	"pick_id" bigint NOT NULL REFERENCES "pur_pick_head" ("id"),
	"pick_no" text NOT NULL,
	"pick_material_id" bigint NOT NULL REFERENCES "pur_pick_material" ("id"),
	"contract_no" text NOT NULL,
	"org_code" text NOT NULL,
	"category_code" text NOT NULL,
	"supplier_sn" text NOT NULL,
	"supplier_name" text NOT NULL,
	"mat_code" text NOT NULL,
	"mat_name" text NOT NULL,
	"vehicle_id" bigint REFERENCES "pur_pick_vehicle" ("id") ON DELETE SET NULL,
	"plate_no" text NOT NULL,
	"driver_name" text,
	"shipping_date" date NOT NULL,
	"arrival_date" date,
	"shipped_quantity" numeric(18, 3) NOT NULL,
	"gross_weight" numeric(18, 3),
	"tare_weight" numeric(18, 3),
	"net_weight" numeric(18, 3),
	"deduct_weight_rate" numeric(9, 4) DEFAULT 0 NOT NULL,
	"deduct_price" numeric(18, 6) DEFAULT 0 NOT NULL,
	"accepted_quantity" numeric(18, 3),
	"shipping_status" text DEFAULT 'NEW' NOT NULL,
	"receive_status" smallint DEFAULT 0 NOT NULL,
	"reconciliation" text DEFAULT 'notCheck' NOT NULL,
	"accepted_by" text,
	"accepted_time" timestamptz,
	"remark" text,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pur_pick_shipping_status_check" CHECK ("shipping_status" IN ('NEW', 'SHIPPING', 'SHIPPING_DONE', 'CLOSE')),
	CONSTRAINT "pur_pick_shipping_receive_status_check" CHECK ("receive_status" IN (0, 1, 2, 3)),
	CONSTRAINT "pur_pick_shipping_reconciliation_check" CHECK ("reconciliation" IN ('notCheck', 'partCheck', 'allCheck')),
	CONSTRAINT "pur_pick_shipping_quantity_check" CHECK ("shipped_quantity" > 0),
	CONSTRAINT "pur_pick_shipping_weights_check" CHECK (
		("gross_weight" IS NULL AND "tare_weight" IS NULL AND "net_weight" IS NULL)
		OR ("gross_weight" > 0 AND "tare_weight" >= 0 AND "net_weight" = "gross_weight" - "tare_weight" AND "net_weight" > 0)
	),
	CONSTRAINT "pur_pick_shipping_deduct_check" CHECK ("deduct_weight_rate" >= 0 AND "deduct_weight_rate" <= 100 AND "deduct_price" >= 0),
	CONSTRAINT "pur_pick_shipping_accepted_check" CHECK ("accepted_quantity" IS NULL OR "accepted_quantity" >= 0)
);
--> statement-breakpoint
CREATE INDEX "pur_pick_shipping_scope_idx" ON "pur_pick_shipping" ("org_code", "category_code", "id");
--> statement-breakpoint
CREATE INDEX "pur_pick_shipping_supplier_idx" ON "pur_pick_shipping" ("supplier_sn", "id");
--> statement-breakpoint
CREATE INDEX "pur_pick_shipping_pick_idx" ON "pur_pick_shipping" ("pick_id");
--> statement-breakpoint
CREATE INDEX "pur_pick_shipping_material_idx" ON "pur_pick_shipping" ("pick_material_id");
--> statement-breakpoint
CREATE TABLE "pur_pick_shipping_quality" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"shipping_id" bigint NOT NULL REFERENCES "pur_pick_shipping" ("id") ON DELETE CASCADE,
	"index_code" text NOT NULL,
	"index_name" text NOT NULL,
	"value" numeric(12, 4) NOT NULL,
	"standard_min" numeric,
	"standard_max" numeric,
	"deduct_type" text NOT NULL,
	"deduct_weight_rate" numeric(9, 4) DEFAULT 0 NOT NULL,
	"deduct_price" numeric(18, 6) DEFAULT 0 NOT NULL,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pur_pick_shipping_quality_unique" UNIQUE ("shipping_id", "index_code"),
	CONSTRAINT "pur_pick_shipping_quality_type_check" CHECK ("deduct_type" IN ('weight', 'price'))
);
--> statement-breakpoint
CREATE TABLE "pur_pick_allocation" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"allocation_no" text NOT NULL UNIQUE,
	"pick_id" bigint NOT NULL REFERENCES "pur_pick_head" ("id"),
	"pick_no" text NOT NULL,
	"pick_material_id" bigint NOT NULL REFERENCES "pur_pick_material" ("id"),
	"org_code" text NOT NULL,
	"category_code" text NOT NULL,
	"supplier_sn" text NOT NULL,
	"supplier_name" text NOT NULL,
	"mat_code" text NOT NULL,
	"mat_name" text NOT NULL,
	"target_org_code" text NOT NULL,
	"target_org_name" text,
	"sub_inventory" text,
	"quantity" numeric(18, 3) NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"ebs_sync_status" text DEFAULT 'unsynched' NOT NULL,
	"submitted_by" text,
	"submitted_time" timestamptz,
	"remark" text,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pur_pick_allocation_quantity_check" CHECK ("quantity" > 0),
	CONSTRAINT "pur_pick_allocation_status_check" CHECK ("status" IN ('new', 'submitted')),
	CONSTRAINT "pur_pick_allocation_sync_check" CHECK ("ebs_sync_status" IN ('synched', 'unsynched'))
);
--> statement-breakpoint
CREATE INDEX "pur_pick_allocation_scope_idx" ON "pur_pick_allocation" ("org_code", "category_code", "id");
--> statement-breakpoint
CREATE INDEX "pur_pick_allocation_material_idx" ON "pur_pick_allocation" ("pick_material_id");
--> statement-breakpoint
CREATE TABLE "pur_pick_price_rules" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"supplier_sn" text NOT NULL,
	"supplier_name" text NOT NULL,
	"org_code" text NOT NULL,
	"mat_code" text NOT NULL,
	"mat_name" text NOT NULL,
	"rule_type" text NOT NULL,
	"price" numeric(18, 6) NOT NULL,
	"effective_start" date NOT NULL,
	"effective_end" date,
	"remark" text,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pur_pick_price_rules_type_check" CHECK ("rule_type" IN ('freight', 'premium', 'discount')),
	CONSTRAINT "pur_pick_price_rules_window_check" CHECK ("effective_end" IS NULL OR "effective_end" >= "effective_start")
);
--> statement-breakpoint
CREATE INDEX "pur_pick_price_rules_supplier_idx" ON "pur_pick_price_rules" ("supplier_name");
--> statement-breakpoint
-- view-pick-list: one row per pick line with its head (the buyer's and the warehouse's working list).
CREATE VIEW "pur_view_pick_list" AS SELECT
	m."id", m."pick_id", h."pick_no", h."contract_id", h."contract_no", h."org_code", h."org_name", h."category_code", h."category_name",
	h."supplier_sn", h."supplier_name", h."store_org_code", h."store_org_name", h."status", h."shipping_status", h."receive_status",
	h."receive_matching", h."pick_date", m."line_no", m."contract_line_id", m."mat_code", m."mat_name", m."unit_code", m."price_with_tax",
	m."planned_quantity", m."shipped_quantity", m."accepted_quantity", m."released_quantity", m."line_status",
	CASE WHEN h."status" = 'closed' THEN 0::numeric(18, 3) ELSE greatest(m."planned_quantity" - m."accepted_quantity", 0)::numeric(18, 3) END AS "open_quantity",
	m."created_time", m."updated_time", m."version"
FROM "pur_pick_material" m JOIN "pur_pick_head" h ON h."id" = m."pick_id";
--> statement-breakpoint
-- view-pick-allocation-list: each pick line with what is accepted, allocated and still to allocate.
CREATE VIEW "pur_view_pick_allocation_list" AS SELECT
	m."id", m."pick_id", h."pick_no", h."contract_no", h."org_code", h."org_name", h."category_code", h."supplier_sn", h."supplier_name",
	h."store_org_code", h."store_org_name", h."status", m."line_no", m."mat_code", m."mat_name", m."unit_code", m."accepted_quantity",
	coalesce(a."allocated", 0)::numeric(18, 3) AS "allocated_quantity",
	coalesce(a."submitted", 0)::numeric(18, 3) AS "submitted_quantity",
	greatest(m."accepted_quantity" - coalesce(a."allocated", 0), 0)::numeric(18, 3) AS "available_quantity",
	m."created_time", m."updated_time", m."version"
FROM "pur_pick_material" m JOIN "pur_pick_head" h ON h."id" = m."pick_id"
LEFT JOIN (
	SELECT "pick_material_id", sum("quantity") AS "allocated", sum("quantity") FILTER (WHERE "status" = 'submitted') AS "submitted"
	FROM "pur_pick_allocation" GROUP BY "pick_material_id"
) a ON a."pick_material_id" = m."id";
--> statement-breakpoint
-- The pick-up buttons of issue 24 for a database seeded before them (a fresh one gets them from
-- src/db/seeds/menus.ts): 收货验收 (the warehouse's acceptance) and 车辆变更 on 提货单, 删除发运单 on
-- 发运管理; each is added only where its page exists and it is missing.
INSERT INTO "sys_menu" ("parent_id", "menu_name", "menu_code", "menu_type", "sort_number", "created_by", "updated_by")
SELECT p."id", v."name", v."code", 2, v."sort", 'migration', 'migration'
FROM (VALUES ('pick:list', '收货验收', 'pick:receive', 6), ('pick:list', '车辆变更', 'pick:vehicle-change', 7), ('shipping:list', '删除发运单', 'shipping:delete', 3))
	AS v("parent", "name", "code", "sort")
JOIN "sys_menu" p ON p."menu_code" = v."parent"
WHERE NOT EXISTS (SELECT 1 FROM "sys_menu" x WHERE x."menu_code" = v."code");
--> statement-breakpoint
-- The warehouse accepts deliveries (收货验收); 接单 is the supplier's.
INSERT INTO "sys_role_menu" ("role_id", "menu_id", "created_by", "updated_by")
SELECT r."id", m."id", 'migration', 'migration'
FROM "sys_role" r JOIN "sys_menu" m ON m."menu_code" = 'pick:receive'
WHERE r."role_code" = 'warehouse' AND NOT EXISTS (SELECT 1 FROM "sys_role_menu" x WHERE x."role_id" = r."id" AND x."menu_id" = m."id");
--> statement-breakpoint
DELETE FROM "sys_role_menu" x USING "sys_role" r, "sys_menu" m
WHERE x."role_id" = r."id" AND x."menu_id" = m."id" AND r."role_code" = 'warehouse' AND m."menu_code" = 'pick:accept';
--> statement-breakpoint
-- A supplier's user sees its own pick-up orders, confirms or refuses them (接单) and asks for vehicle changes.
INSERT INTO "sys_role_menu" ("role_id", "menu_id", "created_by", "updated_by")
SELECT r."id", m."id", 'migration', 'migration'
FROM "sys_role" r JOIN "sys_menu" m ON m."menu_code" IN ('execution', 'pick:list', 'pick:detail', 'pick:accept', 'pick:vehicle-change')
WHERE r."role_code" = 'supplier' AND NOT EXISTS (SELECT 1 FROM "sys_role_menu" x WHERE x."role_id" = r."id" AND x."menu_id" = m."id");
--> statement-breakpoint
-- pick-vehicle/page: each vehicle with its pick's number, status, org, category and supplier (for scope).
CREATE VIEW "pur_view_pick_vehicle" AS SELECT
	v."id", v."pick_id", h."pick_no", h."contract_no", h."org_code", h."org_name", h."category_code", h."supplier_sn", h."supplier_name",
	h."status", v."plate_no", v."driver_name", v."driver_phone", v."id_card", v."planned_arrival", v."quantity", v."remark",
	v."created_time", v."updated_time", v."version"
FROM "pur_pick_vehicle" v JOIN "pur_pick_head" h ON h."id" = v."pick_id";
--> statement-breakpoint
-- The pick number: TH + year and month + a 5-digit sequence restarting each month (TH20261100001).
INSERT INTO "sys_serial_rule" ("rule_code", "rule_name", "parts", "reset_cycle")
SELECT 'PICKUP_ORDER_NO', '提货单号', '[{"type":"fixedChar","value":"TH"},{"type":"dateFormat","value":"YYYYMM"},{"type":"seq","width":5}]'::jsonb, 'every_month'
WHERE NOT EXISTS (SELECT 1 FROM "sys_serial_rule" WHERE "rule_code" = 'PICKUP_ORDER_NO');
--> statement-breakpoint
-- 提货单 prints a pick (the pick area's print data, bizType pick) instead of what the caller sends.
UPDATE "sys_print_template" SET "biz_type" = 'pick' WHERE "code" = 'PT_PICK_ORDER' AND "biz_type" = 'generic';
