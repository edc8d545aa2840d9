-- Contract status history and the OA / seal-system callbacks (issue 8; docs/domain.md "Contracts").
-- A callback is stored first under its unique key (biz type, biz key, reported status), so a repeat
-- finds its row and changes nothing; its outcome says what it did (applied, repeat, late, conflict).
CREATE TABLE "con_contract_callback" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"callback_key" text NOT NULL,
	"biz_type" text NOT NULL,
	"biz_key" text NOT NULL,
	"status" text NOT NULL,
	"contract_id" bigint REFERENCES "con_contract_head" ("id") ON DELETE SET NULL,
	"from_status" text,
	"outcome" text NOT NULL,
	"received_time" timestamptz DEFAULT now() NOT NULL,
	CONSTRAINT "con_contract_callback_key_unique" UNIQUE ("callback_key"),
	CONSTRAINT "con_contract_callback_outcome_check" CHECK ("outcome" IN ('pending', 'applied', 'late', 'conflict', 'unknown'))
);
--> statement-breakpoint
CREATE INDEX "con_contract_callback_contract_idx" ON "con_contract_callback" ("contract_id", "id");
--> statement-breakpoint
CREATE TABLE "con_contract_status_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"contract_id" bigint NOT NULL REFERENCES "con_contract_head" ("id") ON DELETE CASCADE,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"source" text NOT NULL,
	"actor" text,
	"callback_id" bigint REFERENCES "con_contract_callback" ("id") ON DELETE SET NULL,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	CONSTRAINT "con_contract_status_log_source_check" CHECK ("source" IN ('user', 'callback'))
);
--> statement-breakpoint
CREATE INDEX "con_contract_status_log_contract_idx" ON "con_contract_status_log" ("contract_id", "id");
