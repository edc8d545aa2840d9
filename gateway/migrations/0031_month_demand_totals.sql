-- The month demand summary's totals at 1,000,000 item rows (issue 23): each plan keeps its items' count
-- and sums (demand, contract residual, suggested purchase), kept by a trigger on every insert, update
-- and delete of an item, whatever writes it (save, generate, import). The summary's statis then sums
-- the plans (one row per org, category and month) when it filters on plan fields only, instead of
-- every item; a filter on an item field (a material) still reads the items.
ALTER TABLE "dem_month_demand" ADD COLUMN "item_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "dem_month_demand" ADD COLUMN "demand_total" numeric(18, 3) DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "dem_month_demand" ADD COLUMN "residual_total" numeric(18, 3) DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "dem_month_demand" ADD COLUMN "suggested_total" numeric(18, 3) DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE FUNCTION "dem_month_demand_item_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND NEW."demand_id" = OLD."demand_id" THEN
		UPDATE "dem_month_demand" SET
			"demand_total" = "demand_total" + NEW."demand_quantity" - OLD."demand_quantity",
			"residual_total" = "residual_total" + NEW."contract_residual_quantity" - OLD."contract_residual_quantity",
			"suggested_total" = "suggested_total" + NEW."suggested_purchase" - OLD."suggested_purchase"
		WHERE "id" = NEW."demand_id";
		RETURN NULL;
	END IF;
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		UPDATE "dem_month_demand" SET
			"item_count" = "item_count" - 1,
			"demand_total" = "demand_total" - OLD."demand_quantity",
			"residual_total" = "residual_total" - OLD."contract_residual_quantity",
			"suggested_total" = "suggested_total" - OLD."suggested_purchase"
		WHERE "id" = OLD."demand_id";
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		UPDATE "dem_month_demand" SET
			"item_count" = "item_count" + 1,
			"demand_total" = "demand_total" + NEW."demand_quantity",
			"residual_total" = "residual_total" + NEW."contract_residual_quantity",
			"suggested_total" = "suggested_total" + NEW."suggested_purchase"
		WHERE "id" = NEW."demand_id";
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "dem_month_demand_item_totals" AFTER INSERT OR UPDATE OR DELETE ON "dem_month_demand_item"
	FOR EACH ROW EXECUTE FUNCTION "dem_month_demand_item_totals"();
--> statement-breakpoint
UPDATE "dem_month_demand" d SET
	"item_count" = t."n",
	"demand_total" = t."demand",
	"residual_total" = t."residual",
	"suggested_total" = t."suggested"
FROM (
	SELECT "demand_id", count(*)::int AS "n", sum("demand_quantity") AS "demand", sum("contract_residual_quantity") AS "residual", sum("suggested_purchase") AS "suggested"
	FROM "dem_month_demand_item" GROUP BY "demand_id"
) t
WHERE t."demand_id" = d."id";
