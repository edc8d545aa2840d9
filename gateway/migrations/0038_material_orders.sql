-- Material orders, multilateral trade and pick applies (issue 26; spec 02 §4 direct-supplier order
-- statuses, §7 materials order module; domain.md "Material orders and multilateral trade"):
--
-- - a trading company's purchase order to a direct supplier (mat_purchase_order and its lines), pushed to
--   EBS through the outbox, from which a contract is created (with retries);
-- - its sales orders to the group's feed mills (mat_sale_order and lines); purchase-line quantity is
--   allocated onto sale lines (mat_sale_allocation; Σ active allocations ≤ the purchase line's quantity,
--   kept under a row lock on the purchase line), shipped (mat_sale_shipping), confirmed by the mill and
--   finished;
-- - multilateral chains of legs between trading companies (mat_multi_trade and its legs), calculated
--   (price, quantity, amount and margin per leg) and committed, with their out-factory and arrival records;
-- - pick applies against a committed chain (mat_pick_apply, its lines, vehicles and vehicle changes).
--
-- Quantities numeric(18,3), money (18,2), prices (18,6), tax rates in percent (5,2).

CREATE TABLE "mat_purchase_order" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"order_no" text NOT NULL UNIQUE,
	"org_code" text NOT NULL,
	"org_name" text,
	"category_code" text NOT NULL,
	"category_name" text,
	"supplier_sn" text NOT NULL,
	"supplier_name" text NOT NULL,
	"order_date" date NOT NULL,
	"delivery_start" date,
	"delivery_end" date,
	"status" text DEFAULT 'new' NOT NULL,
	"total_quantity" numeric(18, 3) DEFAULT 0 NOT NULL,
	"total_amount" numeric(18, 2) DEFAULT 0 NOT NULL,
	"allocated_quantity" numeric(18, 3) DEFAULT 0 NOT NULL,
	"shipped_quantity" numeric(18, 3) DEFAULT 0 NOT NULL,
	"ebs_order_no" text,
	"ebs_status" text DEFAULT 'unsent' NOT NULL,
	"ebs_message" text,
	"ebs_retry_count" integer DEFAULT 0 NOT NULL,
	"contract_id" bigint REFERENCES "con_contract_head" ("id"),
	"contract_no" text,
	"contract_status" text DEFAULT 'none' NOT NULL,
	"contract_message" text,
	"contract_retry_count" integer DEFAULT 0 NOT NULL,
	"close_reason" text,
	"remark" text,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mat_purchase_order_status_check" CHECK ("status" IN ('new', 'createOrderFail', 'waitOrder', 'received', 'refused', 'deleted',
		'verifying', 'verificationPassed', 'verificationFailed', 'partialShipped', 'unshipped', 'shipped', 'sealed', 'archived', 'canceling',
		'canceled', 'cancelFailed', 'invaliding', 'invalided', 'invalidFailed', 'changing', 'changed', 'changeFailed', 'audited', 'auditedFailed')),
	CONSTRAINT "mat_purchase_order_ebs_status_check" CHECK ("ebs_status" IN ('unsent', 'pending', 'success', 'failed')),
	CONSTRAINT "mat_purchase_order_contract_status_check" CHECK ("contract_status" IN ('none', 'created', 'failed')),
	CONSTRAINT "mat_purchase_order_quantity_check" CHECK ("allocated_quantity" >= 0 AND "shipped_quantity" >= 0)
);
--> statement-breakpoint
CREATE INDEX "mat_purchase_order_scope_idx" ON "mat_purchase_order" ("org_code", "category_code", "id");
--> statement-breakpoint
CREATE INDEX "mat_purchase_order_supplier_idx" ON "mat_purchase_order" ("supplier_sn", "id");
--> statement-breakpoint
CREATE TABLE "mat_purchase_order_line" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"order_id" bigint NOT NULL REFERENCES "mat_purchase_order" ("id") ON DELETE CASCADE,
	"line_no" integer NOT NULL,
	"mat_code" text NOT NULL,
	"mat_name" text NOT NULL,
	"unit_code" text NOT NULL,
	"quantity" numeric(18, 3) NOT NULL,
	"price_with_tax" numeric(18, 6) NOT NULL,
	"tax_rate" numeric(5, 2) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"allocated_quantity" numeric(18, 3) DEFAULT 0 NOT NULL,
	"shipped_quantity" numeric(18, 3) DEFAULT 0 NOT NULL,
	"line_status" text DEFAULT 'open' NOT NULL,
	"delivery_date" date,
	"remark" text,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mat_purchase_order_line_no_unique" UNIQUE ("order_id", "line_no"),
	CONSTRAINT "mat_purchase_order_line_status_check" CHECK ("line_status" IN ('open', 'closed', 'canceled')),
	CONSTRAINT "mat_purchase_order_line_quantity_check" CHECK ("quantity" > 0 AND "price_with_tax" >= 0 AND "tax_rate" >= 0 AND "tax_rate" < 100),
	-- Allocation never passes the line's quantity, and nothing ships that was not allocated.
	CONSTRAINT "mat_purchase_order_line_allocated_check" CHECK ("allocated_quantity" >= 0 AND "allocated_quantity" <= "quantity"),
	CONSTRAINT "mat_purchase_order_line_shipped_check" CHECK ("shipped_quantity" >= 0 AND "shipped_quantity" <= "allocated_quantity")
);
--> statement-breakpoint
CREATE INDEX "mat_purchase_order_line_mat_idx" ON "mat_purchase_order_line" ("mat_code", "order_id");
--> statement-breakpoint
CREATE TABLE "mat_sale_order" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"order_no" text NOT NULL UNIQUE,
	"org_code" text NOT NULL,
	"org_name" text,
	"customer_org_code" text NOT NULL,
	"customer_org_name" text,
	"category_code" text NOT NULL,
	"category_name" text,
	"order_date" date NOT NULL,
	"delivery_date" date,
	"status" text DEFAULT 'new' NOT NULL,
	"total_quantity" numeric(18, 3) DEFAULT 0 NOT NULL,
	"total_amount" numeric(18, 2) DEFAULT 0 NOT NULL,
	"allocated_quantity" numeric(18, 3) DEFAULT 0 NOT NULL,
	"shipped_quantity" numeric(18, 3) DEFAULT 0 NOT NULL,
	"confirmed_quantity" numeric(18, 3) DEFAULT 0 NOT NULL,
	"ebs_status" text DEFAULT 'unsent' NOT NULL,
	"ebs_message" text,
	"finished_by" text,
	"finished_time" timestamptz,
	"closed_by" text,
	"closed_time" timestamptz,
	"close_reason" text,
	"remark" text,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mat_sale_order_status_check" CHECK ("status" IN ('new', 'allocated', 'shipping', 'confirmed', 'finished', 'closed')),
	CONSTRAINT "mat_sale_order_ebs_status_check" CHECK ("ebs_status" IN ('unsent', 'pending', 'success', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "mat_sale_order_scope_idx" ON "mat_sale_order" ("org_code", "category_code", "id");
--> statement-breakpoint
CREATE TABLE "mat_sale_order_line" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"order_id" bigint NOT NULL REFERENCES "mat_sale_order" ("id") ON DELETE CASCADE,
	"line_no" integer NOT NULL,
	"mat_code" text NOT NULL,
	"mat_name" text NOT NULL,
	"unit_code" text NOT NULL,
	"quantity" numeric(18, 3) NOT NULL,
	"price_with_tax" numeric(18, 6) NOT NULL,
	"tax_rate" numeric(5, 2) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"allocated_quantity" numeric(18, 3) DEFAULT 0 NOT NULL,
	"shipped_quantity" numeric(18, 3) DEFAULT 0 NOT NULL,
	"confirmed_quantity" numeric(18, 3) DEFAULT 0 NOT NULL,
	"line_status" text DEFAULT 'open' NOT NULL,
	"remark" text,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mat_sale_order_line_no_unique" UNIQUE ("order_id", "line_no"),
	CONSTRAINT "mat_sale_order_line_status_check" CHECK ("line_status" IN ('open', 'closed')),
	CONSTRAINT "mat_sale_order_line_quantity_check" CHECK ("quantity" > 0 AND "price_with_tax" >= 0 AND "tax_rate" >= 0 AND "tax_rate" < 100),
	CONSTRAINT "mat_sale_order_line_allocated_check" CHECK ("allocated_quantity" >= 0 AND "allocated_quantity" <= "quantity"),
	CONSTRAINT "mat_sale_order_line_shipped_check" CHECK ("shipped_quantity" >= 0 AND "shipped_quantity" <= "allocated_quantity"),
	CONSTRAINT "mat_sale_order_line_confirmed_check" CHECK ("confirmed_quantity" >= 0 AND "confirmed_quantity" <= "shipped_quantity")
);
--> statement-breakpoint
CREATE TABLE "mat_sale_allocation" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"sale_order_id" bigint NOT NULL REFERENCES "mat_sale_order" ("id") ON DELETE CASCADE,
	"sale_line_id" bigint NOT NULL REFERENCES "mat_sale_order_line" ("id") ON DELETE CASCADE,
	"purchase_order_id" bigint NOT NULL REFERENCES "mat_purchase_order" ("id"),
	"purchase_line_id" bigint NOT NULL REFERENCES "mat_purchase_order_line" ("id"),
	"quantity" numeric(18, 3) NOT NULL,
	"shipped_quantity" numeric(18, 3) DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"allocated_by" text,
	"allocated_time" timestamptz DEFAULT now() NOT NULL,
	"canceled_by" text,
	"canceled_time" timestamptz,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mat_sale_allocation_status_check" CHECK ("status" IN ('active', 'canceled')),
	CONSTRAINT "mat_sale_allocation_quantity_check" CHECK ("quantity" > 0 AND "shipped_quantity" >= 0 AND "shipped_quantity" <= "quantity")
);
--> statement-breakpoint
CREATE INDEX "mat_sale_allocation_sale_idx" ON "mat_sale_allocation" ("sale_line_id");
--> statement-breakpoint
CREATE INDEX "mat_sale_allocation_purchase_idx" ON "mat_sale_allocation" ("purchase_line_id");
--> statement-breakpoint
CREATE TABLE "mat_sale_shipping" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"shipping_no" text NOT NULL UNIQUE,
	"sale_order_id" bigint NOT NULL REFERENCES "mat_sale_order" ("id") ON DELETE CASCADE,
	"sale_line_id" bigint NOT NULL REFERENCES "mat_sale_order_line" ("id") ON DELETE CASCADE,
	"allocation_id" bigint NOT NULL REFERENCES "mat_sale_allocation" ("id"),
	"plate_no" text NOT NULL,
	"driver_name" text,
	"driver_phone" text,
	"quantity" numeric(18, 3) NOT NULL,
	"ship_date" date NOT NULL,
	"status" text DEFAULT 'shipped' NOT NULL,
	"confirmed_quantity" numeric(18, 3),
	"confirmed_by" text,
	"confirmed_time" timestamptz,
	"remark" text,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mat_sale_shipping_status_check" CHECK ("status" IN ('shipped', 'confirmed')),
	CONSTRAINT "mat_sale_shipping_quantity_check" CHECK ("quantity" > 0 AND ("confirmed_quantity" IS NULL OR ("confirmed_quantity" >= 0 AND "confirmed_quantity" <= "quantity")))
);
--> statement-breakpoint
CREATE INDEX "mat_sale_shipping_order_idx" ON "mat_sale_shipping" ("sale_order_id");
--> statement-breakpoint
-- The allocation list and record: each allocation with its two orders, their orgs and the material.
CREATE VIEW "mat_view_sale_allocation" AS SELECT
	a."id", a."sale_order_id", s."order_no" AS "sale_order_no", a."sale_line_id", sl."line_no" AS "sale_line_no",
	a."purchase_order_id", p."order_no" AS "purchase_order_no", a."purchase_line_id", pl."line_no" AS "purchase_line_no",
	s."org_code", s."org_name", s."customer_org_code", s."customer_org_name", s."category_code", p."supplier_sn", p."supplier_name",
	sl."mat_code", sl."mat_name", sl."unit_code", a."quantity", a."shipped_quantity", a."status",
	a."allocated_by", a."allocated_time", a."canceled_by", a."canceled_time", a."created_time", a."updated_time", a."version"
FROM "mat_sale_allocation" a
JOIN "mat_sale_order" s ON s."id" = a."sale_order_id"
JOIN "mat_sale_order_line" sl ON sl."id" = a."sale_line_id"
JOIN "mat_purchase_order" p ON p."id" = a."purchase_order_id"
JOIN "mat_purchase_order_line" pl ON pl."id" = a."purchase_line_id";
--> statement-breakpoint
CREATE VIEW "mat_view_sale_allocation_active" AS SELECT * FROM "mat_view_sale_allocation" WHERE "status" = 'active';
--> statement-breakpoint
-- The finished record: the finished sales orders.
CREATE VIEW "mat_view_sale_order_finished" AS SELECT * FROM "mat_sale_order" WHERE "status" = 'finished';
--> statement-breakpoint
-- The confirm list: each shipment with its sale order, orgs and material.
CREATE VIEW "mat_view_sale_shipping" AS SELECT
	h."id", h."shipping_no", h."sale_order_id", s."order_no" AS "sale_order_no", h."sale_line_id", sl."line_no" AS "sale_line_no",
	h."allocation_id", p."order_no" AS "purchase_order_no",
	s."org_code", s."org_name", s."customer_org_code", s."customer_org_name", s."category_code",
	sl."mat_code", sl."mat_name", sl."unit_code", h."plate_no", h."driver_name", h."driver_phone", h."quantity", h."ship_date",
	h."status", h."confirmed_quantity", h."confirmed_by", h."confirmed_time", h."remark", h."created_time", h."updated_time", h."version"
FROM "mat_sale_shipping" h
JOIN "mat_sale_order" s ON s."id" = h."sale_order_id"
JOIN "mat_sale_order_line" sl ON sl."id" = h."sale_line_id"
JOIN "mat_sale_allocation" a ON a."id" = h."allocation_id"
JOIN "mat_purchase_order" p ON p."id" = a."purchase_order_id";
--> statement-breakpoint
CREATE TABLE "mat_multi_trade" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"trade_no" text NOT NULL UNIQUE,
	"org_code" text NOT NULL,
	"org_name" text,
	"final_org_code" text NOT NULL,
	"final_org_name" text,
	"category_code" text NOT NULL,
	"category_name" text,
	"mat_code" text NOT NULL,
	"mat_name" text NOT NULL,
	"unit_code" text NOT NULL,
	"quantity" numeric(18, 3) NOT NULL,
	"base_price" numeric(18, 6) NOT NULL,
	"supplier_sn" text,
	"supplier_name" text,
	"leg_count" integer DEFAULT 0 NOT NULL,
	"total_margin" numeric(18, 2) DEFAULT 0 NOT NULL,
	"applied_quantity" numeric(18, 3) DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"trade_date" date NOT NULL,
	"committed_by" text,
	"committed_time" timestamptz,
	"remark" text,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mat_multi_trade_status_check" CHECK ("status" IN ('draft', 'committed', 'canceled', 'finished')),
	CONSTRAINT "mat_multi_trade_quantity_check" CHECK ("quantity" > 0 AND "base_price" >= 0 AND "applied_quantity" >= 0 AND "applied_quantity" <= "quantity")
);
--> statement-breakpoint
CREATE INDEX "mat_multi_trade_scope_idx" ON "mat_multi_trade" ("org_code", "category_code", "id");
--> statement-breakpoint
CREATE TABLE "mat_multi_trade_leg" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"trade_id" bigint NOT NULL REFERENCES "mat_multi_trade" ("id") ON DELETE CASCADE,
	"leg_no" integer NOT NULL,
	"seller_org_code" text NOT NULL,
	"seller_org_name" text,
	"buyer_org_code" text NOT NULL,
	"buyer_org_name" text,
	"price_with_tax" numeric(18, 6) NOT NULL,
	"tax_rate" numeric(5, 2) NOT NULL,
	"quantity" numeric(18, 3) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"margin" numeric(18, 2) NOT NULL,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mat_multi_trade_leg_no_unique" UNIQUE ("trade_id", "leg_no"),
	CONSTRAINT "mat_multi_trade_leg_orgs_check" CHECK ("seller_org_code" <> "buyer_org_code")
);
--> statement-breakpoint
-- The detail list: each leg with its chain's number, material and status.
CREATE VIEW "mat_view_multi_trade_leg" AS SELECT
	l."id", l."trade_id", t."trade_no", t."status", t."trade_date", t."org_code", t."category_code", t."mat_code", t."mat_name", t."unit_code",
	l."leg_no", l."seller_org_code", l."seller_org_name", l."buyer_org_code", l."buyer_org_name", l."price_with_tax", l."tax_rate",
	l."quantity", l."amount", l."margin", l."created_time", l."updated_time", l."version"
FROM "mat_multi_trade_leg" l JOIN "mat_multi_trade" t ON t."id" = l."trade_id";
--> statement-breakpoint
-- The commerce list: each company's side of each leg (sell for the seller, buy for the buyer).
CREATE VIEW "mat_view_multi_trade_commerce" AS
SELECT l."id" * 2 AS "id", l."trade_id", t."trade_no", t."status", t."trade_date", t."category_code", t."mat_code", t."mat_name", t."unit_code",
	l."leg_no", 'sell'::text AS "side", l."seller_org_code" AS "org_code", l."seller_org_name" AS "org_name",
	l."buyer_org_code" AS "counterpart_org_code", l."buyer_org_name" AS "counterpart_org_name",
	l."price_with_tax", l."tax_rate", l."quantity", l."amount", l."margin", l."created_time", l."version"
FROM "mat_multi_trade_leg" l JOIN "mat_multi_trade" t ON t."id" = l."trade_id"
UNION ALL
SELECT l."id" * 2 + 1, l."trade_id", t."trade_no", t."status", t."trade_date", t."category_code", t."mat_code", t."mat_name", t."unit_code",
	l."leg_no", 'buy'::text, l."buyer_org_code", l."buyer_org_name", l."seller_org_code", l."seller_org_name",
	l."price_with_tax", l."tax_rate", l."quantity", l."amount", 0::numeric(18, 2), l."created_time", l."version"
FROM "mat_multi_trade_leg" l JOIN "mat_multi_trade" t ON t."id" = l."trade_id";
--> statement-breakpoint
CREATE TABLE "mat_pick_apply" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"apply_no" text NOT NULL UNIQUE,
	"trade_id" bigint NOT NULL REFERENCES "mat_multi_trade" ("id"),
	"trade_no" text NOT NULL,
	"org_code" text NOT NULL,
	"org_name" text,
	"category_code" text NOT NULL,
	"category_name" text,
	"apply_date" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"total_quantity" numeric(18, 3) DEFAULT 0 NOT NULL,
	"allocated_quantity" numeric(18, 3) DEFAULT 0 NOT NULL,
	"committed_by" text,
	"committed_time" timestamptz,
	"canceled_by" text,
	"canceled_time" timestamptz,
	"closed_by" text,
	"closed_time" timestamptz,
	"remark" text,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mat_pick_apply_status_check" CHECK ("status" IN ('draft', 'committed', 'canceled', 'closed'))
);
--> statement-breakpoint
CREATE INDEX "mat_pick_apply_scope_idx" ON "mat_pick_apply" ("org_code", "category_code", "id");
--> statement-breakpoint
CREATE INDEX "mat_pick_apply_trade_idx" ON "mat_pick_apply" ("trade_id");
--> statement-breakpoint
CREATE TABLE "mat_pick_apply_line" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"apply_id" bigint NOT NULL REFERENCES "mat_pick_apply" ("id") ON DELETE CASCADE,
	"line_no" integer NOT NULL,
	"mat_code" text NOT NULL,
	"mat_name" text NOT NULL,
	"unit_code" text NOT NULL,
	"quantity" numeric(18, 3) NOT NULL,
	"allocated_quantity" numeric(18, 3) DEFAULT 0 NOT NULL,
	"line_status" text DEFAULT 'open' NOT NULL,
	"close_reason" text,
	"closed_by" text,
	"closed_time" timestamptz,
	"remark" text,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mat_pick_apply_line_no_unique" UNIQUE ("apply_id", "line_no"),
	CONSTRAINT "mat_pick_apply_line_status_check" CHECK ("line_status" IN ('open', 'closed')),
	CONSTRAINT "mat_pick_apply_line_quantity_check" CHECK ("quantity" > 0 AND "allocated_quantity" >= 0 AND "allocated_quantity" <= "quantity")
);
--> statement-breakpoint
CREATE TABLE "mat_pick_apply_vehicle" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"apply_id" bigint NOT NULL REFERENCES "mat_pick_apply" ("id") ON DELETE CASCADE,
	"line_id" bigint NOT NULL REFERENCES "mat_pick_apply_line" ("id") ON DELETE CASCADE,
	"plate_no" text NOT NULL,
	"driver_name" text NOT NULL,
	"driver_phone" text NOT NULL,
	"id_card" text,
	"quantity" numeric(18, 3) NOT NULL,
	"remark" text,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mat_pick_apply_vehicle_quantity_check" CHECK ("quantity" > 0)
);
--> statement-breakpoint
CREATE INDEX "mat_pick_apply_vehicle_apply_idx" ON "mat_pick_apply_vehicle" ("apply_id");
--> statement-breakpoint
CREATE TABLE "mat_pick_apply_vehicle_change" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"vehicle_id" bigint NOT NULL REFERENCES "mat_pick_apply_vehicle" ("id") ON DELETE CASCADE,
	"apply_id" bigint NOT NULL REFERENCES "mat_pick_apply" ("id") ON DELETE CASCADE,
	"old_plate_no" text NOT NULL,
	"new_plate_no" text NOT NULL,
	"old_driver_name" text NOT NULL,
	"new_driver_name" text NOT NULL,
	"old_driver_phone" text NOT NULL,
	"new_driver_phone" text NOT NULL,
	"reason" text NOT NULL,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mat_multi_trade_movement" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"trade_id" bigint NOT NULL REFERENCES "mat_multi_trade" ("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"org_code" text NOT NULL,
	"org_name" text,
	"pick_apply_id" bigint REFERENCES "mat_pick_apply" ("id"),
	"vehicle_id" bigint REFERENCES "mat_pick_apply_vehicle" ("id"),
	"plate_no" text NOT NULL,
	"quantity" numeric(18, 3) NOT NULL,
	"moved_time" timestamptz NOT NULL,
	"remark" text,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mat_multi_trade_movement_kind_check" CHECK ("kind" IN ('outfactory', 'arrive')),
	CONSTRAINT "mat_multi_trade_movement_quantity_check" CHECK ("quantity" > 0)
);
--> statement-breakpoint
-- The arrive and out-factory lists: each movement with its chain's number, material and category.
CREATE VIEW "mat_view_multi_trade_movement" AS SELECT
	m."id", m."trade_id", t."trade_no", m."kind", m."org_code", m."org_name", t."category_code", t."mat_code", t."mat_name", t."unit_code",
	m."pick_apply_id", a."apply_no", m."vehicle_id", m."plate_no", m."quantity", m."moved_time", m."remark", m."created_by", m."created_time",
	m."updated_time", m."version"
FROM "mat_multi_trade_movement" m JOIN "mat_multi_trade" t ON t."id" = m."trade_id" LEFT JOIN "mat_pick_apply" a ON a."id" = m."pick_apply_id";
--> statement-breakpoint
CREATE VIEW "mat_view_multi_trade_arrive" AS SELECT * FROM "mat_view_multi_trade_movement" WHERE "kind" = 'arrive';
--> statement-breakpoint
CREATE VIEW "mat_view_multi_trade_outfactory" AS SELECT * FROM "mat_view_multi_trade_movement" WHERE "kind" = 'outfactory';
--> statement-breakpoint
-- Numbers: CG (purchase order), XS (sales order), XF (sales shipment), DB (multilateral trade), TS (pick
-- apply) + year and month + a 5-digit sequence restarting each month.
INSERT INTO "sys_serial_rule" ("rule_code", "rule_name", "parts", "reset_cycle")
SELECT v."code", v."name", ('[{"type":"fixedChar","value":"' || v."prefix" || '"},{"type":"dateFormat","value":"YYYYMM"},{"type":"seq","width":5}]')::jsonb, 'every_month'
FROM (VALUES ('MAT_PURCHASE_ORDER_NO', '采购订单号', 'CG'), ('MAT_SALE_ORDER_NO', '销售订单号', 'XS'), ('MAT_SALE_SHIPPING_NO', '销售发运单号', 'XF'),
	('MULTI_TRADE_NO', '多边贸易单号', 'DB'), ('PICK_APPLY_NO', '提货申请单号', 'TS')) AS v("code", "name", "prefix")
WHERE NOT EXISTS (SELECT 1 FROM "sys_serial_rule" x WHERE x."rule_code" = v."code");
--> statement-breakpoint
-- The buttons of issue 26 for a database seeded before them (a fresh one gets them from
-- src/db/seeds/menus.ts); each is added only where its page exists and it is missing.
INSERT INTO "sys_menu" ("parent_id", "menu_name", "menu_code", "menu_type", "sort_number", "created_by", "updated_by")
SELECT p."id", v."name", v."code", 2, v."sort", 'migration', 'migration'
FROM (VALUES
	('order:purchase', '新增采购订单', 'order:purchase:add', 4), ('order:purchase', '修改订单行', 'order:purchase:edit', 5),
	('order:purchase', '生成合同', 'order:purchase:contract', 6), ('order:purchase', '推送EBS', 'order:purchase:push', 7),
	('order:sale', '新增销售订单', 'order:sale:add', 4), ('order:sale', '发运', 'order:sale:ship', 5), ('order:sale', '完结', 'order:sale:finish', 6),
	('order:sale', '关闭销售订单', 'order:sale:close', 7), ('order:sale', '删除销售订单', 'order:sale:delete', 8), ('order:sale', '重推EBS', 'order:sale:retry', 9),
	('order:sale', '导入销售订单', 'order:sale:import', 10),
	('order:multi-trade', '新增多边贸易', 'order:multi-trade:add', 2), ('order:multi-trade', '登记出厂到货', 'order:multi-trade:record', 3),
	('order:multi-trade', '导出多边贸易', 'order:multi-trade:export', 4),
	('pick:apply', '新增提货申请', 'pick:apply:add', 3), ('pick:apply', '关闭提货申请行', 'pick:apply:close', 4), ('pick:apply', '分配车辆', 'pick:apply:allocate', 5),
	('pick:apply', '变更车辆', 'pick:apply:vehicle', 6), ('pick:apply', '导出提货申请', 'pick:apply:export', 7))
	AS v("parent", "name", "code", "sort")
JOIN "sys_menu" p ON p."menu_code" = v."parent"
WHERE NOT EXISTS (SELECT 1 FROM "sys_menu" x WHERE x."menu_code" = v."code");
--> statement-breakpoint
-- Roles that hold a page get its new buttons (the supply chain role holds the whole 采购执行 branch).
INSERT INTO "sys_role_menu" ("role_id", "menu_id", "created_by", "updated_by")
SELECT DISTINCT rm."role_id", m."id", 'migration', 'migration'
FROM "sys_menu" m
JOIN "sys_menu" p ON p."id" = m."parent_id" AND p."menu_code" IN ('order:purchase', 'order:sale', 'order:multi-trade', 'pick:apply')
JOIN "sys_role_menu" rm ON rm."menu_id" = p."id"
WHERE m."created_by" = 'migration' AND m."menu_type" = 2
	AND NOT EXISTS (SELECT 1 FROM "sys_role_menu" x WHERE x."role_id" = rm."role_id" AND x."menu_id" = m."id");
