/**
 * 报告中心 (issue 27, part R1) on both databases: the four lists (filters, unknown filter key 400, drafts
 * visible to their owner only, favourites), getReportById, save / commit / version conflict, templates,
 * file binding and the file scope of bizType `report` (another user cannot read a draft's image).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, ErrorEnvelope, FileInfo } from '../src/api/index.js';
import type { ReportBody, ReportDetail, ReportRow } from '../src/api/report.js';
import { SEEDED_REPORT_TITLES } from '../src/db/seeds/report.js';
import { buildServer, type GatewayApp } from '../src/server.js';
import { signInAll } from './helpers/contracts.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

const BASE = '/gateway/report/api/v1/report';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const USERS = ['admin', 'lina', 'wangjianhua', 'buyer'] as const;
type User = (typeof USERS)[number];

interface Page {
  result: ReportRow[];
  total: number;
}

function multipart(content: Buffer, fields: Record<string, string>, filename: string) {
  const boundary = `----srmReport${randomBytes(8).toString('hex')}`;
  const parts = [
    ...Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="multipartFile"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ];
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(eachDatabase)('[%s] 报告中心', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  let filesDir: string;
  const tokens = {} as Record<User, string>;
  const bearer = (user: User) => ({ authorization: `Bearer ${tokens[user]}` });

  const get = (user: User, url: string) => app.inject({ method: 'GET', url: `${BASE}${url}`, headers: bearer(user) });
  const post = (user: User, url: string, payload: unknown) => app.inject({ method: 'POST', url: `${BASE}${url}`, payload: payload as object, headers: bearer(user) });
  async function page(user: User, url: string): Promise<Page> {
    const response = await get(user, url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Envelope<Page>>().data;
  }
  async function uploadImage(user: User): Promise<string> {
    const { payload, headers } = multipart(PNG, { bizType: 'report' }, '走势图.png');
    const response = await app.inject({ method: 'POST', url: '/gateway/system/file/upload', payload, headers: { ...headers, ...bearer(user) } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Envelope<FileInfo>>().data.id;
  }
  const body = (overrides: Partial<ReportBody> = {}): ReportBody => ({
    title: '测试玉米周报',
    content: [{ type: 'paragraph', text: '玉米价格平稳。' }],
    subjectType: 'market',
    researchType: 'weekly',
    reportType: 'weekly',
    author: '李娜',
    date: '2026-11-28',
    analyses: [],
    references: [],
    ...overrides,
  });

  beforeAll(async () => {
    filesDir = mkdtempSync(join(tmpdir(), 'srm-report-'));
    app = buildServer({ db: database(), filesDir });
    await app.ready();
    const signed = await signInAll(app, ...USERS);
    USERS.forEach((user, index) => {
      tokens[user] = signed[index] as string;
    });
  });
  afterAll(async () => {
    await app.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  it('lists the seeded committed reports newest first, filters them, and refuses an unknown filter key', async () => {
    const all = await page('admin', '/page?pageSize=100');
    expect(all.result.map((row) => row.title).sort()).toEqual([...SEEDED_REPORT_TITLES.committed].sort());
    expect(all.result.every((row) => row.status === 'committed' && !row.isTemplate)).toBe(true);
    const ids = all.result.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(all.result.find((row) => row.title === '2026年11月第4周玉米市场周报')?.favourite).toBe(true);

    const corn = await page('lina', `/page?title.contains=${encodeURIComponent('玉米')}&reportType.equals=weekly`);
    expect(corn.result.map((row) => row.title)).toEqual(['2026年11月第4周玉米市场周报']);
    const posted = await post('lina', '/page', { 'subjectType.equals': 'policy', 'reportDate.between': ['2026-10-01', '2026-10-31'] });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json<Envelope<Page>>().data.result.map((row) => row.title)).toEqual(['小麦最低收购价政策解读']);
    for (const url of ['/page?colour.equals=red', '/draft/page?ownerId.equals=1', '/template/page?status.equals=draft']) {
      const response = await get('admin', url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json<ErrorEnvelope>().message).toMatch(/^不支持的查询条件：/);
    }
    expect((await get('buyer', '/page')).statusCode).toBe(403);
    const templates = await page('lina', '/template/page');
    expect(templates.result.map((row) => row.title).sort()).toEqual([...SEEDED_REPORT_TITLES.templates].sort());
  });

  it('shows drafts to their owner only (list and detail), admins included for the detail', async () => {
    expect((await page('admin', '/draft/page')).result.map((row) => row.title).sort()).toEqual([...SEEDED_REPORT_TITLES.drafts].sort());
    expect((await page('lina', '/draft/page')).total).toBe(0);
    const draftId = (await page('admin', '/draft/page')).result[0]?.id as number;
    const hidden = await get('lina', `/getReportById?id=${draftId}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json<ErrorEnvelope>().message).toBe('报告不存在或无权查看');
    expect((await get('admin', `/getReportById?id=${draftId}`)).statusCode).toBe(200);
  });

  it('saves a draft with an image, commits it, refuses stale versions and saving a committed report', async () => {
    const image = await uploadImage('lina');
    const saved = await post('lina', '/createReport', body({ content: [{ type: 'paragraph', text: '正文' }, { type: 'image', fileKey: image, alt: '走势图' }] }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Envelope<ReportDetail>>().message).toBe('保存成功');
    const draft = saved.json<Envelope<ReportDetail>>().data;
    expect(draft).toMatchObject({ status: 'draft', version: 0, contentText: '正文', editable: true });
    expect(draft.content[1]).toMatchObject({ type: 'image', fileKey: image, alt: '走势图' });
    expect((draft.content[1] as { url: string }).url).toMatch(new RegExp(`^/gateway/system/file/preview/${image}\\?expires=\\d+&signature=`));
    expect((await page('lina', '/draft/page')).result.map((row) => row.id)).toContain(draft.id);
    expect((await page('wangjianhua', '/draft/page')).result.map((row) => row.id)).not.toContain(draft.id);

    // The image is bound to the draft: the owner reads it, another report user does not (404), admin does.
    const read = (user: User) => app.inject({ method: 'GET', url: `/gateway/system/file/${image}`, headers: bearer(user) });
    expect((await read('lina')).statusCode).toBe(200);
    expect((await read('wangjianhua')).statusCode).toBe(404);
    expect((await read('admin')).statusCode).toBe(200);
    const preview = await app.inject({ method: 'GET', url: (draft.content[1] as { url: string }).url });
    expect(preview.statusCode).toBe(200);

    // Another user's unbound upload cannot be named.
    const foreign = await uploadImage('wangjianhua');
    const refused = await post('lina', '/createReport', body({ id: draft.id, version: 0, content: [{ type: 'image', fileKey: foreign }] }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorEnvelope>().message).toBe('报告中的图片或附件不存在或不可用，请重新上传');
    // Someone else cannot save over the draft (they cannot see it).
    expect((await post('wangjianhua', '/createReport', body({ id: draft.id, version: 0 }))).statusCode).toBe(404);

    const updated = await post('lina', '/createReport', body({ id: draft.id, version: 0, title: '测试玉米周报（修订）', content: [{ type: 'image', fileKey: image }] }));
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<Envelope<ReportDetail>>().data.version).toBe(1);
    const stale = await post('lina', '/commitReport', body({ id: draft.id, version: 0 }));
    expect(stale.statusCode).toBe(409);

    const committed = await post('lina', '/commitReport', body({ id: draft.id, version: 1, references: [{ referenceType: 1, name: '引用', referenceReportId: (await page('lina', '/page?pageSize=1')).result[0]?.id as number }] }));
    expect(committed.statusCode, committed.body).toBe(200);
    expect(committed.json<Envelope<ReportDetail>>()).toMatchObject({ message: '提交成功', data: { status: 'committed', version: 2 } });
    expect(committed.json<Envelope<ReportDetail>>().data.committedTime).not.toBeNull();
    const again = await post('lina', '/createReport', body({ id: draft.id, version: 2 }));
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorEnvelope>().message).toBe('报告已提交，不能修改');
    // Committed: everyone on the menu reads the report and its image.
    expect((await read('wangjianhua')).statusCode).toBe(200);
    expect((await get('wangjianhua', `/getReportById?id=${draft.id}`)).statusCode).toBe(200);

    const badReference = await post('lina', '/commitReport', body({ references: [{ referenceType: 1, name: '引用', referenceReportId: 999999 }] }));
    expect(badReference.statusCode).toBe(400);
    expect(badReference.json<ErrorEnvelope>().message).toBe('第1条参考资料引用的报告不存在或未提交');
  });

  it('collects and cancels idempotently, committed reports only', async () => {
    const target = (await page('wangjianhua', `/page?title.contains=${encodeURIComponent('小麦现货日报')}`)).result[0] as ReportRow;
    expect(target.favourite).toBe(false);
    for (let i = 0; i < 2; i += 1) {
      const collected = await post('wangjianhua', '/collect', { id: target.id });
      expect(collected.json<Envelope<null>>().message).toBe('收藏成功');
    }
    const favourites = await page('wangjianhua', '/favourite/page');
    expect(favourites.result.map((row) => [row.id, row.favourite])).toEqual([[target.id, true]]);
    expect((await page('wangjianhua', '/page?pageSize=100')).result.find((row) => row.id === target.id)?.favourite).toBe(true);
    for (let i = 0; i < 2; i += 1) expect((await post('wangjianhua', '/cancelCollect', { id: target.id })).json<Envelope<null>>().message).toBe('已取消收藏');
    expect((await page('wangjianhua', '/favourite/page')).total).toBe(0);
    const template = (await page('lina', '/template/page')).result[0] as ReportRow;
    const refused = await post('lina', '/collect', { id: template.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorEnvelope>().message).toBe('只有已提交的报告才能收藏');
  });

  it('creates a template with an image, a draft from it (with its own copy of the image), and deletes both', async () => {
    const image = await uploadImage('lina');
    const created = await post('lina', '/createReport', body({ title: '小麦市场周报模板', isTemplate: true, analyses: [{ title: '价格', content: '均价', images: [{ fileKey: image, alt: '价格图' }] }] }));
    expect(created.statusCode, created.body).toBe(200);
    const template = created.json<Envelope<ReportDetail>>().data;
    expect(template.isTemplate).toBe(true);
    const commitTemplate = await post('lina', '/commitReport', body({ id: template.id, version: template.version }));
    expect(commitTemplate.statusCode).toBe(400);
    expect(commitTemplate.json<ErrorEnvelope>().message).toBe('报告模板不能提交');

    const fromTemplate = await post('wangjianhua', '/createFromTemplate', { templateId: template.id });
    expect(fromTemplate.statusCode, fromTemplate.body).toBe(200);
    const draft = fromTemplate.json<Envelope<ReportDetail>>();
    expect(draft.message).toBe('已根据模板创建草稿');
    expect(draft.data).toMatchObject({ status: 'draft', isTemplate: false, sourceTemplateId: template.id, title: '小麦市场周报模板', ownerId: expect.any(Number) });
    // The draft has its own copy of the template's image (same bytes, bound to the draft), and commits it.
    const copy = draft.data.analyses[0]?.images[0]?.fileKey as string;
    expect(copy).toMatch(/^[0-9a-f]{32}$/);
    expect(copy).not.toBe(image);
    const original = await app.inject({ method: 'GET', url: `/gateway/system/file/${image}`, headers: bearer('lina') });
    const copied = await app.inject({ method: 'GET', url: `/gateway/system/file/${copy}`, headers: bearer('wangjianhua') });
    expect(copied.statusCode).toBe(200);
    expect(copied.rawPayload.equals(original.rawPayload)).toBe(true);
    const resaved = await post('wangjianhua', '/commitReport', body({ id: draft.data.id, version: draft.data.version, analyses: [{ title: '价格', images: [{ fileKey: copy }] }] }));
    expect(resaved.statusCode, resaved.body).toBe(200);

    expect((await post('buyer', '/deleteTemplate', { id: template.id })).statusCode).toBe(403);
    expect((await post('lina', '/deleteTemplate', { id: template.id })).json<Envelope<null>>().message).toBe('删除成功');
    const gone = await post('lina', '/deleteTemplate', { id: template.id });
    expect(gone.statusCode).toBe(404);
    expect(gone.json<ErrorEnvelope>().message).toBe('报告模板不存在或无权查看');
    expect((await post('lina', '/createFromTemplate', { templateId: template.id })).statusCode).toBe(404);
    // The committed report keeps its image with the template gone; everyone on the menu reads it.
    expect((await app.inject({ method: 'GET', url: `/gateway/system/file/${copy}`, headers: bearer('lina') })).statusCode).toBe(200);
    expect((await get('lina', `/getReportById?id=${draft.data.id}`)).json<Envelope<ReportDetail>>().data.analyses[0]?.images[0]?.fileKey).toBe(copy);

    const own = (await post('wangjianhua', '/createReport', body({ title: '待删除草稿' }))).json<Envelope<ReportDetail>>().data;
    expect((await post('lina', '/deleteReport', { id: own.id })).statusCode).toBe(404);
    expect((await post('wangjianhua', '/deleteReport', { id: own.id })).json<Envelope<null>>().message).toBe('删除成功');
    expect((await get('wangjianhua', `/getReportById?id=${own.id}`)).statusCode).toBe(404);
  });
});
