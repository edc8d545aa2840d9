/**
 * Demo reports of the 报告中心 (issue 27, part R1): twelve committed market reports on corn, wheat and
 * soybean meal across the four report types and both research dictionaries (subjectResearchType,
 * dataResearchType), two drafts of admin, two templates with data analyses (玉米市场周报模板,
 * 豆粕市场日报模板), references between reports, and a few favourites. No images (the demo files are
 * uploaded through the file service by the user). No contracts.
 */
import type { ReportType } from '../tables/report.js';
import { rptReport, rptReportAnalysis, rptReportFavourite, rptReportReference } from '../tables/report.js';
import type { AppDatabase } from '../connection.js';
import type { SeedContext } from '../seed.js';

interface SeedReport {
  title: string;
  reportType: ReportType;
  subjectType: string | null;
  researchType: string | null;
  author: string;
  date: string;
  owner: 'lina' | 'admin';
  status: 'draft' | 'committed';
  isTemplate?: boolean;
  paragraphs: string[];
  analyses?: { title: string; content: string }[];
}

const COMMITTED: SeedReport[] = [
  { title: '2026年11月第4周玉米市场周报', reportType: 'weekly', subjectType: 'market', researchType: 'weekly', author: '李娜', date: '2026-11-27', owner: 'lina', status: 'committed', paragraphs: ['本周东北产区新季玉米上量加快，深加工企业收购价小幅下调，港口平舱价稳中偏弱。', '下游饲料企业库存天数维持在 30 天左右，采购以随用随采为主。'], analyses: [{ title: '港口价格', content: '大连港平舱价周均 2,468 元/吨，环比下跌 12 元/吨。' }, { title: '深加工收购', content: '山东深加工企业收购价周均 2,520 元/吨，到货量增加。' }] },
  { title: '2026年11月26日玉米现货日报', reportType: 'daily', subjectType: 'market', researchType: 'daily', author: '李娜', date: '2026-11-26', owner: 'lina', status: 'committed', paragraphs: ['今日锦州港玉米平舱价 2,455 元/吨，持平；北方港口集港量维持高位。'] },
  { title: '2026年10月玉米市场月报', reportType: 'month', subjectType: 'market', researchType: 'month', author: '李娜', date: '2026-10-31', owner: 'lina', status: 'committed', paragraphs: ['10月新粮集中上市，玉米价格季节性回落，月均价较9月下跌 3.1%。', '进口玉米到港量同比减少，对国产玉米价格形成一定支撑。'], analyses: [{ title: '供需平衡', content: '2026/27 年度玉米产量预计 2.95 亿吨，消费量 2.98 亿吨。' }] },
  { title: '玉米深加工行业开工率专题', reportType: 'subject', subjectType: 'industry', researchType: null, author: '王建华', date: '2026-11-18', owner: 'admin', status: 'committed', paragraphs: ['淀粉和酒精企业开工率回升至 68%，加工利润修复带动原料采购积极性提高。'] },
  { title: '2026年11月第4周小麦市场周报', reportType: 'weekly', subjectType: 'market', researchType: 'weekly', author: '李娜', date: '2026-11-27', owner: 'lina', status: 'committed', paragraphs: ['郑州地区普通小麦进厂价 2,780 元/吨，制粉企业开工率偏低，面粉走货一般。'], analyses: [{ title: '制粉利润', content: '主产区制粉企业吨粉利润约 35 元，较上周收窄。' }] },
  { title: '2026年11月25日小麦现货日报', reportType: 'daily', subjectType: 'market', researchType: 'daily', author: '李娜', date: '2026-11-25', owner: 'lina', status: 'committed', paragraphs: ['今日河南、山东小麦价格稳定，个别企业上调收购价 10 元/吨。'] },
  { title: '2026年10月小麦市场月报', reportType: 'month', subjectType: 'market', researchType: 'month', author: '李娜', date: '2026-10-31', owner: 'lina', status: 'committed', paragraphs: ['10月小麦价格窄幅震荡，最低收购价托底作用明显。'] },
  { title: '小麦最低收购价政策解读', reportType: 'subject', subjectType: 'policy', researchType: null, author: '王建华', date: '2026-10-20', owner: 'admin', status: 'committed', paragraphs: ['2027年小麦最低收购价维持每斤 1.19 元不变，政策预期稳定。', '预计新季小麦种植面积基本稳定。'] },
  { title: '2026年11月第4周豆粕市场周报', reportType: 'weekly', subjectType: 'market', researchType: 'weekly', author: '李娜', date: '2026-11-27', owner: 'lina', status: 'committed', paragraphs: ['油厂开机率维持高位，豆粕库存回升，出厂价周均 3,260 元/吨，环比下跌 40 元/吨。'], analyses: [{ title: '压榨利润', content: '进口大豆压榨利润转正，油厂挺价意愿减弱。' }] },
  { title: '2026年11月24日豆粕现货日报', reportType: 'daily', subjectType: 'market', researchType: 'daily', author: '李娜', date: '2026-11-24', owner: 'lina', status: 'committed', paragraphs: ['今日沿海油厂豆粕出厂价 3,240—3,300 元/吨，成交清淡。'] },
  { title: '2026年10月豆粕市场月报', reportType: 'month', subjectType: 'market', researchType: 'month', author: '李娜', date: '2026-10-31', owner: 'lina', status: 'committed', paragraphs: ['10月大豆到港量 820 万吨，豆粕价格先涨后跌。'] },
  { title: '豆粕品种年度展望', reportType: 'subject', subjectType: 'variety', researchType: null, author: '王建华', date: '2026-11-10', owner: 'admin', status: 'committed', paragraphs: ['南美大豆丰产预期下，2027年豆粕价格中枢或下移至 3,100 元/吨附近。'], analyses: [{ title: '全球大豆供需', content: '2026/27 年度全球大豆期末库存预计 1.32 亿吨。' }] },
];

const DRAFTS: SeedReport[] = [
  { title: '2026年12月第1周玉米市场周报（草稿）', reportType: 'weekly', subjectType: 'market', researchType: 'weekly', author: '系统管理员', date: '2026-12-04', owner: 'admin', status: 'draft', paragraphs: ['本周玉米价格走势待补充。'] },
  { title: '饲料原料采购策略专题（草稿）', reportType: 'subject', subjectType: 'industry', researchType: null, author: '系统管理员', date: '2026-11-28', owner: 'admin', status: 'draft', paragraphs: ['结合玉米、豆粕价格走势，建议分批锁定一季度原料。'] },
];

const TEMPLATES: SeedReport[] = [
  { title: '玉米市场周报模板', reportType: 'weekly', subjectType: 'market', researchType: 'weekly', author: '', date: '2026-11-01', owner: 'lina', status: 'draft', isTemplate: true, paragraphs: ['一、本周市场综述', '二、产区与港口价格', '三、下游需求', '四、后市展望'], analyses: [{ title: '港口价格', content: '大连港、锦州港平舱价周均值及环比。' }, { title: '深加工收购', content: '主要深加工企业收购价与到货量。' }] },
  { title: '豆粕市场日报模板', reportType: 'daily', subjectType: 'market', researchType: 'daily', author: '', date: '2026-11-01', owner: 'lina', status: 'draft', isTemplate: true, paragraphs: ['一、今日现货价格', '二、油厂开机与库存', '三、明日展望'], analyses: [{ title: '油厂出厂价', content: '沿海主要油厂豆粕出厂价区间。' }] },
];

/** Titles of the demo reports (tests read them). */
export const SEEDED_REPORT_TITLES = {
  committed: COMMITTED.map((item) => item.title),
  drafts: DRAFTS.map((item) => item.title),
  templates: TEMPLATES.map((item) => item.title),
} as const;

export async function seedReports(tx: AppDatabase, context: SeedContext): Promise<void> {
  const ownerId = (account: 'lina' | 'admin') => {
    const id = context.userIds.get(account);
    if (id === undefined) throw new Error(`seed user ${account} is missing`);
    return id;
  };
  const ids: number[] = [];
  for (const item of [...COMMITTED, ...DRAFTS, ...TEMPLATES]) {
    const [row] = await tx
      .insert(rptReport)
      .values({
        title: item.title,
        content: item.paragraphs.map((text) => ({ type: 'paragraph' as const, text })),
        contentText: item.paragraphs.join('\n\n'),
        subjectType: item.subjectType,
        researchType: item.researchType,
        reportType: item.reportType,
        author: item.author || null,
        reportDate: item.date,
        status: item.status,
        isTemplate: item.isTemplate === true,
        ownerId: ownerId(item.owner),
        committedTime: item.status === 'committed' ? new Date(`${item.date}T17:30:00+08:00`) : null,
        createdTime: new Date(`${item.date}T09:00:00+08:00`),
        updatedTime: new Date(`${item.date}T17:30:00+08:00`),
        createdBy: item.owner,
        updatedBy: item.owner,
      })
      .returning({ id: rptReport.id });
    const id = (row as { id: number }).id;
    ids.push(id);
    if (item.analyses?.length) {
      await tx.insert(rptReportAnalysis).values(item.analyses.map((a, index) => ({ reportId: id, sortNumber: index, title: a.title, content: a.content, ...context.audit })));
    }
  }
  // The weekly corn report cites the daily corn report and the October monthly; the SBM outlook cites the October SBM monthly.
  const [cornWeekly, cornDaily, cornMonthly, , , , , , , , sbmMonthly, sbmOutlook] = ids as [number, number, number, number, number, number, number, number, number, number, number, number];
  await tx.insert(rptReportReference).values([
    { reportId: cornWeekly, sortNumber: 0, referenceType: 1, name: '2026年11月26日玉米现货日报', referenceReportId: cornDaily, ...context.audit },
    { reportId: cornWeekly, sortNumber: 1, referenceType: 1, name: '2026年10月玉米市场月报', referenceReportId: cornMonthly, ...context.audit },
    { reportId: sbmOutlook, sortNumber: 0, referenceType: 1, name: '2026年10月豆粕市场月报', referenceReportId: sbmMonthly, ...context.audit },
  ]);
  await tx.insert(rptReportFavourite).values([
    { reportId: cornWeekly, userId: ownerId('admin') },
    { reportId: sbmOutlook, userId: ownerId('admin') },
    { reportId: cornWeekly, userId: ownerId('lina') },
  ]);
}
