-- 库位分配 (issue 23 part B; domain.md "Demand" AllocatePosition; spec 02 §7 dem/allocate-position): the
-- warehouse positions of an org's stores (sub-inventories) per material, with their capacity and the
-- quantity allocated to them, exact numeric. A position is sent to the storage system (LMS) through the
-- interface outbox: sync_state PENDING while its message waits, SUCCESS once the outbox's success hook
-- ran, ERROR when its last message failed; NULL never sent. sync_log_id is the position's last message.

CREATE TABLE "dem_allocate_position" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"org_code" text NOT NULL,
	"org_name" text,
	"mat_code" text NOT NULL,
	"mat_name" text,
	"unit_code" text,
	"store_org_code" text NOT NULL,
	"sub_inventory_code" text NOT NULL,
	"sub_inventory_name" text,
	"position_code" text NOT NULL,
	"position_name" text,
	"capacity" numeric(18, 3) DEFAULT 0 NOT NULL,
	"allocated_quantity" numeric(18, 3) DEFAULT 0 NOT NULL,
	"sync_state" text,
	"sync_log_id" bigint,
	"sync_time" timestamptz,
	"remark" text,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dem_allocate_position_sync_state_check" CHECK ("sync_state" IS NULL OR "sync_state" IN ('PENDING', 'SUCCESS', 'ERROR')),
	CONSTRAINT "dem_allocate_position_quantity_check" CHECK ("capacity" >= 0 AND "allocated_quantity" >= 0 AND "allocated_quantity" <= "capacity")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "dem_allocate_position_unique" ON "dem_allocate_position" ("org_code", "mat_code", "store_org_code", "sub_inventory_code", "position_code");
--> statement-breakpoint
CREATE INDEX "dem_allocate_position_org_store" ON "dem_allocate_position" ("org_code", "store_org_code", "sub_inventory_code");
