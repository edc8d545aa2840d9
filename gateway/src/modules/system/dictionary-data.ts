/**
 * Every dictionary of the product (spec 01 §3 "Fixed enumerations", §4, §9; spec 02 §4, §9; domain.md):
 * the statuses and enumerations the app shows as labels and offers in selects. Seeded into
 * sys_dict / sys_dict_item by `db/seeds/system-data.ts`; the app preloads them by code
 * (POST /system/dict/selectDictList). Item order here is the display order (sort_number 1, 2, …).
 */

/** One item: `[dictItemCode, dictItemName]`. */
export type DictionaryItemDefinition = readonly [code: string, name: string];

export interface DictionaryDefinition {
  dictCode: string;
  dictName: string;
  items: readonly DictionaryItemDefinition[];
}

const dict = <const C extends string>(
  dictCode: C,
  dictName: string,
  items: readonly DictionaryItemDefinition[],
): DictionaryDefinition & { dictCode: C } => ({ dictCode, dictName, items });

export const DICTIONARIES = [
  // Contracts (spec 02 §4, §9; domain.md "Contracts").
  dict('contractStatus', '合同状态', [
    ['draft', '草稿'],
    ['APPROVING', '审批中'],
    ['APPROVED', '审批通过'],
    ['SENT', '已发送供应商'],
    ['SIGN_SALE', '待供应商盖章'],
    ['SIGN_BUY', '待采购方盖章'],
    ['SIGN', '已盖章'],
    ['PIGEONHOLE_E', '已电子归档'],
    ['PIGEONHOLE', '已纸质归档'],
    ['REJECT', '已驳回'],
    ['CANCEL', '已作废'],
    ['CLOSE', '已关闭'],
  ]),
  dict('contractExeStatus', '合同执行状态', [
    ['EXECUTING', '执行中'],
    ['EXECUTION_COMPLETE', '执行完毕'],
  ]),
  dict('contractCategory', '合同类别', [
    ['strategic', '战略合同'],
    ['fixedPrice', '一口价合同'],
    ['basis', '基差合同'],
    ['transfer', '调拨合同'],
    ['insured', '保价合同'],
    ['wholesale', '批发合同'],
    ['tentative', '暂定价合同'],
  ]),
  dict('priceType', '价格类型', [
    ['arrivalFactory', '到厂价'],
    ['portInOut', '港口出入库价'],
    ['station', '车站价'],
    ['CIF', '到岸价(CIF)'],
    ['CNF', '成本加运费价(CNF)'],
    ['FOB', '离岸价(FOB)'],
    ['exFactory', '出厂价'],
  ]),
  dict('pricingPoint', '定价点', [
    ['PT01', '按合同定价'],
    ['PT02', '按物料定价'],
  ]),
  dict('deliverType', '交货方式', [
    ['transfer', '调拨'],
    ['direct', '直发'],
  ]),
  dict('purchaseModel', '采购模式', [
    ['1', '授权采购'],
    ['2', '集中采购'],
  ]),
  dict('payMethod', '付款方式', [
    ['1', '转账'],
    ['2', '电汇'],
  ]),
  dict('rebateClauseType', '返利条款类型', [
    ['rebate', '返利'],
    ['returnGoods', '退货'],
    ['minimumPurchase', '保底采购'],
    ['friendlyCooperation', '友好合作'],
  ]),
  dict('rebateTiming', '返利时间', [
    ['duringContract', '合同期内'],
    ['afterEnd', '合同结束后'],
  ]),
  dict('quantityBasis', '数量依据', [
    ['0', '合同数量'],
    ['1', '发运数量'],
    ['2', '结算数量'],
  ]),
  dict('rebateStatus', '返利状态', [
    ['new', '新建'],
    ['inProcess', '审批中'],
    ['approved', '审批通过'],
    ['rejected', '已驳回'],
    ['withdraw', '已撤回'],
    ['invalid', '已作废'],
    ['closed', '已关闭'],
  ]),
  dict('sealStatus', '盖章状态', [
    ['new', '新建'],
    ['inProcess', '盖章中'],
    ['approved', '已盖章'],
    ['rejected', '已驳回'],
    ['eArchived', '已电子归档'],
    ['notSign', '未签署'],
    ['closed', '已关闭'],
    ['invaliding', '作废中'],
    ['autoProcessing', '自动提交失败'],
  ]),
  dict('approvalCallbackStatus', '审批回调状态', [
    ['draft', '草稿'],
    ['inProcess', '审批中'],
    ['approved', '审批通过'],
    ['sendSupplier', '已发送供应商'],
    ['buySeal', '采购方盖章'],
    ['supSeal', '供应商盖章'],
    ['sealed', '已盖章'],
    ['eArchived', '已电子归档'],
    ['pageArchived', '已纸质归档'],
    ['withdraw', '已撤回'],
    ['rejected', '已驳回'],
    ['invalid', '已作废'],
    ['closed', '已关闭'],
  ]),
  dict('syncStatus', '同步状态', [
    ['synched', '已同步'],
    ['unsynched', '未同步'],
  ]),
  // Demand (spec 02 §4).
  dict('demandStatus', '需求状态', [
    ['new', '新建'],
    ['inProcess', '审批中'],
    ['approved', '审批通过'],
    ['rejected', '已驳回'],
  ]),
  // Material orders (spec 02 §4).
  dict('directSupplierOrderStatus', '直供订单状态', [
    ['new', '新建'],
    ['createOrderFail', '创建订单失败'],
    ['waitOrder', '待接单'],
    ['received', '已接单'],
    ['refused', '已拒单'],
    ['deleted', '已删除'],
    ['verifying', '校验中'],
    ['verificationPassed', '校验通过'],
    ['verificationFailed', '校验失败'],
    ['partialShipped', '部分发货'],
    ['unshipped', '未发货'],
    ['shipped', '已发货'],
    ['sealed', '已盖章'],
    ['archived', '已归档'],
    ['canceling', '取消中'],
    ['canceled', '已取消'],
    ['cancelFailed', '取消失败'],
    ['invaliding', '作废中'],
    ['invalided', '已作废'],
    ['invalidFailed', '作废失败'],
    ['changing', '变更中'],
    ['changed', '已变更'],
    ['changeFailed', '变更失败'],
    ['audited', '已审核'],
    ['auditedFailed', '审核失败'],
  ]),
  dict('specialChannelStatus', '特殊通道状态', [
    ['create', '已创建'],
    ['commit', '已提交'],
  ]),
  dict('creditLimitStatus', '授信额度状态', [
    ['0', '未生效'],
    ['1', '已生效'],
    ['2', '已过期'],
  ]),
  // Pick-up and shipping (spec 02 §4; domain.md "Pick-up").
  dict('pickShippingStatus', '发运状态', [
    ['NEW', '新建'],
    ['SHIPPING', '发运中'],
    ['SHIPPING_DONE', '发运完成'],
    ['CLOSE', '已关闭'],
  ]),
  dict('receiveStatus', '收货状态', [
    ['0', '未收货'],
    ['1', '已收货'],
    ['2', '部分收货'],
    ['3', '同步中'],
  ]),
  dict('receiveMatching', '收货匹配', [
    ['0', '未匹配'],
    ['1', '部分匹配'],
    ['2', '完全匹配'],
  ]),
  // Settlement (spec 02 §4).
  dict('reconciliationStatus', '对账状态', [
    ['notCheck', '未对账'],
    ['partCheck', '部分对账'],
    ['allCheck', '全部对账'],
  ]),
  // Suppliers (spec 02 §9).
  dict('supplierFinancialStatus', '供应商财务状态', [
    ['1', '待准入'],
    ['2', '准入中'],
    ['3', '合格'],
    ['4', '审批驳回'],
    ['5', '已淘汰'],
    ['6', '黑名单'],
    ['7', '失效'],
  ]),
  // Shell (spec 01 §3, §4).
  dict('downloadTaskStatus', '下载任务状态', [
    ['0', '等待中'],
    ['1', '下载中'],
    ['2', '已中断'],
    ['3', '上传文件服务器中'],
    ['4', '失败'],
    ['5', '已完成'],
  ]),
  dict('msgType', '消息类型', [
    ['1', '待办'],
    ['2', '通知'],
  ]),
  dict('handleStatus', '处理状态', [
    ['0', '待办'],
    ['1', '已办'],
  ]),
  dict('readStatus', '阅读状态', [
    ['0', '未读'],
    ['1', '已读'],
  ]),
  dict('enable', '启用状态', [
    ['1', '启用'],
    ['0', '停用'],
  ]),
  dict('enableFlag', '启用标识', [
    ['Y', '启用'],
    ['N', '停用'],
  ]),
  dict('showHide', '显示状态', [
    ['0', '显示'],
    ['1', '隐藏'],
  ]),
  dict('roleType', '角色类型', [
    ['1', '管理员'],
    ['2', '普通角色'],
  ]),
  dict('menuType', '菜单类型', [
    ['1', '菜单'],
    ['2', '按钮'],
  ]),
  dict('menuSource', '菜单来源', [
    ['1', '内部系统'],
    ['2', '外部系统'],
  ]),
  dict('isOnline', '上线状态', [
    ['1', '已上线'],
    ['0', '未上线'],
  ]),
  dict('gender', '性别', [
    ['0', '未知'],
    ['1', '男'],
    ['2', '女'],
  ]),
  dict('dataScope', '数据权限范围', [
    ['1', '全部'],
    ['2', '本人分配'],
    ['3', '指定范围'],
  ]),
  dict('orgLevel', '组织层级', [
    ['3', '集团/BU'],
    ['4', '区域'],
    ['6', '公司'],
    ['7', '库存组织'],
  ]),
  dict('serialReset', '流水号重置方式', [
    ['every_day', '每天'],
    ['every_month', '每月'],
    ['every_year', '每年'],
    ['none', '不重置'],
  ]),
  dict('serialPartKind', '流水号组成类型', [
    ['fixedChar', '固定字符'],
    ['paramCode', '参数编码'],
    ['dateFormat', '日期格式'],
    ['seq', '序列号'],
  ]),
  dict('interfaceSystem', '接口系统', [
    ['EBS', 'ERP系统(EBS)'],
    ['LMS', '物流系统(LMS)'],
    ['FSSC', '财务共享(FSSC)'],
    ['SOURCE', '寻源系统(SOURCE)'],
    ['BIGDATA', '大数据平台(BIGDATA)'],
    ['CONTRACT', '合同系统(CONTRACT)'],
  ]),
  dict('callbackState', '回调状态', [
    ['PENDING', '待处理'],
    ['SUCCESS', '成功'],
    ['ERROR', '失败'],
  ]),
  dict('areaType', '区域类型', [
    ['0', '大区'],
    ['1', '省份'],
    ['2', '港口'],
    ['3', '站点'],
  ]),
  dict('executionInterval', '执行周期', [
    ['0', '日'],
    ['1', '周'],
    ['2', '月'],
    ['3', '季度'],
    ['4', '年'],
  ]),
  dict('executionOption', '执行情况', [
    ['EXECUTING', '执行中'],
    ['EXECUTION_COMPLETE', '执行完毕'],
  ]),
  dict('portalUserStatus', '门户用户状态', [
    ['0', '停用'],
    ['1', '启用'],
  ]),
  dict('addressType', '地址类型', [
    ['1', '工厂'],
    ['2', '仓库'],
    ['3', '库点'],
    ['4', '本公司仓库'],
    ['5', '中转库'],
    ['7', '港口'],
    ['8', '平台'],
    ['9', '码头'],
    ['10', '简称'],
    ['20', '简称(其他)'],
  ]),
  dict('materialStatus', '物料状态', [
    ['Active', '有效'],
    ['Inactive', '失效'],
  ]),
  dict('month', '月份', [
    ['1', '1月'],
    ['2', '2月'],
    ['3', '3月'],
    ['4', '4月'],
    ['5', '5月'],
    ['6', '6月'],
    ['7', '7月'],
    ['8', '8月'],
    ['9', '9月'],
    ['10', '10月'],
    ['11', '11月'],
    ['12', '12月'],
  ]),
  dict('contractFileType', '合同附件类型', [
    ['text', '正文'],
    ['other', '其他'],
  ]),
  // Reports (spec 01 §3 "Report meta", spec 02 §3, §7).
  dict('reportType', '报告类型', [
    ['daily', '日报'],
    ['weekly', '周报'],
    ['month', '月报'],
    ['subject', '专题报告'],
  ]),
  dict('dataResearchType', '数据研究类型', [
    ['daily', '日报'],
    ['weekly', '周报'],
    ['month', '月报'],
  ]),
  dict('subjectResearchType', '专题研究类型', [
    ['market', '市场专题'],
    ['policy', '政策专题'],
    ['industry', '行业专题'],
    ['variety', '品种专题'],
  ]),
  dict('reportStatus', '报告状态', [
    ['draft', '草稿'],
    ['committed', '已提交'],
  ]),
  dict('referenceType', '引用类型', [
    ['1', '报告'],
    ['2', '文件'],
  ]),
  // Suppliers (issue 22; domain.md "Suppliers and the supplier side").
  dict('certType', '证照类型', [
    ['business_licence', '营业执照'],
    ['feed_licence', '饲料生产许可证'],
    ['food_licence', '食品经营许可证'],
    ['quality_system', '质量体系认证'],
    ['bank_licence', '开户许可证'],
  ]),
  dict('certState', '证照状态', [
    ['valid', '有效'],
    ['expiring', '即将过期'],
    ['expired', '已过期'],
  ]),
  dict('inquiryStatus', '询价状态', [
    ['draft', '草稿'],
    ['published', '已发布'],
    ['closed', '已截止'],
    ['awarded', '已定标'],
    ['cancelled', '已取消'],
  ]),
  // 移动端管理 (issue 28; migration 0043 adds the same lists to a database seeded before).
  dict('grainVariety', '粮食品种', [
    ['corn', '玉米'],
    ['wheat', '小麦'],
    ['soybean', '大豆'],
    ['paddy', '稻谷'],
    ['sorghum', '高粱'],
    ['barley', '大麦'],
  ]),
  dict('saleInfoStatus', '销售信息状态', [
    ['onSale', '在售'],
    ['offShelf', '已下架'],
    ['dealt', '已成交'],
  ]),
  dict('buyInfoStatus', '收购价格状态', [
    ['1', '发布中'],
    ['0', '已停用'],
  ]),
  dict('appUserType', '移动端用户类型', [
    ['grower', '种植户'],
    ['trader', '贸易商'],
    ['broker', '经纪人'],
  ]),
  dict('appUserStatus', '移动端用户状态', [
    ['1', '正常'],
    ['0', '停用'],
  ]),
  dict('bindState', '绑定状态', [
    ['active', '生效'],
    ['suspended', '暂停'],
    ['unbound', '已解绑'],
  ]),
] as const satisfies readonly DictionaryDefinition[];

/** The code of a dictionary the gateway seeds. */
export type DictCode = (typeof DICTIONARIES)[number]['dictCode'];

/** Dictionary definitions by code. */
export const DICTIONARY_BY_CODE: ReadonlyMap<string, DictionaryDefinition> = new Map(
  DICTIONARIES.map((definition) => [definition.dictCode, definition]),
);

/** The Chinese name of a seeded dictionary's item, or the code itself when the dictionary lacks it. */
export function dictItemName(dictCode: string, code: string): string {
  return DICTIONARY_BY_CODE.get(dictCode)?.items.find(([item]) => item === code)?.[1] ?? code;
}

/** Most codes one selectDictList call may ask for. */
export const MAX_DICT_CODES_PER_CALL = 100;
