/**
 * 报告中心 under /report/api/v1/report (issue 27, part R1; spec 02 §2 report lists, §3 "Report", §7
 * "Policy and reports"), on the menu report:list:
 * - the four lists (report-list.ts): page, favourite/page, draft/page, template/page (GET and POST);
 * - GET getReportById?id= (a draft: its owner or an admin only);
 * - POST createReport (a draft or, isTemplate, a template) and commitReport, with the same body;
 * - POST deleteReport, collect, cancelCollect ({id}), createFromTemplate ({templateId}), deleteTemplate ({id}).
 * Files of bizType `report` follow the report they are bound to: read when the caller may read the report,
 * write when they may edit it (unbound: the uploader only, as the core rules).
 */
import './report-message-texts.js';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { Type } from 'typebox';
import { ReportBodySchema, type ReportBody } from '../../api/report.js';
import { ApiError, ok, permissionDenied } from '../../core/envelope.js';
import { registerFileAccess } from '../../core/file-access.js';
import { accessOf } from '../../core/permissions.js';
import { Id, IdTextParams } from '../../core/schemas.js';
import { rptReport as report, rptReportAnalysis as analysis, rptReportFavourite as favourite, rptReportReference as reference } from '../../db/tables/report.js';
import type { AreaPlugin } from '../area.js';
import { REPORT_BASE, REPORT_MENUS, registerReportLists } from './report-list.js';
import { REPORT_MESSAGES as M } from './report-message-texts.js';
import { copyTemplateFiles } from './report-file-copy.js';
import { mayEdit, mayRead } from './report-rules.js';
import { accountOf, EDIT_CODES, readableReport, REPORT_FILE_BIZ_TYPE, reportDetail, saveReport, writeChildren } from './report-store.js';

const IdBody = Type.Object({ id: Id }, { additionalProperties: false });
const TemplateBody = Type.Object({ templateId: Id }, { additionalProperties: false });
const RECORD_ID = /^[1-9][0-9]{0,14}$/;

export const reportPart: AreaPlugin = async (app, { db, storage }) => {
  const prefix = app.prefix;
  const list = { permission: REPORT_MENUS.list };

  registerFileAccess(app, REPORT_FILE_BIZ_TYPE, {
    kind: 'records',
    async allowedKeys(access, mode, bizKeys) {
      if (!access.isAdmin && !access.codes.has(REPORT_MENUS.list)) return new Set();
      const ids = [...new Set(bizKeys.filter((key) => RECORD_ID.test(key)).map(Number))].filter(Number.isSafeInteger);
      if (ids.length === 0) return new Set();
      const rows = await db.select({ id: report.id, ownerId: report.ownerId, isTemplate: report.isTemplate, status: report.status }).from(report).where(inArray(report.id, ids));
      return new Set(rows.filter((row) => (mode === 'read' ? mayRead(row, access) : mayEdit(row, access, EDIT_CODES))).map((row) => String(row.id)));
    },
  });

  registerReportLists(app, db);

  app.get(`${REPORT_BASE}/getReportById`, { config: list, schema: { querystring: IdTextParams } }, async (request) =>
    ok(await reportDetail(db, accessOf(request), prefix, Number((request.query as { id: string }).id))),
  );

  const save = (commit: boolean) => async (request: { body: unknown; access: unknown }) => {
    const access = accessOf(request as never);
    const id = await saveReport(db, access, request.body as ReportBody, commit);
    return ok(await reportDetail(db, access, prefix, id), commit ? M.committed : M.saved);
  };
  app.post(`${REPORT_BASE}/createReport`, { config: list, schema: { body: ReportBodySchema } }, save(false));
  app.post(`${REPORT_BASE}/commitReport`, { config: list, schema: { body: ReportBodySchema } }, save(true));

  app.post(`${REPORT_BASE}/deleteReport`, { config: list, schema: { body: IdBody } }, async (request) => {
    const access = accessOf(request);
    const row = await readableReport(db, access, (request.body as { id: number }).id);
    if (row.isTemplate) throw new ApiError(404, M.notFound);
    const ownDraft = row.status === 'draft' && row.ownerId === access.userId;
    if (!ownDraft && !access.isAdmin && !access.codes.has(REPORT_MENUS.remove)) throw permissionDenied();
    await db.delete(report).where(eq(report.id, row.id));
    return ok(null, M.deleted);
  });

  app.post(`${REPORT_BASE}/collect`, { config: list, schema: { body: IdBody } }, async (request) => {
    const access = accessOf(request);
    const row = await readableReport(db, access, (request.body as { id: number }).id);
    if (row.isTemplate || row.status !== 'committed') throw new ApiError(400, M.onlyCommittedCollect);
    await db.insert(favourite).values({ reportId: row.id, userId: access.userId }).onConflictDoNothing();
    return ok(null, M.collected);
  });

  app.post(`${REPORT_BASE}/cancelCollect`, { config: list, schema: { body: IdBody } }, async (request) => {
    const access = accessOf(request);
    await db.delete(favourite).where(and(eq(favourite.reportId, (request.body as { id: number }).id), eq(favourite.userId, access.userId)));
    return ok(null, M.uncollected);
  });

  app.post(`${REPORT_BASE}/createFromTemplate`, { config: { permission: REPORT_MENUS.add }, schema: { body: TemplateBody } }, async (request) => {
    const access = accessOf(request);
    const templateId = (request.body as { templateId: number }).templateId;
    let actorName: string | null = null;
    const id = await db.transaction(async (tx) => {
      const [template] = await tx.select().from(report).where(and(eq(report.id, templateId), eq(report.isTemplate, true))).limit(1);
      if (!template) throw new ApiError(404, M.templateNotFound);
      const analyses = await tx.select().from(analysis).where(eq(analysis.reportId, template.id)).orderBy(asc(analysis.sortNumber), asc(analysis.id));
      const references = await tx.select().from(reference).where(eq(reference.reportId, template.id)).orderBy(asc(reference.sortNumber), asc(reference.id));
      const actor = await accountOf(tx, access.userId);
      actorName = actor;
      const [created] = await tx
        .insert(report)
        .values({
          title: template.title,
          content: template.content,
          contentText: template.contentText,
          subjectType: template.subjectType,
          researchType: template.researchType,
          reportType: template.reportType,
          author: template.author,
          reportDate: template.reportDate,
          status: 'draft',
          isTemplate: false,
          sourceTemplateId: template.id,
          ownerId: access.userId,
          createdBy: actor,
          updatedBy: actor,
        })
        .returning({ id: report.id });
      const newId = (created as { id: number }).id;
      // Written with the template's file keys; the draft's own copies replace them below.
      await writeChildren(
        tx,
        newId,
        {
          content: [],
          analyses: analyses.map((item) => ({ title: item.title, content: item.content, images: item.images })),
          references: references.map((item) => ({ referenceType: item.referenceType, name: item.name, referenceReportId: item.referenceReportId, fileKey: item.fileKey })),
        },
        actor,
      );
      return newId;
    });
    await copyTemplateFiles(db, storage, templateId, id, access.userId, actorName);
    return ok(await reportDetail(db, access, prefix, id), M.createdFromTemplate);
  });

  app.post(`${REPORT_BASE}/deleteTemplate`, { config: { permission: REPORT_MENUS.template }, schema: { body: IdBody } }, async (request) => {
    const id = (request.body as { id: number }).id;
    const deleted = await db.delete(report).where(and(eq(report.id, id), eq(report.isTemplate, true))).returning({ id: report.id });
    if (deleted.length === 0) throw new ApiError(404, M.templateNotFound);
    return ok(null, M.deleted);
  });
};
