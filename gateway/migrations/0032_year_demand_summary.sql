-- 年度需求汇总 (issue 23; spec 02 §7 dem/year-demand-summary): the year plans' items with their plan. A
-- year plan is unique per org, category and year (dem_year_demand_org_category_year_unique) and an item
-- per plan and material (dem_year_demand_item_mat_unique), so a row is already the group of one org,
-- category, material and year that the summary lists: no GROUP BY, paged by the item's id. The year
-- total is the exact numeric sum of the twelve months.
CREATE VIEW "dem_year_demand_item_v" AS
SELECT
	i."id",
	i."demand_id",
	d."demand_no",
	d."year",
	d."org_code",
	d."org_name",
	d."category_code",
	d."category_name",
	d."status",
	i."line_no",
	i."mat_code",
	i."mat_name",
	i."unit_code",
	(i."month1" + i."month2" + i."month3" + i."month4" + i."month5" + i."month6" + i."month7" + i."month8" + i."month9" + i."month10" + i."month11" + i."month12")::numeric(18, 3) AS "year_total",
	i."month1",
	i."month2",
	i."month3",
	i."month4",
	i."month5",
	i."month6",
	i."month7",
	i."month8",
	i."month9",
	i."month10",
	i."month11",
	i."month12",
	i."updated_time"
FROM "dem_year_demand_item" i
JOIN "dem_year_demand" d ON d."id" = i."demand_id";
--> statement-breakpoint
-- The summary's year filter and sort on the plans.
CREATE INDEX "dem_year_demand_year_idx" ON "dem_year_demand" ("year");
