-- 销售发运单 (issue 26): the built-in print template of a sales shipment (modules/print/builtin-templates.ts
-- PT_SALE_SHIPPING), filled by the order area's resolver (bizType order-shipping,
-- modules/order/sale-print-data.ts). Written for every database, seeded before or not: it needs no file.
INSERT INTO "sys_print_template" ("name", "code", "type", "biz_type", "sort_number", "created_by", "updated_by")
VALUES ('销售发运单', 'PT_SALE_SHIPPING', 'shipping', 'order-shipping', 130, 'migration', 'migration')
ON CONFLICT ("code") DO NOTHING;
