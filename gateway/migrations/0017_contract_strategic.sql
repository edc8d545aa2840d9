-- Strategic frame contracts and merges (issue 8; spec 02 §7 page-strategic, update-strategic, merge).
-- A call-off contract names the strategic frame contract it draws on; a contract merged into another
-- names the contract it became; a status-log line may carry a note (合并至合同X).
ALTER TABLE "con_contract_head" ADD COLUMN "strategic_contract_id" bigint REFERENCES "con_contract_head" ("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "con_contract_head" ADD COLUMN "merged_into_id" bigint REFERENCES "con_contract_head" ("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "con_contract_head" ADD CONSTRAINT "con_contract_head_strategic_self_check" CHECK ("strategic_contract_id" IS NULL OR "strategic_contract_id" <> "id");
--> statement-breakpoint
CREATE INDEX "con_contract_head_strategic_idx" ON "con_contract_head" ("strategic_contract_id") WHERE "strategic_contract_id" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "con_contract_status_log" ADD COLUMN "note" text;
