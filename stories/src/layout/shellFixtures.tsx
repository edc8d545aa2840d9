import { addTab, type SideMenuItem, type TabItem } from '@srm/design-system';

/** A menu tree as the gateway gives it: groups, a single-child group, a hidden menu and external links. */
export const shellMenus: SideMenuItem[] = [
  {
    id: 1,
    menuName: '需求管理',
    pathUrl: '/demand',
    icon: 'demand',
    children: [
      { id: 11, menuName: '年度需求', pathUrl: 'year' },
      { id: 12, menuName: '月度需求', pathUrl: 'month' },
      { id: 13, menuName: '周需求', pathUrl: 'week', hidden: 1 },
    ],
  },
  {
    id: 2,
    menuName: '采购执行',
    pathUrl: '/execution',
    icon: 'execution',
    children: [
      { id: 21, menuName: '合同管理', pathUrl: 'contract' },
      {
        id: 22,
        menuName: '提货单管理',
        pathUrl: 'pick',
        children: [
          { id: 221, menuName: '提货单列表', pathUrl: 'list' },
          { id: 222, menuName: '提货单审批', pathUrl: 'approve' },
        ],
      },
      { id: 23, menuName: '发运管理', pathUrl: 'shipping' },
    ],
  },
  { id: 3, menuName: '供应商管理', pathUrl: '/supplier', icon: 'supplier', children: [{ id: 31, menuName: '供应商准入', pathUrl: 'admission' }] },
  { id: 4, menuName: '系统管理', pathUrl: '/system', icon: 'system', children: [{ id: 41, menuName: '用户管理', pathUrl: 'user' }, { id: 42, menuName: '角色管理', pathUrl: 'role' }] },
  { id: 5, menuName: '学习平台', pathUrl: 'https://learning.example.com/srm', icon: 'learning', belongsTo: 2 },
];

const titles: Record<string, string> = {
  '/execution/contract': '合同管理',
  '/execution/pick/list': '提货单列表',
  '/execution/pick/approve': '提货单审批',
  '/execution/shipping': '发运管理',
  '/demand/year': '年度需求',
  '/demand/month': '月度需求',
  '/supplier/admission': '供应商准入',
  '/system/user': '用户管理',
  '/system/role': '角色管理',
  ...Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`/report/r${i + 1}`, `市场行情报表${i + 1}`])),
};

/** Visited tabs in order, built with the model as the app would (affix workbench first). */
export function visitedTabs(paths: string[]): TabItem[] {
  return paths.reduce<TabItem[]>(
    (tabs, path) => addTab(tabs, { path, title: titles[path] ?? path }),
    [{ path: '/workbench', title: '工作台', affix: true }],
  );
}

/** Fifteen tabs: the limit, more than the bar can show at once. */
export const manyTabPaths = [
  '/demand/year',
  '/demand/month',
  '/execution/contract',
  '/execution/pick/list',
  '/execution/pick/approve',
  '/execution/shipping',
  '/supplier/admission',
  '/system/user',
  '/system/role',
  ...Array.from({ length: 5 }, (_, i) => `/report/r${i + 1}`),
];

/**
 * The tab bar's row as a user sees it (for play functions): the tabs cut at the left and right edges
 * of the scrolled row, if any, the first tab shown, and whether an element is wholly in view.
 */
export function tabRowView(root: ParentNode) {
  const row = root.querySelector<HTMLElement>('.srm-tab-bar-scroll');
  if (!row) throw new Error('no tab bar');
  const view = row.getBoundingClientRect();
  const tabs = Array.from(row.querySelectorAll<HTMLElement>('.srm-tab'));
  const cutAtLeft = tabs.find((tab) => {
    const box = tab.getBoundingClientRect();
    return box.left < view.left - 0.5 && box.right > view.left + 0.5;
  });
  const isWhole = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.left >= view.left - 0.5 && box.right <= view.right + 0.5;
  };
  const cutAtRight = tabs.find((tab) => {
    const box = tab.getBoundingClientRect();
    return box.left < view.right - 0.5 && box.right > view.right + 0.5;
  });
  const firstShown = tabs.find((tab) => tab.getBoundingClientRect().right > view.left + 0.5);
  return {
    row,
    cutAtLeft: cutAtLeft?.textContent ?? null,
    /** The link of the tab cut at the right edge (the row's next page starts there). */
    cutAtRight: cutAtRight?.querySelector<HTMLElement>('.srm-tab-link') ?? null,
    firstShown: firstShown?.textContent ?? null,
    isWhole,
  };
}
