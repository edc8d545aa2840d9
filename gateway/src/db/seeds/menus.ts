/**
 * Demo menus for every area of both specs: one top-level folder per module group, its pages
 * (pathUrl `/area/screen`, pageUrl `area/screen`, the app builds its routes from them) and the main
 * buttons of each list page (menuType 2). Rows come out depth first, so a parent always precedes its
 * children.
 *
 * Codes: a page is `area:screen`, its buttons `area:screen:action`; the older contract pages keep
 * their shorter button codes (`contract:add`), and so do the single-list areas (`pick:add`).
 * Existing codes (dashboard, contract…, system:user…, system:address…) keep their names, parents,
 * flags and sort numbers: other areas' routes and tests rely on them.
 */
import type { Flag } from '../schema.js';
import { MENU_NAMES_EN } from './menu-names-en.js';

export interface MenuSeed {
  menuCode: string;
  menuName: string;
  /** English name (menu-names-en.ts); null for buttons. */
  menuNameEn: string | null;
  parentCode: string | null;
  /** 1 menu, 2 button. */
  menuType: 1 | 2;
  pathUrl: string | null;
  pageUrl: string | null;
  icon: string | null;
  hidden: Flag;
  keepAlive: Flag;
  /** Path of the menu to highlight while a hidden page (a detail page) is open. */
  activeMenu: string | null;
  /** Embedded micro-frontend module the page loads from (spec 01 §2.4). */
  moduleName: string | null;
  /** 1 internal, 2 external system. */
  belongsTo: 1 | 2;
  sortNumber: number;
}

type PageOptions = Partial<Pick<MenuSeed, 'hidden' | 'keepAlive' | 'activeMenu' | 'moduleName' | 'belongsTo' | 'icon'>> & {
  /** Overrides the `/area/screen` path, e.g. for an external page. */
  pathUrl?: string;
  pageUrl?: string | null;
};

interface PagePlan {
  code: string;
  name: string;
  /** The screen segment of `/area/screen`. */
  screen: string;
  buttons: readonly (readonly [code: string, name: string])[];
  options: PageOptions;
}

interface AreaPlan {
  code: string;
  name: string;
  /** The area segment of the page paths. */
  path: string;
  icon: string;
  sortNumber: number;
  pages: readonly PagePlan[];
}

const page = (
  code: string,
  name: string,
  screen: string,
  buttons: PagePlan['buttons'] = [],
  options: PageOptions = {},
): PagePlan => ({ code, name, screen, buttons, options });

/** The usual list buttons `<page>:<action>` with their Chinese names. */
const crud = (pageCode: string, noun: string, ...actions: readonly ('add' | 'edit' | 'delete' | 'import' | 'export')[]) =>
  actions.map((action) => {
    const verb = { add: '新增', edit: '编辑', delete: '删除', import: '导入', export: '导出' }[action];
    return [`${pageCode}:${action}`, `${verb}${noun}`] as const;
  });

const AREAS: readonly AreaPlan[] = [
  {
    code: 'contract',
    name: '合同管理',
    path: 'contract',
    icon: 'file-text',
    sortNumber: 2,
    pages: [
      page('contract:list', '合同列表', 'list', [
        ['contract:add', '新增合同'],
        ['contract:edit', '编辑合同'],
        ['contract:delete', '删除合同'],
        ['contract:export', '导出合同'],
        ['contract:submit', '提交审批'],
        ['contract:copy', '复制合同'],
        ['contract:close', '批量关闭'],
        ['contract:signet', '提交签章'],
        ['contract:supplier-seal', '供应商盖章'],
        ['contract:exe', '执行状态'],
        ['contract:merge', '合并合同'],
        ['contract:strategic', '关联战略合同'],
        ['contract:sync', '同步ERP'],
        ['contract:rebate', '返利协议'],
        ['contract:rebate:submit', '提交返利协议'],
      ]),
      page('contract:detail', '合同详情', 'detail', [], { hidden: 1, keepAlive: 0, activeMenu: '/contract/list' }),
      page('contract:strategic-list', '战略合同', 'strategic', []),
      page('contract:rebate-list', '返利协议', 'rebate', []),
      page('contract:editor', '合同编辑', 'edit', [], { hidden: 1, keepAlive: 0, activeMenu: '/contract/list' }),
      page('contract:change', '合同变更', 'change', [...crud('contract:change', '变更', 'add', 'edit', 'delete'), ['contract:change:submit', '提交变更']]),
      page('contract:template', '合同模板', 'template', crud('contract:template', '模板', 'add', 'edit', 'delete')),
      page('contract:licence', '证照管理', 'licence', crud('contract:licence', '证照', 'add', 'edit')),
    ],
  },
  {
    code: 'demand',
    name: '需求管理',
    path: 'demand',
    icon: 'calendar',
    sortNumber: 3,
    pages: [
      page('demand:year', '年度需求计划', 'year', [
        ...crud('demand:year', '年度需求', 'add', 'edit', 'delete', 'import', 'export'),
        ['demand:year:check', '审核年度需求'],
      ]),
      page('demand:month', '月度需求计划', 'month', [
        ...crud('demand:month', '月度需求', 'add', 'edit', 'delete', 'import', 'export'),
        ['demand:month:copy', '复制月度需求'],
        ['demand:month:check', '审核月度需求'],
      ]),
      page('demand:summary', '需求汇总', 'summary', crud('demand:summary', '需求汇总', 'export')),
      page('demand:small-material', '小宗物料规则', 'small-material', crud('demand:small-material', '小宗物料规则', 'edit', 'import')),
      page('demand:budget', '年度预算函', 'budget', crud('demand:budget', '预算函', 'add', 'edit')),
      page('demand:feed-sale', '饲料销量目标', 'feed-sale', crud('demand:feed-sale', '销量目标', 'edit', 'import')),
    ],
  },
  {
    code: 'supplier',
    name: '供应商管理',
    path: 'supplier',
    icon: 'team',
    sortNumber: 4,
    pages: [
      page('supplier:admission', '供应商准入', 'admission', [
        ...crud('supplier:admission', '准入申请', 'add', 'edit'),
        ['supplier:admission:submit', '提交准入审批'],
        ...crud('supplier:admission', '准入申请', 'export'),
      ]),
      page('supplier:info', '供应商档案', 'info', [
        ...crud('supplier:info', '供应商', 'add', 'edit', 'import'),
        ['supplier:info:blacklist', '加入黑名单'],
        ...crud('supplier:info', '供应商', 'export'),
      ]),
      page('supplier:qualification', '资质证照', 'qualification', crud('supplier:qualification', '资质', 'add', 'edit', 'delete')),
      page('supplier:inquiry', '询价管理', 'inquiry', [
        ...crud('supplier:inquiry', '询价单', 'add', 'edit'),
        ['supplier:inquiry:publish', '发布询价'],
        ['supplier:inquiry:quote', '报价'],
        ['supplier:inquiry:award', '定标'],
      ]),
      // An external system embedded through /webview/:systemName/:pageName (spec 01 §2.1).
      page('supplier:bidding', '招标中心', 'bidding', [], { belongsTo: 2, pathUrl: '/webview/bidding/project', pageUrl: null }),
    ],
  },
  {
    // The supplier portal (issue 22): a supplier user's whole menu is this tree (system/menu-tree.ts
    // supplierPortalTree); buyers see its home page as the supplier side's to-do board.
    code: 'portal',
    name: '供应商门户',
    path: 'portal',
    icon: 'shop',
    sortNumber: 4,
    pages: [page('portal:home', '门户首页', 'home')],
  },
  {
    code: 'execution',
    name: '采购执行',
    path: 'execution',
    icon: 'car',
    sortNumber: 5,
    pages: [
      page('pick:list', '提货单', 'pick', [
        ...crud('pick', '提货单', 'add', 'edit', 'delete'),
        ['pick:accept', '接单'],
        ['pick:close', '关闭提货单'],
        ['pick:receive', '收货验收'],
        ['pick:vehicle-change', '车辆变更'],
        ...crud('pick', '提货单', 'export'),
      ]),
      page('pick:detail', '提货单详情', 'pick-detail', [], { hidden: 1, keepAlive: 0, activeMenu: '/execution/pick' }),
      page('pick:apply', '提货申请', 'pick-apply', [
        ['pick:apply:commit', '提交提货申请'],
        ['pick:apply:cancel', '取消提货申请'],
        ['pick:apply:add', '新增提货申请'],
        ['pick:apply:close', '关闭提货申请行'],
        ['pick:apply:allocate', '分配车辆'],
        ['pick:apply:vehicle', '变更车辆'],
        ['pick:apply:export', '导出提货申请'],
      ]),
      page('shipping:list', '发运管理', 'shipping', [
        ...crud('shipping', '发运单', 'add', 'edit', 'delete', 'import', 'export'),
        ['shipping:finish', '完成发运'],
      ]),
      page('allocation:list', '调拨分配', 'allocation', [
        ['allocation:submit', '提交分配'],
        ['allocation:cancel', '取消分配'],
      ]),
      page('vehicle:audit', '车辆变更审核', 'vehicle-audit', [['vehicle:audit:approve', '审核车辆变更']]),
      page('order:purchase', '采购订单', 'order-purchase', [
        ['order:purchase:close', '取消或关闭订单'],
        ['order:purchase:retry', '重推EBS'],
        ...crud('order:purchase', '采购订单', 'export'),
        ['order:purchase:add', '新增采购订单'],
        ['order:purchase:edit', '修改订单行'],
        ['order:purchase:contract', '生成合同'],
        ['order:purchase:push', '推送EBS'],
        ['order:purchase:return', '退货发票'],
        ['order:purchase:return-confirm', '确认退货费用'],
      ]),
      page('order:sale', '销售订单', 'order-sale', [
        ['order:sale:allocate', '分配'],
        ['order:sale:confirm', '确认'],
        ...crud('order:sale', '销售订单', 'export'),
        ['order:sale:add', '新增销售订单'],
        ['order:sale:ship', '发运'],
        ['order:sale:finish', '完结'],
        ['order:sale:close', '关闭销售订单'],
        ['order:sale:delete', '删除销售订单'],
        ['order:sale:retry', '重推EBS'],
        ['order:sale:import', '导入销售订单'],
      ]),
      page('order:multi-trade', '多边贸易', 'multi-trade', [
        ['order:multi-trade:commit', '提交多边贸易'],
        ['order:multi-trade:add', '新增多边贸易'],
        ['order:multi-trade:record', '登记出厂到货'],
        ['order:multi-trade:export', '导出多边贸易'],
      ]),
    ],
  },
  {
    code: 'settlement',
    name: '结算管理',
    path: 'settlement',
    icon: 'account-book',
    sortNumber: 6,
    pages: [
      page('reconciliation:list', '对账管理', 'reconciliation', [
        ...crud('reconciliation', '对账单', 'add'),
        ['reconciliation:submit', '提交对账单'],
        ['reconciliation:revoke', '撤回对账单'],
        ['reconciliation:settle', '结算'],
        ['reconciliation:send', '发送供应商'],
        ...crud('reconciliation', '对账单', 'export'),
        ...crud('reconciliation', '对账单', 'edit'),
        ['reconciliation:invalid', '作废对账单'],
        ['reconciliation:confirm', '确认对账'],
        ['reconciliation:bus-confirm', '转业务确认'],
        ['reconciliation:pricing', '价格确认'],
      ]),
      page('invoice:list', '发票管理', 'invoice', [
        ['invoice:add', '登记发票'],
        ['invoice:send', '推送EBS'],
        ...crud('invoice', '发票', 'export', 'edit', 'delete'),
      ]),
      page('invoice:return', '退货发票', 'return-invoice', [
        ['invoice:return:commit', '提交退货发票'],
        ['invoice:return:confirm', '确认退货发票'],
        ['invoice:return:add', '新增退货发票'],
        ['invoice:return:resend', '重推EBS'],
      ]),
      page('payment:list', '付款申请', 'payment', [
        ...crud('payment', '付款申请', 'add'),
        ['payment:submit', '提交付款申请'],
        ['payment:cancel', '取消付款申请'],
        ...crud('payment', '付款申请', 'edit', 'delete'),
        ['payment:sync', '同步EBS状态'],
        ['payment:prepay:add', '新增预付款'],
        ['payment:prepay:submit', '提交预付款'],
        ['payment:prepay:cancel', '取消预付款'],
      ]),
      page('settlement:cust-bal', '客户余额', 'cust-bal', crud('settlement:cust-bal', '客户余额', 'export', 'add', 'edit', 'delete')),
    ],
  },
  {
    code: 'master',
    name: '主数据',
    path: 'master',
    icon: 'database',
    sortNumber: 7,
    pages: [
      page('master:material', '物料管理', 'material', [
        ...crud('master:material', '物料', 'add', 'edit'),
        ['master:material:sync', '同步物料'],
        ...crud('master:material', '物料', 'export'),
        ['master:material:import', '导入物料质量指标'],
      ]),
      page('master:quality-index', '质量指标', 'quality-index', crud('master:quality-index', '质量指标', 'add', 'edit', 'delete')),
      page('master:unit-convert', '单位换算', 'unit-convert', crud('master:unit-convert', '单位换算', 'edit', 'import')),
      page('master:tax-rate', '物料税率', 'tax-rate', [['master:tax-rate:sync', '同步税率'], ...crud('master:tax-rate', '物料税率', 'delete', 'import')]),
      page('master:customer', '客户信息', 'customer', crud('master:customer', '客户', 'export')),
    ],
  },
  {
    code: 'report',
    name: '行情报告',
    path: 'report',
    icon: 'line-chart',
    sortNumber: 8,
    pages: [
      page('report:list', '报告中心', 'list', [
        ['report:add', '新建报告'],
        ['report:edit', '编辑报告'],
        ['report:delete', '删除报告'],
        ['report:template', '模板管理'],
      ]),
      page('report:market-index', '行情指数', 'market-index', [
        ['report:market-index:import', '导入行情指数'],
        ['report:market-index:submit', '提交行情指数'],
        ['report:market-index:export', '导出行情指数'],
      ]),
      page('report:trend', '趋势分析', 'trend'),
      page('report:resource-map', '资源地图', 'resource-map'),
    ],
  },
  {
    code: 'system',
    name: '系统管理',
    path: 'system',
    icon: 'setting',
    sortNumber: 9,
    pages: [
      page('system:user', '用户管理', 'user', [
        ['system:user:edit', '编辑用户权限'],
        ['system:user:import', '导入用户权限'],
        ['system:user:sync', '同步人员'],
      ]),
      page('system:address', '地址管理', 'address', [['system:address:edit', '编辑地址']]),
      page('system:role', '角色管理', 'role', crud('system:role', '角色', 'add', 'edit', 'delete')),
      page('system:menu', '菜单管理', 'menu', crud('system:menu', '菜单', 'add', 'edit', 'delete')),
      page('system:org', '组织管理', 'org', crud('system:org', '组织', 'edit')),
      page('system:category', '品类管理', 'category', crud('system:category', '品类', 'edit')),
      page('system:dict', '数据字典', 'dict', crud('system:dict', '字典', 'edit')),
      page('system:print-template', '打印模板', 'print-template', crud('system:print-template', '打印模板', 'add', 'edit', 'delete')),
      page('system:serial-number', '单号规则', 'serial-number', [...crud('system:serial-number', '单号规则', 'add', 'edit'), ['system:serial-number:reset', '重置流水号']]),
      page('system:interface-log', '接口日志', 'interface-log', [['system:interface-log:retry', '重新推送']]),
    ],
  },
  {
    code: 'direct',
    name: '直连系统',
    path: 'direct',
    icon: 'link',
    sortNumber: 10,
    pages: [
      // Absolute addresses of external systems: the sidebar opens them in a new tab.
      page('direct:oa', 'OA审批', 'oa', [], { belongsTo: 2, pathUrl: 'https://oa.example.com/workflow', pageUrl: null, keepAlive: 0 }),
      page('direct:lms', '物流系统', 'lms', [], { belongsTo: 2, pathUrl: '/webview/lms/transport', pageUrl: null }),
      // An embedded micro-frontend page (spec 01 §2.4): loaded from its module, in an iframe.
      page('direct:lms-dispatch', '车辆调度', 'lms-dispatch', [], { moduleName: 'lms' }),
    ],
  },
  {
    // 移动端管理 (issue 28): the growers' and traders' mobile app, administered from the PC. A page's
    // `:detail` button shows phones unmasked (lists mask them without it).
    code: 'mobile',
    name: '移动端管理',
    path: 'mobile',
    icon: 'mobile',
    sortNumber: 11,
    pages: [
      page('mobile:sale-info', '销售信息', 'sale-info', [
        ['mobile:sale-info:detail', '查看销售信息详情'],
        ['mobile:sale-info:add', '新增销售信息'],
        ['mobile:sale-info:edit', '编辑销售信息'],
        ['mobile:sale-info:delete', '删除销售信息'],
      ]),
      page('mobile:buy-info', '收购价格', 'buy-info', [
        ['mobile:buy-info:add', '新增收购价格'],
        ['mobile:buy-info:edit', '编辑收购价格'],
        ['mobile:buy-info:delete', '删除收购价格'],
      ]),
      page('mobile:user', '移动端用户', 'user', [
        ['mobile:user:detail', '查看用户详情'],
        ['mobile:user:edit', '编辑用户'],
        ['mobile:user:bind', '绑定供应商'],
        ['mobile:user:status', '启用停用用户'],
        ['mobile:user:bank', '维护银行卡'],
      ]),
      page('mobile:supplier-bind', '供应商绑定', 'supplier-bind', [
        ['mobile:supplier-bind:detail', '查看绑定详情'],
        ['mobile:supplier-bind:unbind', '解除绑定'],
      ]),
    ],
  },
];

const BASE: Omit<MenuSeed, 'menuCode' | 'menuName' | 'menuNameEn' | 'parentCode' | 'sortNumber'> = {
  menuType: 1,
  pathUrl: null,
  pageUrl: null,
  icon: null,
  hidden: 0,
  keepAlive: 0,
  activeMenu: null,
  moduleName: null,
  belongsTo: 1,
};

function expand(areas: readonly AreaPlan[]): Omit<MenuSeed, 'menuNameEn'>[] {
  const rows: Omit<MenuSeed, 'menuNameEn'>[] = [
    { ...BASE, menuCode: 'dashboard', menuName: '首页', parentCode: null, sortNumber: 1, pathUrl: '/dashboard', pageUrl: 'dashboard', icon: 'home' },
  ];
  for (const area of areas) {
    rows.push({ ...BASE, menuCode: area.code, menuName: area.name, parentCode: null, sortNumber: area.sortNumber, pathUrl: `/${area.path}`, icon: area.icon });
    area.pages.forEach(({ code, name, screen, buttons, options }, pageIndex) => {
      const { pathUrl, pageUrl, ...flags } = options;
      rows.push({
        ...BASE,
        keepAlive: 1,
        ...flags,
        menuCode: code,
        menuName: name,
        parentCode: area.code,
        sortNumber: pageIndex + 1,
        pathUrl: pathUrl ?? `/${area.path}/${screen}`,
        pageUrl: pageUrl === undefined ? `${area.path}/${screen}` : pageUrl,
      });
      buttons.forEach(([buttonCode, buttonName], buttonIndex) =>
        rows.push({ ...BASE, menuType: 2, menuCode: buttonCode, menuName: buttonName, parentCode: code, sortNumber: buttonIndex + 1 }),
      );
    });
  }
  return rows;
}

export const DEMO_MENUS: readonly MenuSeed[] = expand(AREAS).map((menu) => ({ ...menu, menuNameEn: MENU_NAMES_EN[menu.menuCode] ?? null }));

const menuByCode = new Map(DEMO_MENUS.map((menu) => [menu.menuCode, menu]));

function withFolders(codes: ReadonlySet<string>): string[] {
  const granted = new Set(codes);
  for (const code of codes) {
    for (let parent = menuByCode.get(code)?.parentCode ?? null; parent !== null; parent = menuByCode.get(parent)?.parentCode ?? null) {
      granted.add(parent);
    }
  }
  return DEMO_MENUS.filter((menu) => granted.has(menu.menuCode)).map((menu) => menu.menuCode);
}

function known(codes: readonly string[]): Set<string> {
  // A typo in a role's grants must fail the seed instead of silently granting less.
  for (const code of codes) if (!menuByCode.has(code)) throw new Error(`unknown menu code ${code}`);
  return new Set(codes);
}

/**
 * Role grants: the given menus with everything below them (a folder brings its pages, a page its
 * buttons) and the folders above them, in menu list order.
 */
export function menuBranches(...codes: readonly string[]): string[] {
  const below = known(codes);
  // List order puts a parent before its children, so one pass reaches every descendant.
  for (const menu of DEMO_MENUS) if (menu.parentCode !== null && below.has(menu.parentCode)) below.add(menu.menuCode);
  return withFolders(below);
}

/** Role grants: exactly the given menus (pages without their buttons: read only) and the folders above them. */
export function menuEntries(...codes: readonly string[]): string[] {
  return withFolders(known(codes));
}
