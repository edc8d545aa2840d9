-- Opaque file ids (issue 17): a file is known outside the database only by its key, 32 random hex
-- digits (122 bits of gen_random_uuid), never by its sequential id, so addresses cannot be enumerated.
-- The templates that name a file (print templates, contract templates and samples) name it by key, so
-- the key is the one id the API ever answers or takes; the bigint id stays the row's internal key.
ALTER TABLE "sys_file" ADD COLUMN "file_key" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;
--> statement-breakpoint
ALTER TABLE "sys_file" ADD CONSTRAINT "sys_file_file_key_unique" UNIQUE ("file_key");
--> statement-breakpoint
ALTER TABLE "sys_print_template" ADD COLUMN "file_key" text REFERENCES "sys_file" ("file_key") ON DELETE SET NULL;
--> statement-breakpoint
UPDATE "sys_print_template" t SET "file_key" = f."file_key" FROM "sys_file" f WHERE f."id" = t."file_id";
--> statement-breakpoint
ALTER TABLE "sys_print_template" DROP COLUMN "file_id";
--> statement-breakpoint
CREATE INDEX "sys_print_template_file_key_idx" ON "sys_print_template" ("file_key");
--> statement-breakpoint
ALTER TABLE "con_template" ADD COLUMN "file_key" text REFERENCES "sys_file" ("file_key") ON DELETE SET NULL;
--> statement-breakpoint
UPDATE "con_template" t SET "file_key" = f."file_key" FROM "sys_file" f WHERE f."id" = t."file_id";
--> statement-breakpoint
ALTER TABLE "con_template" DROP COLUMN "file_id";
--> statement-breakpoint
CREATE INDEX "con_template_file_key_idx" ON "con_template" ("file_key");
--> statement-breakpoint
ALTER TABLE "con_template_sample" ADD COLUMN "file_key" text REFERENCES "sys_file" ("file_key") ON DELETE CASCADE;
--> statement-breakpoint
UPDATE "con_template_sample" t SET "file_key" = f."file_key" FROM "sys_file" f WHERE f."id" = t."file_id";
--> statement-breakpoint
ALTER TABLE "con_template_sample" DROP COLUMN "file_id";
--> statement-breakpoint
ALTER TABLE "con_template_sample" ALTER COLUMN "file_key" SET NOT NULL;
--> statement-breakpoint
CREATE INDEX "con_template_sample_file_key_idx" ON "con_template_sample" ("file_key");
