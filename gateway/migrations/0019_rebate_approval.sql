-- Approval of company rebate agreements (issue 8; spec 02 §4 "Rebate state", §7 head/rebate_company).
-- An agreement gets its number from the REBATE_NO serial rule (FL + orgCode + YYYYMM + seq(4), counted per
-- org and month): the bizKey of OA's callback (bizType REBATE). submit_count is the approval round the
-- callbacks belong to (their key REBATE:<rebateNo>:<submitCount>:<status>), so a withdrawn or rejected
-- agreement submitted again is decided again.
ALTER TABLE "con_rebate_company" ADD COLUMN "rebate_no" text;
--> statement-breakpoint
ALTER TABLE "con_rebate_company" ADD COLUMN "submit_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
INSERT INTO "sys_serial_rule" ("rule_code", "rule_name", "parts", "reset_cycle") VALUES (
	'REBATE_NO',
	'返利协议编号',
	'[{"type":"fixedChar","value":"FL"},{"type":"paramCode","value":"orgCode"},{"type":"dateFormat","value":"YYYYMM"},{"type":"seq","width":4}]',
	'every_month'
);
--> statement-breakpoint
-- Existing agreements: numbered in the month (Asia/Shanghai) they were created, per org, in id order;
-- the submitted ones (any state past new) count as submitted once.
UPDATE "con_rebate_company" r
SET
	"rebate_no" = 'FL' || r."org_code" || n."period" || lpad(n."seq"::text, 4, '0'),
	"submit_count" = CASE WHEN r."status" = 'new' THEN 0 ELSE 1 END
FROM (
	SELECT
		"id",
		to_char("created_time" AT TIME ZONE 'Asia/Shanghai', 'YYYYMM') AS "period",
		row_number() OVER (PARTITION BY "org_code", to_char("created_time" AT TIME ZONE 'Asia/Shanghai', 'YYYYMM') ORDER BY "id") AS "seq"
	FROM "con_rebate_company"
) n
WHERE n."id" = r."id";
--> statement-breakpoint
-- The counters continue after the backfilled numbers (period key `YYYYMM|orgCode`, as nextSerial keeps them).
INSERT INTO "sys_serial_counter" ("rule_code", "period_key", "current_value")
SELECT 'REBATE_NO', to_char("created_time" AT TIME ZONE 'Asia/Shanghai', 'YYYYMM') || '|' || "org_code", count(*)
FROM "con_rebate_company"
GROUP BY 2;
--> statement-breakpoint
ALTER TABLE "con_rebate_company" ALTER COLUMN "rebate_no" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "con_rebate_company" ADD CONSTRAINT "con_rebate_company_no_unique" UNIQUE ("rebate_no");
