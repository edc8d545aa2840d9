-- 0013_print_templates: printing (spec 01 §2.7, §3 "Print template", "Contract sample", §7.3; spec 02 "Print").
-- A template is a .docx file (sys_file, module 'template') whose {placeholders} are filled with the data
-- of one business record and printed to PDF (modules/print/). "file_id" is nullable: a demo row may name
-- a built-in template by its code instead (modules/print/builtin-templates.ts), and deleting the file
-- leaves the row, which then answers 'print template not found' until a new file is uploaded.
--
-- sys_print_template: the print templates of the print-template chooser. "type" is what the template
-- prints (shown and filtered in the chooser: contract, pick, shipping …); "biz_type" names the data
-- resolver that fills it (contract, generic …).
CREATE TABLE "sys_print_template" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"biz_type" text DEFAULT 'generic' NOT NULL,
	"file_id" bigint REFERENCES "sys_file" ("id") ON DELETE SET NULL,
	"enabled" smallint DEFAULT 1 NOT NULL,
	"sort_number" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_print_template_code_unique" UNIQUE ("code"),
	CONSTRAINT "sys_print_template_enabled_check" CHECK ("enabled" IN (0, 1))
);
--> statement-breakpoint
-- The chooser: enabled templates of a biz type (and type), in display order.
CREATE INDEX "sys_print_template_biz_type_idx" ON "sys_print_template" ("biz_type", "type", "sort_number", "id");
--> statement-breakpoint
CREATE INDEX "sys_print_template_file_id_idx" ON "sys_print_template" ("file_id");
--> statement-breakpoint
-- con_template: contract templates (合同模板), one or more per contract category ("template_type", the
-- contractCategory dictionary: fixedPrice, basis …); always filled by the contract resolver.
CREATE TABLE "con_template" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"template_type" text NOT NULL,
	"file_id" bigint REFERENCES "sys_file" ("id") ON DELETE SET NULL,
	"enabled" smallint DEFAULT 1 NOT NULL,
	"sort_number" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "con_template_code_unique" UNIQUE ("code"),
	CONSTRAINT "con_template_enabled_check" CHECK ("enabled" IN (0, 1))
);
--> statement-breakpoint
CREATE INDEX "con_template_type_idx" ON "con_template" ("template_type", "sort_number", "id");
--> statement-breakpoint
CREATE INDEX "con_template_file_id_idx" ON "con_template" ("file_id");
--> statement-breakpoint
-- con_template_sample: samples (范本) of a contract template: finished documents a user picks in the
-- contract-sample picker (rows: contract template name, sample name, file name). The file is required;
-- deleting it or the template deletes the sample.
CREATE TABLE "con_template_sample" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"template_id" bigint NOT NULL REFERENCES "con_template" ("id") ON DELETE CASCADE,
	"sample_name" text NOT NULL,
	"file_id" bigint NOT NULL REFERENCES "sys_file" ("id") ON DELETE CASCADE,
	"enabled" smallint DEFAULT 1 NOT NULL,
	"remark" text,
	"created_time" timestamptz DEFAULT now() NOT NULL,
	"updated_time" timestamptz DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "con_template_sample_name_unique" UNIQUE ("template_id", "sample_name"),
	CONSTRAINT "con_template_sample_enabled_check" CHECK ("enabled" IN (0, 1))
);
--> statement-breakpoint
CREATE INDEX "con_template_sample_file_id_idx" ON "con_template_sample" ("file_id");
