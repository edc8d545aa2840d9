-- The interface outbox (issue 8, docs/domain.md "InterfaceLog (outbox)"): a message to an outside system
-- (EBS, LMS, FSSC, SOURCE, BIGDATA, CONTRACT) is written in the transaction of the change it reports,
-- then sent by a job: PENDING until the receiver accepts it (SUCCESS) or the last attempt fails (ERROR).
-- next_attempt_time: when the message is due (NULL: waiting for a configured endpoint); while an attempt
-- runs it holds the attempt's lease, after a failure the backoff. attempts counts the tries of the current
-- round (a manual resend starts a new round); every try is kept in sys_interface_attempt.
CREATE TABLE "sys_interface_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"system" text NOT NULL,
	"biz_type" text NOT NULL,
	"biz_key" text NOT NULL,
	"biz_id" bigint,
	"direction" text DEFAULT 'out' NOT NULL,
	"payload" jsonb NOT NULL,
	"response" text,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_time" timestamptz,
	"last_error" text,
	"created_by" text,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_interface_log_system_check" CHECK ("system" IN ('EBS', 'LMS', 'FSSC', 'SOURCE', 'BIGDATA', 'CONTRACT')),
	CONSTRAINT "sys_interface_log_direction_check" CHECK ("direction" IN ('out', 'in')),
	CONSTRAINT "sys_interface_log_state_check" CHECK ("state" IN ('PENDING', 'SUCCESS', 'ERROR')),
	CONSTRAINT "sys_interface_log_attempts_check" CHECK ("attempts" >= 0)
);
--> statement-breakpoint
-- The messages of one business record (a contract's sync timeline), newest first.
CREATE INDEX "sys_interface_log_biz_idx" ON "sys_interface_log" ("biz_type", "biz_id", "id" DESC);
--> statement-breakpoint
-- The sweep looks for pending messages that are due.
CREATE INDEX "sys_interface_log_pending_idx" ON "sys_interface_log" ("next_attempt_time") WHERE "state" = 'PENDING';
--> statement-breakpoint
CREATE TABLE "sys_interface_attempt" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"log_id" bigint NOT NULL REFERENCES "sys_interface_log" ("id") ON DELETE CASCADE,
	"attempt_no" integer NOT NULL,
	"attempt_time" timestamptz DEFAULT now() NOT NULL,
	"http_status" integer,
	"ok" boolean NOT NULL,
	"error" text,
	"duration_ms" integer NOT NULL,
	CONSTRAINT "sys_interface_attempt_no_unique" UNIQUE ("log_id", "attempt_no")
);
--> statement-breakpoint
-- Sync status (spec 02 §4: synched, unsynched) and the purchase-order status EBS last reported.
ALTER TABLE "con_contract_head" ADD COLUMN "sync_status" text DEFAULT 'unsynched' NOT NULL;
--> statement-breakpoint
ALTER TABLE "con_contract_head" ADD CONSTRAINT "con_contract_head_sync_status_check" CHECK ("sync_status" IN ('synched', 'unsynched'));
--> statement-breakpoint
ALTER TABLE "con_contract_head" ADD COLUMN "ebs_po_status" text;
