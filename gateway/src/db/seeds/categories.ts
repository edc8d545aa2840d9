/**
 * Demo categories of a feed group, levels 2 to 6: 原料 → 谷物 → 玉米 → 国产玉米 → 东北玉米 …
 *
 * Written as a nested plan; a child's code is its parent's code plus its 2-digit position (10 → 1001 →
 * 100101 → 10010101 → 1001010101), which reproduces the codes that predate the generator (10, 1001,
 * 100101, 100102, 1002, 100201, 20, 2001, 2002) as long as existing nodes keep their position: add
 * new children after them. Rows come out depth first, so a parent always precedes its children.
 *
 * buyType (purchase model, spec 01 §3: '1' authorised, '2' centralised) is set on the purchasable
 * nodes; the level 2 and 3 grouping nodes carry none (预混料 and 包装物 are bought as such).
 */

export interface CategorySeed {
  categoryCode: string;
  categoryName: string;
  level: number;
  parentCode: string | null;
  /** Purchase model: '1' authorised, '2' centralised; null on grouping nodes. */
  buyType: '1' | '2' | null;
}

interface CategoryPlan {
  name: string;
  buyType: CategorySeed['buyType'];
  children: readonly CategoryPlan[];
}

const AUTHORISED = '1';
const CENTRALISED = '2';

const node = (name: string, buyType: CategorySeed['buyType'], children: readonly CategoryPlan[] = []): CategoryPlan => ({
  name,
  buyType,
  children,
});
const group = (name: string, children: readonly CategoryPlan[]): CategoryPlan => node(name, null, children);
const central = (name: string, children: readonly CategoryPlan[] = []): CategoryPlan => node(name, CENTRALISED, children);
const local = (name: string, children: readonly CategoryPlan[] = []): CategoryPlan => node(name, AUTHORISED, children);

/** Level 2 roots by code. */
const ROOTS: readonly [string, CategoryPlan][] = [
  [
    '10',
    group('原料', [
      group('谷物', [
        central('玉米', [
          central('国产玉米', [central('东北玉米'), central('华北玉米')]),
          central('进口玉米', [central('乌克兰玉米'), central('美国玉米')]),
        ]),
        central('小麦', [central('普通小麦'), central('优质强筋小麦')]),
        central('高粱'),
        central('大麦'),
        local('稻谷'),
      ]),
      group('饼粕', [
        central('豆粕', [central('普通豆粕', [central('43蛋白豆粕'), central('44蛋白豆粕')]), central('高蛋白豆粕')]),
        central('菜粕'),
        central('棉粕'),
        local('花生粕'),
      ]),
      group('油脂', [central('豆油'), local('玉米油'), local('鱼油')]),
      group('添加剂', [
        central('氨基酸', [central('赖氨酸'), central('蛋氨酸'), central('苏氨酸')]),
        local('维生素', [local('维生素A'), local('维生素E')]),
        local('矿物质', [local('磷酸氢钙'), local('石粉')]),
      ]),
      group('动物蛋白', [central('鱼粉'), local('肉骨粉')]),
    ]),
  ],
  [
    '20',
    group('辅料', [
      local('预混料', [local('猪用预混料'), local('禽用预混料')]),
      local('包装物', [local('编织袋', [local('覆膜编织袋'), local('普通编织袋')]), local('标签'), local('缝包线')]),
    ]),
  ],
  ['30', group('低值易耗', [group('劳保用品', [local('手套'), local('工作服')]), group('五金备件', [local('轴承'), local('筛网')])])],
];

function expand(code: string, plan: CategoryPlan, level: number, parentCode: string | null, into: CategorySeed[]): void {
  into.push({ categoryCode: code, categoryName: plan.name, level, parentCode, buyType: plan.buyType });
  plan.children.forEach((child, index) => expand(`${code}${String(index + 1).padStart(2, '0')}`, child, level + 1, code, into));
}

export const DEMO_CATEGORIES: readonly CategorySeed[] = ROOTS.flatMap(([code, plan]) => {
  const rows: CategorySeed[] = [];
  expand(code, plan, 2, null, rows);
  return rows;
});
