-- The month demand plan's items with their plan (issue 23; spec 02 §7 month-demand-item export and
-- dem/month-demand-summary): one row per item, carrying the plan's number, month, org, category and
-- status. A plan is unique per org, category and month (dem_month_demand_org_category_month_unique) and
-- an item per plan and material (dem_month_demand_item_mat_unique), so a row is already the group of
-- one org, category, material and month that the summary lists: no GROUP BY, and the list engine pages
-- it by the item's id (the indexes on dem_month_demand_item) and sums it in one scan for statis.
CREATE VIEW "dem_month_demand_item_v" AS
SELECT
	i."id",
	i."demand_id",
	d."demand_no",
	d."year_month",
	d."org_code",
	d."org_name",
	d."category_code",
	d."category_name",
	d."status",
	i."line_no",
	i."mat_code",
	i."mat_name",
	i."unit_code",
	i."demand_quantity",
	i."stock_on_hand",
	i."in_transit",
	i."contract_residual_quantity",
	i."suggested_purchase",
	i."required_date",
	i."updated_time"
FROM "dem_month_demand_item" i
JOIN "dem_month_demand" d ON d."id" = i."demand_id";
--> statement-breakpoint
-- The summary's month filter and sort on the plans.
CREATE INDEX "dem_month_demand_year_month_idx" ON "dem_month_demand" ("year_month");
