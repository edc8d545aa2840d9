-- 行情报告 (issue 27; spec 02 §2, §3 "Report", §7 "Policy and reports", "Trend analysis (wfdata)";
-- domain.md "Reports"): policy and market reports with their data analyses and references, each user's
-- favourites, report templates; market index data uploaded in batches (check, insert, submit) and the
-- stored series the trend analyses and the resource work-top read.
CREATE TABLE "rpt_report" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"title" text NOT NULL,
	-- The rich text: blocks [{"type":"paragraph","text":…} | {"type":"image","fileKey":…,"alt":…}], never HTML.
	"content" jsonb DEFAULT '[]'::jsonb NOT NULL,
	-- The paragraphs' text, blank-line separated (search, the preview's plain view).
	"content_text" text DEFAULT '' NOT NULL,
	"subject_type" text,
	"research_type" text,
	"report_type" text NOT NULL,
	"author" text,
	"report_date" date,
	"status" text DEFAULT 'draft' NOT NULL,
	"is_template" boolean DEFAULT false NOT NULL,
	"source_template_id" bigint,
	"owner_id" bigint NOT NULL REFERENCES "sys_user" ("id") ON DELETE CASCADE,
	"committed_time" timestamptz,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rpt_report_type_check" CHECK ("report_type" IN ('daily', 'weekly', 'month', 'subject')),
	CONSTRAINT "rpt_report_status_check" CHECK ("status" IN ('draft', 'committed')),
	CONSTRAINT "rpt_report_title_check" CHECK (length("title") BETWEEN 1 AND 200)
);
--> statement-breakpoint
CREATE INDEX "rpt_report_status_idx" ON "rpt_report" ("is_template", "status", "id");
--> statement-breakpoint
CREATE INDEX "rpt_report_owner_idx" ON "rpt_report" ("owner_id", "id");
--> statement-breakpoint
CREATE TABLE "rpt_report_analysis" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"report_id" bigint NOT NULL REFERENCES "rpt_report" ("id") ON DELETE CASCADE,
	"sort_number" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	-- [{"fileKey":…,"alt":…}]
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rpt_report_analysis_report_idx" ON "rpt_report_analysis" ("report_id", "sort_number");
--> statement-breakpoint
CREATE TABLE "rpt_report_reference" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"report_id" bigint NOT NULL REFERENCES "rpt_report" ("id") ON DELETE CASCADE,
	"sort_number" integer DEFAULT 0 NOT NULL,
	-- 1 another report (reference_report_id), 2 a file (file_key).
	"reference_type" smallint NOT NULL,
	"name" text NOT NULL,
	"reference_report_id" bigint,
	"file_key" text,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rpt_report_reference_type_check" CHECK (
		("reference_type" = 1 AND "reference_report_id" IS NOT NULL AND "file_key" IS NULL)
		OR ("reference_type" = 2 AND "file_key" IS NOT NULL AND "reference_report_id" IS NULL))
);
--> statement-breakpoint
CREATE INDEX "rpt_report_reference_report_idx" ON "rpt_report_reference" ("report_id", "sort_number");
--> statement-breakpoint
CREATE TABLE "rpt_report_favourite" (
	"report_id" bigint NOT NULL REFERENCES "rpt_report" ("id") ON DELETE CASCADE,
	"user_id" bigint NOT NULL REFERENCES "sys_user" ("id") ON DELETE CASCADE,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	PRIMARY KEY ("report_id", "user_id")
);
--> statement-breakpoint
CREATE INDEX "rpt_report_favourite_user_idx" ON "rpt_report_favourite" ("user_id", "report_id");
--> statement-breakpoint
-- The market indices: what a series measures (a price in 元/吨, a spread, a basis).
CREATE TABLE "mkt_index" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"index_code" text NOT NULL UNIQUE,
	"index_name" text NOT NULL,
	"category_code" text,
	"unit" text NOT NULL,
	"sort_number" integer DEFAULT 0 NOT NULL,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- One uploaded workbook of index data: inserted (draft) after its check, then submitted into the series.
CREATE TABLE "mkt_index_batch" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"batch_no" text NOT NULL UNIQUE,
	"import_run_id" text,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	-- Rows whose (index, place, date) was already stored when inserted: submitting replaces their values.
	"duplicate_count" integer DEFAULT 0 NOT NULL,
	"submitted_by" text,
	"submitted_time" timestamptz,
	"owner_id" bigint REFERENCES "sys_user" ("id") ON DELETE SET NULL,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mkt_index_batch_status_check" CHECK ("status" IN ('draft', 'submitted'))
);
--> statement-breakpoint
CREATE TABLE "mkt_index_staged" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"batch_id" bigint NOT NULL REFERENCES "mkt_index_batch" ("id") ON DELETE CASCADE,
	"row_no" integer NOT NULL,
	"index_code" text NOT NULL,
	"place" text NOT NULL,
	"data_date" date NOT NULL,
	"value" numeric(18, 4) NOT NULL,
	"duplicate" boolean DEFAULT false NOT NULL,
	CONSTRAINT "mkt_index_staged_key" UNIQUE ("batch_id", "index_code", "place", "data_date")
);
--> statement-breakpoint
CREATE TABLE "mkt_index_value" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"index_code" text NOT NULL REFERENCES "mkt_index" ("index_code") ON UPDATE CASCADE,
	"place" text NOT NULL,
	"data_date" date NOT NULL,
	"value" numeric(18, 4) NOT NULL,
	"batch_id" bigint REFERENCES "mkt_index_batch" ("id") ON DELETE SET NULL,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mkt_index_value_key" UNIQUE ("index_code", "place", "data_date")
);
--> statement-breakpoint
CREATE INDEX "mkt_index_value_series_idx" ON "mkt_index_value" ("index_code", "data_date");
--> statement-breakpoint
-- The serial of upload batches: HQ + year and month + a 5-digit sequence restarting each month.
INSERT INTO "sys_serial_rule" ("rule_code", "rule_name", "parts", "reset_cycle")
SELECT 'MARKET_INDEX_BATCH_NO', '行情指数批次号', '[{"type":"fixedChar","value":"HQ"},{"type":"dateFormat","value":"YYYYMM"},{"type":"seq","width":5}]'::jsonb, 'every_month'
WHERE NOT EXISTS (SELECT 1 FROM "sys_serial_rule" x WHERE x."rule_code" = 'MARKET_INDEX_BATCH_NO');
--> statement-breakpoint
-- The buttons of issue 27 for a database seeded before them (a fresh one gets them from
-- src/db/seeds/menus.ts); each is added only where its page exists and it is missing.
INSERT INTO "sys_menu" ("parent_id", "menu_name", "menu_code", "menu_type", "sort_number", "created_by", "updated_by")
SELECT p."id", v."name", v."code", 2, v."sort", 'migration', 'migration'
FROM (VALUES
	('report:market-index', '提交行情指数', 'report:market-index:submit', 2),
	('report:market-index', '导出行情指数', 'report:market-index:export', 3))
	AS v("parent", "name", "code", "sort")
JOIN "sys_menu" p ON p."menu_code" = v."parent"
WHERE NOT EXISTS (SELECT 1 FROM "sys_menu" x WHERE x."menu_code" = v."code");
--> statement-breakpoint
INSERT INTO "sys_role_menu" ("role_id", "menu_id", "created_by", "updated_by")
SELECT DISTINCT rm."role_id", m."id", 'migration', 'migration'
FROM "sys_menu" m
JOIN "sys_menu" p ON p."id" = m."parent_id" AND p."menu_code" = 'report:market-index'
JOIN "sys_role_menu" rm ON rm."menu_id" = p."id"
WHERE m."menu_code" IN ('report:market-index:submit', 'report:market-index:export')
  AND NOT EXISTS (SELECT 1 FROM "sys_role_menu" x WHERE x."role_id" = rm."role_id" AND x."menu_id" = m."id");
