/**
 * Demo data of the system-data area: every dictionary of the product, a few common functions, and a
 * handful of Chinese notices and to-dos for the demo users.
 */
import { DICTIONARIES } from '../../modules/system/dictionary-data.js';
import type { AppDatabase } from '../connection.js';
import type { SeedContext } from '../seed.js';
import { sysDict, sysDictItem, sysMessage, sysShortMenu, type MessageType } from '../tables/system-data.js';
import { DICTIONARY_NAMES_EN } from './dictionary-names-en.js';

interface MessageSeed {
  account: string;
  content: string;
  link: string | null;
  busType: string;
  msgType: MessageType;
  handleStatus: 0 | 1;
  readStatus: 0 | 1;
  /** How long ago it was sent, in hours (newest first on the dashboard). */
  hoursAgo: number;
}

/** Common functions of the demo users, by menu code in their order. */
export const DEMO_SHORT_MENUS: Readonly<Record<string, readonly string[]>> = {
  admin: ['dashboard', 'contract:list', 'system:user'],
  buyer: ['contract:list'],
  // The dashboard's e2e account (app/e2e/dashboard.spec.ts), which no other spec uses.
  zhengwei: ['contract:list', 'demand:year'],
};

const TODO = 1;
const NOTICE = 2;

export const DEMO_MESSAGES: readonly MessageSeed[] = [
  { account: 'buyer', content: '合同 HT2024001 已审批通过，请及时发送供应商', link: '/contract/list', busType: 'contract', msgType: TODO, handleStatus: 0, readStatus: 0, hoursAgo: 1 },
  { account: 'buyer', content: '合同 HT2024002 被驳回，请修改后重新提交', link: '/contract/list', busType: 'contract', msgType: TODO, handleStatus: 0, readStatus: 0, hoursAgo: 3 },
  { account: 'buyer', content: '提货单 TH2024015 待确认接单', link: '/contract/list', busType: 'pick', msgType: TODO, handleStatus: 0, readStatus: 0, hoursAgo: 5 },
  { account: 'buyer', content: '对账单 DZ2024008 已完成结算', link: '/contract/list', busType: 'settlement', msgType: TODO, handleStatus: 1, readStatus: 1, hoursAgo: 30 },
  { account: 'buyer', content: '系统将于本周六 22:00 至 24:00 停机维护', link: null, busType: 'system', msgType: NOTICE, handleStatus: 1, readStatus: 0, hoursAgo: 2 },
  { account: 'buyer', content: '玉米采购指导价已更新，请查阅', link: '/dashboard', busType: 'report', msgType: NOTICE, handleStatus: 1, readStatus: 0, hoursAgo: 6 },
  { account: 'buyer', content: '豆粕市场周报（第12周）已发布', link: '/dashboard', busType: 'report', msgType: NOTICE, handleStatus: 1, readStatus: 0, hoursAgo: 26 },
  { account: 'buyer', content: '供应商准入流程已调整，请知悉', link: null, busType: 'system', msgType: NOTICE, handleStatus: 1, readStatus: 0, hoursAgo: 50 },
  { account: 'admin', content: '用户 张采购 申请开通合同管理权限', link: '/system/user', busType: 'system', msgType: TODO, handleStatus: 0, readStatus: 0, hoursAgo: 2 },
  { account: 'admin', content: '接口 EBS 同步失败 3 次，请检查', link: '/system/user', busType: 'interface', msgType: TODO, handleStatus: 0, readStatus: 0, hoursAgo: 8 },
  { account: 'admin', content: '山西饲料有限公司已下线', link: null, busType: 'system', msgType: NOTICE, handleStatus: 1, readStatus: 0, hoursAgo: 4 },
  { account: 'admin', content: '数据字典已更新至最新版本', link: null, busType: 'system', msgType: NOTICE, handleStatus: 1, readStatus: 1, hoursAgo: 48 },
  // 采购总监 郑伟: enough for every part of the dashboard (two pages of unread notices, one with an
  // outside address, to-dos read and unread, two pages of done items). The dashboard e2e changes them.
  { account: 'zhengwei', content: '2025年度玉米集中采购招标公告已发布', link: '/demand/year', busType: 'report', msgType: NOTICE, handleStatus: 1, readStatus: 0, hoursAgo: 1 },
  { account: 'zhengwei', content: '关于启用新版采购合同模板的通知', link: '/contract/template', busType: 'contract', msgType: NOTICE, handleStatus: 1, readStatus: 0, hoursAgo: 3 },
  { account: 'zhengwei', content: '大豆市场行情月报（10月）已发布', link: '/report/list', busType: 'report', msgType: NOTICE, handleStatus: 1, readStatus: 0, hoursAgo: 7 },
  { account: 'zhengwei', content: '供应商年度评审工作安排', link: '/supplier/info', busType: 'supplier', msgType: NOTICE, handleStatus: 1, readStatus: 0, hoursAgo: 20 },
  { account: 'zhengwei', content: '采购平台操作手册已更新，请下载查阅', link: 'https://help.example.com/srm/manual', busType: 'system', msgType: NOTICE, handleStatus: 1, readStatus: 0, hoursAgo: 30 },
  { account: 'zhengwei', content: '国庆假期值班安排', link: null, busType: 'system', msgType: NOTICE, handleStatus: 1, readStatus: 1, hoursAgo: 72 },
  { account: 'zhengwei', content: '年度需求计划 XQ2025003 待审核', link: '/demand/year', busType: 'demand', msgType: TODO, handleStatus: 0, readStatus: 0, hoursAgo: 2 },
  { account: 'zhengwei', content: '月度需求计划 YD2025011 待审核', link: '/demand/month', busType: 'demand', msgType: TODO, handleStatus: 0, readStatus: 0, hoursAgo: 4 },
  { account: 'zhengwei', content: '合同 HT2025018 待提交审批', link: '/contract/list', busType: 'contract', msgType: TODO, handleStatus: 0, readStatus: 1, hoursAgo: 9 },
  { account: 'zhengwei', content: '供应商准入申请 ZR2025006 待处理', link: '/supplier/admission', busType: 'supplier', msgType: TODO, handleStatus: 0, readStatus: 0, hoursAgo: 26 },
  { account: 'zhengwei', content: '合同 HT2025009 已审批通过', link: '/contract/list', busType: 'contract', msgType: TODO, handleStatus: 1, readStatus: 1, hoursAgo: 50 },
  { account: 'zhengwei', content: '需求汇总 HZ2025002 已导出', link: '/demand/summary', busType: 'demand', msgType: TODO, handleStatus: 1, readStatus: 1, hoursAgo: 75 },
  { account: 'zhengwei', content: '询价单 XJ2025004 已发布', link: '/supplier/inquiry', busType: 'supplier', msgType: TODO, handleStatus: 1, readStatus: 1, hoursAgo: 100 },
  { account: 'zhengwei', content: '质量指标 ZB2025001 已更新', link: '/master/quality-index', busType: 'master', msgType: TODO, handleStatus: 1, readStatus: 1, hoursAgo: 120 },
];

function idOf(ids: ReadonlyMap<string, number>, code: string): number {
  const id = ids.get(code);
  if (id === undefined) throw new Error(`system-data seed refers to unknown code ${code}`);
  return id;
}

export async function seedSystemData(db: AppDatabase, context: SeedContext): Promise<void> {
  const { audit } = context;
  await db.insert(sysDict).values(DICTIONARIES.map(({ dictCode, dictName }) => ({ dictCode, dictName, ...audit })));
  await db.insert(sysDictItem).values(
    DICTIONARIES.flatMap(({ dictCode, items }) =>
      items.map(([itemCode, itemName], index) => ({
        dictCode,
        itemCode,
        itemName,
        itemNameEn: DICTIONARY_NAMES_EN[dictCode]?.[itemCode] ?? null,
        sortNumber: index + 1,
        enabled: 1 as const,
        ...audit,
      })),
    ),
  );

  const shortMenus = Object.entries(DEMO_SHORT_MENUS).flatMap(([account, menuCodes]) =>
    menuCodes.map((menuCode, index) => ({
      userId: idOf(context.userIds, account),
      menuId: idOf(context.menuIds, menuCode),
      sortNumber: index + 1,
      ...audit,
    })),
  );
  if (shortMenus.length > 0) await db.insert(sysShortMenu).values(shortMenus);

  const now = Date.now();
  await db.insert(sysMessage).values(
    DEMO_MESSAGES.map(({ account, hoursAgo, ...message }) => {
      const time = new Date(now - hoursAgo * 3_600_000);
      return { ...message, userId: idOf(context.userIds, account), createdTime: time, updatedTime: time, ...audit };
    }),
  );
}
