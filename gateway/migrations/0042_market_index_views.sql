-- The stored market index values with their index's name, unit and category and the batch that wrote
-- them (issue 27): the list market-index/page reads this view.
CREATE VIEW "mkt_index_value_v" AS SELECT
	v."id", v."index_code", i."index_name", i."unit", i."category_code", v."place", v."data_date", v."value",
	b."batch_no", v."batch_id", v."created_time", v."updated_time", v."version"
FROM "mkt_index_value" v
JOIN "mkt_index" i ON i."index_code" = v."index_code"
LEFT JOIN "mkt_index_batch" b ON b."id" = v."batch_id";
--> statement-breakpoint
-- A staged row keeps the index name and unit of its workbook row: submitting creates the indices it names.
ALTER TABLE "mkt_index_staged" ADD COLUMN "index_name" text, ADD COLUMN "unit" text;
