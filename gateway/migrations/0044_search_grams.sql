-- Search grams (issue 29): pg_trgm needs three characters, so a contains of one or two Chinese
-- characters (中粮, 九三, 玉) could not use an index and scanned the table. srm_grams(text) gives the
-- distinct lower-cased single characters and adjacent character pairs of a text; each searched name
-- column gets a stored generated text[] of them with a GIN index. The list engine (core/list/query.ts,
-- grams.ts) asks, for a term of one or two characters, `<col>_grams @> termGrams(term) AND <col> ILIKE
-- '%term%'`: the grams narrow through the index, the ILIKE decides (longer terms keep the trigram
-- index). lower() is the one ILIKE applies, so a matching row always holds the term's grams. Plain SQL,
-- no extension: it runs the same on PostgreSQL 15 and PGlite.
CREATE FUNCTION "srm_grams"("t" text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
	SELECT coalesce(array_agg(DISTINCT v."g"), '{}'::text[])
	FROM (SELECT lower("t") AS "l") AS s
	CROSS JOIN LATERAL generate_series(1, char_length(s."l")) AS i("n")
	CROSS JOIN LATERAL (VALUES (substr(s."l", i."n", 1)), (substr(s."l", i."n", 2))) AS v("g")
$$;
--> statement-breakpoint
ALTER TABLE "con_contract_head"
	ADD COLUMN "contract_name_grams" text[] GENERATED ALWAYS AS (srm_grams("contract_name")) STORED,
	ADD COLUMN "supplier_name_grams" text[] GENERATED ALWAYS AS (srm_grams("supplier_name")) STORED;
--> statement-breakpoint
CREATE INDEX "con_contract_head_contract_name_grams_idx" ON "con_contract_head" USING gin ("contract_name_grams");
--> statement-breakpoint
CREATE INDEX "con_contract_head_supplier_name_grams_idx" ON "con_contract_head" USING gin ("supplier_name_grams");
--> statement-breakpoint
ALTER TABLE "sup_supplier" ADD COLUMN "name_grams" text[] GENERATED ALWAYS AS (srm_grams("name")) STORED;
--> statement-breakpoint
CREATE INDEX "sup_supplier_name_grams_idx" ON "sup_supplier" USING gin ("name_grams");
--> statement-breakpoint
ALTER TABLE "sys_customer" ADD COLUMN "party_name_grams" text[] GENERATED ALWAYS AS (srm_grams("party_name")) STORED;
--> statement-breakpoint
CREATE INDEX "sys_customer_party_name_grams_idx" ON "sys_customer" USING gin ("party_name_grams");
--> statement-breakpoint
ALTER TABLE "sys_branch_bank" ADD COLUMN "branch_bank_name_grams" text[] GENERATED ALWAYS AS (srm_grams("branch_bank_name")) STORED;
--> statement-breakpoint
CREATE INDEX "sys_branch_bank_branch_bank_name_grams_idx" ON "sys_branch_bank" USING gin ("branch_bank_name_grams");
--> statement-breakpoint
ALTER TABLE "sys_material"
	ADD COLUMN "mat_code_grams" text[] GENERATED ALWAYS AS (srm_grams("mat_code")) STORED,
	ADD COLUMN "mat_name_grams" text[] GENERATED ALWAYS AS (srm_grams("mat_name")) STORED;
--> statement-breakpoint
CREATE INDEX "sys_material_mat_code_grams_idx" ON "sys_material" USING gin ("mat_code_grams");
--> statement-breakpoint
CREATE INDEX "sys_material_mat_name_grams_idx" ON "sys_material" USING gin ("mat_name_grams");
--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "user_name_grams" text[] GENERATED ALWAYS AS (srm_grams("user_name")) STORED;
--> statement-breakpoint
CREATE INDEX "sys_user_user_name_grams_idx" ON "sys_user" USING gin ("user_name_grams");
