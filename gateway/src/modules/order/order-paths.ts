/**
 * The materials order module's bases and menu codes (issue 26; spec 02 §7), shared by the area's parts:
 * purchase orders (purchase-*.ts), sales orders (sale-*.ts), multilateral trade (trade-*.ts) and pick
 * applies (apply-*.ts). Its lists take POST bodies at `<base>/page` (registerListReads with postPage).
 */
export const MATERIAL_API = '/material/api/v1';
export const PURCHASE_ORDER_BASE = `${MATERIAL_API}/order/purchase`;
export const SALE_ORDER_BASE = `${MATERIAL_API}/order/sale`;
export const MULTI_TRADE_BASE = `${MATERIAL_API}/multi-trade`;
export const PICK_APPLY_BASE = `${MATERIAL_API}/pick-apply`;

export const ORDER_MENUS = {
  purchase: 'order:purchase',
  purchaseAdd: 'order:purchase:add',
  purchaseEdit: 'order:purchase:edit',
  purchaseClose: 'order:purchase:close',
  purchaseRetry: 'order:purchase:retry',
  purchasePush: 'order:purchase:push',
  purchaseContract: 'order:purchase:contract',
  purchaseExport: 'order:purchase:export',
  sale: 'order:sale',
  saleAdd: 'order:sale:add',
  saleAllocate: 'order:sale:allocate',
  saleShip: 'order:sale:ship',
  saleConfirm: 'order:sale:confirm',
  saleFinish: 'order:sale:finish',
  saleClose: 'order:sale:close',
  saleDelete: 'order:sale:delete',
  saleRetry: 'order:sale:retry',
  saleImport: 'order:sale:import',
  saleExport: 'order:sale:export',
  trade: 'order:multi-trade',
  tradeAdd: 'order:multi-trade:add',
  tradeCommit: 'order:multi-trade:commit',
  tradeRecord: 'order:multi-trade:record',
  tradeExport: 'order:multi-trade:export',
  apply: 'pick:apply',
  applyAdd: 'pick:apply:add',
  applyCommit: 'pick:apply:commit',
  applyCancel: 'pick:apply:cancel',
  applyClose: 'pick:apply:close',
  applyAllocate: 'pick:apply:allocate',
  applyVehicle: 'pick:apply:vehicle',
  applyExport: 'pick:apply:export',
} as const;
