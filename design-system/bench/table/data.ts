/**
 * The rows of the table benchmark: 100,000 purchase contracts of 20 fields, every field derived
 * from the row index (deterministic, like the story fixtures, but with no import from stories).
 * Shared by the ProTable page and the floor page, so both draw exactly the same data.
 */

export const ROW_COUNT = 100_000;
/** The scrolling height of both pages, px. */
export const TABLE_HEIGHT = 800;
/** The ProTable's default row height (tableTokens.rowHeights.default); the floor uses it too. */
export const ROW_HEIGHT = 48;
/** The ProTable's header height (tableTokens.headerHeight); the floor uses it too. */
export const HEADER_HEIGHT = 44;

export interface BenchRow {
  id: number;
  contractNo: string;
  supplierName: string;
  materialName: string;
  quantity: number;
  unitPrice: string;
  amount: string;
  signDate: string;
  status: string;
  buyer: string;
  warehouse: string;
  origin: string;
  grade: string;
  moisture: number;
  impurity: number;
  deliveryDate: string;
  paidAmount: string;
  invoiceNo: string;
  paymentStatus: string;
  contact: string;
  remark: string;
}

export type BenchValueType = 'text' | 'money' | 'number' | 'date' | 'status';

/** One of the 20 columns; the first two are pinned left. */
export interface BenchColumn {
  key: Exclude<keyof BenchRow, 'id'>;
  title: string;
  width: number;
  valueType: BenchValueType;
  pinned?: boolean;
}

export const BENCH_COLUMNS: readonly BenchColumn[] = [
  { key: 'contractNo', title: '合同编号', width: 160, valueType: 'text', pinned: true },
  { key: 'supplierName', title: '供应商名称', width: 280, valueType: 'text', pinned: true },
  { key: 'materialName', title: '物料名称', width: 150, valueType: 'text' },
  { key: 'quantity', title: '数量（吨）', width: 150, valueType: 'number' },
  { key: 'unitPrice', title: '单价（元）', width: 150, valueType: 'money' },
  { key: 'amount', title: '金额（元）', width: 180, valueType: 'money' },
  { key: 'signDate', title: '签订日期', width: 150, valueType: 'date' },
  { key: 'status', title: '合同状态', width: 150, valueType: 'status' },
  { key: 'buyer', title: '采购员', width: 150, valueType: 'text' },
  { key: 'warehouse', title: '收货仓库', width: 150, valueType: 'text' },
  { key: 'origin', title: '产地', width: 150, valueType: 'text' },
  { key: 'grade', title: '等级', width: 150, valueType: 'text' },
  { key: 'moisture', title: '水分（%）', width: 150, valueType: 'number' },
  { key: 'impurity', title: '杂质（%）', width: 150, valueType: 'number' },
  { key: 'deliveryDate', title: '交货日期', width: 150, valueType: 'date' },
  { key: 'paidAmount', title: '已付金额（元）', width: 180, valueType: 'money' },
  { key: 'invoiceNo', title: '发票号', width: 150, valueType: 'text' },
  { key: 'paymentStatus', title: '付款状态', width: 150, valueType: 'status' },
  { key: 'contact', title: '联系电话', width: 150, valueType: 'text' },
  { key: 'remark', title: '备注', width: 280, valueType: 'text' },
];

export const CONTRACT_STATUS = [
  { dictItemCode: '0', dictItemName: '草稿', color: 'default' },
  { dictItemCode: '1', dictItemName: '审批中', color: 'warning' },
  { dictItemCode: '2', dictItemName: '已生效', color: 'success' },
  { dictItemCode: '3', dictItemName: '已作废', color: 'danger' },
];

export const PAYMENT_STATUS = [
  { dictItemCode: 'unpaid', dictItemName: '未付款', color: 'default' },
  { dictItemCode: 'partial', dictItemName: '部分付款', color: 'warning' },
  { dictItemCode: 'paid', dictItemName: '已付清', color: 'success' },
];

const suppliers = ['中粮贸易（大连）有限公司', '北大荒粮食集团', '山东鲁花粮油', '益海嘉里（天津）', '九三粮油工业集团', '新希望六和饲料'];
const materials = ['玉米', '豆粕', '小麦', '菜粕', '鱼粉', '高粱', '大麦'];
const buyers = ['张采购', '李经理', '王主管', '赵专员'];
const warehouses = ['大连北良港一号库', '锦州港二号库', '天津港散粮库', '日照港中转库', '连云港三号库'];
const origins = ['黑龙江', '吉林', '辽宁', '内蒙古', '河南', '山东', '巴西', '美国', '阿根廷'];
const grades = ['一等', '二等', '三等', '等外'];
const paymentStatuses = ['unpaid', 'partial', 'paid'];
const REMARK = '本合同按国标二等质量验收，水分不超过14%，杂质不超过1%，超出部分按实际扣量结算并另行协商';

const pad = (value: number, length: number) => String(value).padStart(length, '0');
const pick = (list: readonly string[], index: number) => list[index % list.length] as string;
const cents = (value: bigint) => `${value / 100n}.${pad(Number(value % 100n), 2)}`;

/** Row `index` (0-based): every field derives from the index. */
export function benchRow(index: number): BenchRow {
  const quantity = 100 + ((index * 37) % 900);
  const priceCents = 245000 + ((index * 7919) % 60000);
  const amountCents = BigInt(quantity) * BigInt(priceCents);
  const paidCents = (amountCents * BigInt(index % 3)) / 2n;
  const month = 1 + (index % 12);
  const day = 1 + (index % 28);
  return {
    id: index + 1,
    contractNo: `HT2026${pad(index + 1, 6)}`,
    supplierName: pick(suppliers, index),
    materialName: pick(materials, index),
    quantity,
    unitPrice: (priceCents / 100).toFixed(2),
    amount: cents(amountCents),
    signDate: `2026-${pad(month, 2)}-${pad(day, 2)}`,
    status: String(index % 4),
    buyer: pick(buyers, index),
    warehouse: pick(warehouses, index),
    origin: pick(origins, index),
    grade: pick(grades, index),
    moisture: 10 + ((index * 13) % 50) / 10,
    impurity: ((index * 7) % 20) / 10,
    deliveryDate: `2026-${pad(1 + ((index + 2) % 12), 2)}-${pad(1 + ((index + 9) % 28), 2)}`,
    paidAmount: cents(paidCents),
    invoiceNo: `FP${pad((index * 104729) % 100_000_000, 8)}`,
    paymentStatus: pick(paymentStatuses, index),
    contact: `13${pad((index * 7_654_321) % 1_000_000_000, 9)}`,
    remark: index % 5 === 0 ? REMARK : '',
  };
}

export function benchRows(count = ROW_COUNT): BenchRow[] {
  return Array.from({ length: count }, (_, index) => benchRow(index));
}
