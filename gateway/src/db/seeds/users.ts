/**
 * Demo roles, users and per-menu data scopes.
 *
 * Accounts and passwords (documented here and printed in the start-up banner):
 *   admin / Admin@123   系统管理员, every menu, org and category
 *   buyer / Buyer@123   采购员 张采购, 河北饲料有限公司 (101001, inventory org 10100101), 玉米 and 豆粕
 *   every other account / Demo@123 (see DEMO_USERS below for their roles and scopes)
 *
 * The admin and buyer accounts, the admin and buyer roles and the buyer's orgs, categories and menus
 * predate the generator and other areas' tests rely on them: keep them exactly as they are.
 */
import type { Gender } from '../../api/index.js';
import type { DataScope } from '../schema.js';
import { menuBranches, menuEntries } from './menus.js';
import { orgCodesUnder } from './orgs.js';

export interface RoleSeed {
  roleCode: string;
  roleName: string;
  /** 1 admin (sees every menu), 2 normal. */
  roleType: 1 | 2;
  /** Menu codes granted to the role (an admin role sees every menu anyway). */
  menuCodes: readonly string[];
}

export interface UserSeed {
  account: string;
  /** How the start-up banner introduces the account. */
  label: string;
  password: string;
  userName: string;
  employeeCode: string;
  gender: Gender;
  positionDesc: string;
  companyDesc: string;
  deptDesc: string;
  roleCodes: readonly string[];
  /** 'all' or the org codes assigned to the user. */
  orgCodes: 'all' | readonly string[];
  /** 'all' or the category codes assigned to the user (descendants are implied by the access rules). */
  categoryCodes: 'all' | readonly string[];
}

/** A user's data scope on one menu (sys_user_menu_scope): 1 all, 2 own assigned, 3 the listed codes. */
export interface MenuScopeSeed {
  account: string;
  menuCode: string;
  orgScope: DataScope;
  categoryScope: DataScope;
  orgCodes: readonly string[];
  categoryCodes: readonly string[];
}

export const DEMO_ADMIN_ACCOUNT = 'admin';
export const DEMO_PASSWORD = 'Demo@123';

/** Demand plans as the four requirement-check roles see them: read, check and export. */
const REQUIREMENT_CHECK_MENUS = [
  ...menuEntries('dashboard', 'demand:year', 'demand:month', 'demand:summary'),
  ...menuEntries('demand:year:check', 'demand:month:check', 'demand:year:export', 'demand:month:export', 'demand:summary:export'),
];

const unique = (codes: readonly string[]): string[] => [...new Set(codes)];

export const DEMO_ROLES: readonly RoleSeed[] = [
  { roleCode: 'admin', roleName: '系统管理员', roleType: 1, menuCodes: [] },
  { roleCode: 'buyer', roleName: '采购员', roleType: 2, menuCodes: ['dashboard', 'contract', 'contract:list', 'contract:add', 'contract:edit', 'contract:detail', 'contract:editor'] },
  {
    roleCode: 'purchase_manager',
    roleName: '采购经理',
    roleType: 2,
    menuCodes: unique([
      ...menuEntries('dashboard'),
      ...menuBranches('contract', 'demand', 'supplier', 'report'),
      ...menuEntries('pick:list', 'pick:detail', 'reconciliation:list', 'master:material', 'master:quality-index'),
      // The mobile app's lists, read only and without the detail buttons: phones show masked.
      ...menuEntries('mobile:sale-info', 'mobile:buy-info', 'mobile:user', 'mobile:supplier-bind'),
    ]),
  },
  {
    roleCode: 'supply_chain',
    roleName: '供应链',
    roleType: 2,
    menuCodes: unique([
      ...menuEntries('dashboard', 'contract:list', 'contract:detail', 'demand:month', 'demand:summary'),
      ...menuBranches('execution'),
    ]),
  },
  {
    roleCode: 'finance',
    roleName: '财务',
    roleType: 2,
    menuCodes: unique([...menuEntries('dashboard', 'contract:list', 'contract:detail', 'pick:list', 'pick:detail'), ...menuBranches('settlement')]),
  },
  {
    roleCode: 'warehouse',
    roleName: '仓管',
    roleType: 2,
    menuCodes: unique([
      ...menuEntries('dashboard', 'pick:list', 'pick:detail', 'pick:receive', 'vehicle:audit', 'vehicle:audit:approve', 'master:material'),
      ...menuBranches('shipping:list', 'allocation:list'),
    ]),
  },
  {
    roleCode: 'market_analyst',
    roleName: '行情分析员',
    roleType: 2,
    menuCodes: unique([...menuEntries('dashboard'), ...menuBranches('report')]),
  },
  { roleCode: 'company_requirement_check', roleName: '公司需求审核', roleType: 2, menuCodes: unique(REQUIREMENT_CHECK_MENUS) },
  { roleCode: 'area_requirement_check', roleName: '区域需求审核', roleType: 2, menuCodes: unique(REQUIREMENT_CHECK_MENUS) },
  { roleCode: 'district_requirement_check', roleName: '大区需求审核', roleType: 2, menuCodes: unique(REQUIREMENT_CHECK_MENUS) },
  { roleCode: 'industry_requirement_check', roleName: '事业部需求审核', roleType: 2, menuCodes: unique(REQUIREMENT_CHECK_MENUS) },
];

/** Companies (level 6) of an org and, for warehouse staff, their inventory orgs (level 7). */
const companiesOf = (...codes: readonly string[]) => codes.flatMap((code) => orgCodesUnder(code));
const withStores = (...codes: readonly string[]) => [...codes, ...codes.flatMap((code) => orgCodesUnder(code, [7]))];

interface StaffPlan {
  account: string;
  userName: string;
  gender: Gender;
  positionDesc: string;
  companyDesc: string;
  deptDesc: string;
  roleCodes: readonly string[];
  orgCodes: readonly string[];
  categoryCodes: readonly string[];
}

/** Further staff, one or two per job; employee codes follow on from the buyer's E1001. */
const STAFF: readonly StaffPlan[] = [
  {
    account: 'wangjianhua',
    userName: '王建华',
    gender: 1,
    positionDesc: '采购经理',
    companyDesc: '牧原饲料集团',
    deptDesc: '采购中心',
    roleCodes: ['purchase_manager', 'industry_requirement_check'],
    orgCodes: companiesOf('BU01'),
    categoryCodes: ['10', '20'],
  },
  {
    account: 'liuyang',
    userName: '刘洋',
    gender: 1,
    positionDesc: '采购专员',
    companyDesc: '济南饲料有限公司',
    deptDesc: '采购部',
    roleCodes: ['buyer'],
    orgCodes: ['103001', '103002', '103003'],
    categoryCodes: ['100101', '100102', '1002'],
  },
  {
    account: 'chenjing',
    userName: '陈静',
    gender: 2,
    positionDesc: '结算会计',
    companyDesc: '河北饲料有限公司',
    deptDesc: '财务部',
    roleCodes: ['finance'],
    orgCodes: ['101001', '101002', '101004'],
    categoryCodes: ['10', '20'],
  },
  {
    account: 'zhaolei',
    userName: '赵磊',
    gender: 1,
    positionDesc: '供应链主管',
    companyDesc: '牧原饲料集团',
    deptDesc: '供应链管理部',
    roleCodes: ['supply_chain', 'district_requirement_check'],
    orgCodes: companiesOf('AREA01', 'AREA03'),
    categoryCodes: ['10'],
  },
  {
    account: 'sunli',
    userName: '孙丽',
    gender: 2,
    positionDesc: '仓库管理员',
    companyDesc: '河北饲料有限公司',
    deptDesc: '仓储部',
    roleCodes: ['warehouse'],
    orgCodes: withStores('101001'),
    categoryCodes: ['100101', '100201', '2002'],
  },
  {
    account: 'zhoumin',
    userName: '周敏',
    gender: 2,
    positionDesc: '计划专员',
    companyDesc: '郑州饲料有限公司',
    deptDesc: '计划部',
    roleCodes: ['company_requirement_check'],
    orgCodes: ['104001'],
    categoryCodes: ['10'],
  },
  {
    account: 'wuqiang',
    userName: '吴强',
    gender: 1,
    positionDesc: '区域计划经理',
    companyDesc: '华中区域',
    deptDesc: '区域计划部',
    roleCodes: ['area_requirement_check'],
    orgCodes: companiesOf('AREA04'),
    categoryCodes: ['10', '20'],
  },
  {
    account: 'zhengwei',
    userName: '郑伟',
    gender: 1,
    positionDesc: '采购总监',
    companyDesc: '养殖事业部',
    deptDesc: '采购中心',
    roleCodes: ['purchase_manager', 'industry_requirement_check'],
    orgCodes: companiesOf('BU02'),
    categoryCodes: ['10', '20', '30'],
  },
  {
    account: 'lina',
    userName: '李娜',
    gender: 2,
    positionDesc: '市场研究员',
    companyDesc: '牧原饲料集团',
    deptDesc: '市场研究部',
    roleCodes: ['market_analyst'],
    orgCodes: ['101001'],
    categoryCodes: ['1001', '1002'],
  },
  {
    account: 'huangtao',
    userName: '黄涛',
    gender: 1,
    positionDesc: '粮贸业务员',
    companyDesc: '大连粮食贸易有限公司',
    deptDesc: '贸易部',
    roleCodes: ['buyer', 'supply_chain'],
    orgCodes: companiesOf('BU03'),
    categoryCodes: ['1001'],
  },
  {
    account: 'xuyan',
    userName: '徐燕',
    gender: 2,
    positionDesc: '供应链专员',
    companyDesc: '成都饲料有限公司',
    deptDesc: '供应链管理部',
    roleCodes: ['supply_chain'],
    orgCodes: withStores(...companiesOf('AREA05')),
    categoryCodes: ['10', '20'],
  },
  {
    account: 'mazhiyong',
    userName: '马志勇',
    gender: 1,
    positionDesc: '仓库主管',
    companyDesc: '广东饲料有限公司',
    deptDesc: '仓储部',
    roleCodes: ['warehouse', 'company_requirement_check'],
    orgCodes: withStores('102001', '102002'),
    categoryCodes: ['10', '20'],
  },
];

export const DEMO_USERS: readonly UserSeed[] = [
  {
    account: 'admin',
    label: '管理员',
    password: 'Admin@123',
    userName: '管理员',
    employeeCode: 'E0001',
    gender: 1,
    positionDesc: '系统管理员',
    companyDesc: '牧原饲料集团',
    deptDesc: '信息部',
    roleCodes: ['admin'],
    orgCodes: 'all',
    categoryCodes: 'all',
  },
  {
    account: 'buyer',
    label: '采购员',
    password: 'Buyer@123',
    userName: '张采购',
    employeeCode: 'E1001',
    gender: 2,
    positionDesc: '采购专员',
    companyDesc: '河北饲料有限公司',
    deptDesc: '采购部',
    roleCodes: ['buyer'],
    orgCodes: ['101001', '10100101'],
    categoryCodes: ['100101', '100201'],
  },
  ...STAFF.map((staff, index) => ({
    ...staff,
    label: `${staff.positionDesc} ${staff.userName}（${staff.companyDesc}）`,
    password: DEMO_PASSWORD,
    employeeCode: `E${1002 + index}`,
  })),
];

/** A few per-menu scopes (sysUserMenuOrgCategory) so the scope rules can be seen at work. */
export const DEMO_MENU_SCOPES: readonly MenuScopeSeed[] = [
  // The purchase manager reads the contracts of every company, within his categories.
  { account: 'wangjianhua', menuCode: 'contract:list', orgScope: 1, categoryScope: 2, orgCodes: [], categoryCodes: [] },
  // The market analyst reads every report.
  { account: 'lina', menuCode: 'report:list', orgScope: 1, categoryScope: 1, orgCodes: [], categoryCodes: [] },
  // The grain trader handles pick-up orders of two trading companies only, for corn.
  { account: 'huangtao', menuCode: 'pick:list', orgScope: 3, categoryScope: 3, orgCodes: ['301001', '302001'], categoryCodes: ['100101'] },
];
