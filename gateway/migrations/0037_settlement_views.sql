-- Account check lines with their head's scope and state (issue 25): the list account-check-line reads
-- this view, so its rows are scoped by the head's org, category and supplier like the heads.
CREATE VIEW "stl_view_account_check_line" AS SELECT
	l."id", l."head_id", h."check_no", h."org_code", h."org_name", h."category_code", h."supplier_sn", h."supplier_name",
	h."status", l."line_no", l."shipping_id", l."shipping_no", l."pick_id", l."pick_no", l."pick_material_id",
	l."contract_id", l."contract_no", l."contract_line_id", l."mat_code", l."mat_name", l."unit_code", l."quantity",
	l."contract_price", l."deduct_price", l."price", l."price_source", l."tax_rate", l."amount", l."tax_amount",
	l."invoiced_quantity", l."invoiced_amount", l."line_status", l."remark", l."created_time", l."updated_time", l."version"
FROM "stl_account_check_line" l JOIN "stl_account_check_head" h ON h."id" = l."head_id";
