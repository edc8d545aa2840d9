/**
 * The pick apply's vehicle upload (issue 26, part G3) on the shared import pipeline (core/import), under
 * /material/api/v1/pick-apply/vehicle/import (template, check, runs/:checkId, its errors and commit),
 * behind the button pick:apply:allocate.
 *
 * A row is one vehicle: 申请单号 and 行号 name a committed apply's open line in the importer's scope, then
 * 车牌号, 司机, 手机号, 身份证号 (optional) and 数量. The rows are saved as POST allocation does
 * (allocateVehicles: the line's quantity is checked again under its lock in the commit's transaction).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { dataScopeFor, loadAccess, type DataScopeFilter } from '../../core/access.js';
import { ApiError } from '../../core/envelope.js';
import type { ImportColumn, ImportDeclaration, ImportValues } from '../../core/import/declaration.js';
import { importRoutes } from '../../core/import/routes.js';
import { whereOf } from '../../core/list/query.js';
import type { AppDatabase } from '../../db/connection.js';
import { matPickApply, matPickApplyLine } from '../../db/tables/order.js';
import { vehicleProblems } from './apply-rules.js';
import { allocateVehicles } from './apply-routes.js';
import { takesVehicles } from './apply-status-machine.js';
import { ORDER_MENUS, PICK_APPLY_BASE } from './order-paths.js';
import { accountOf, type Reader } from './trade-common.js';
import { pickApplyResource } from './trade-list.js';
import { APPLY_MESSAGES } from './trade-message-texts.js';

export const APPLY_VEHICLE_IMPORT_BASE = `${PICK_APPLY_BASE}/vehicle/import`;

type ImportKey = 'applyNo' | 'lineNo' | 'plateNo' | 'driverName' | 'driverPhone' | 'idCard' | 'quantity';

const COLUMNS: readonly ImportColumn<ImportKey>[] = [
  { key: 'applyNo', header: '申请单号', type: 'text', required: true, maxLength: 40, sample: 'TS20261100001' },
  { key: 'lineNo', header: '行号', type: 'integer', required: true, min: '1', max: '9999', sample: '1' },
  { key: 'plateNo', header: '车牌号', type: 'text', required: true, maxLength: 20, sample: '辽B62731' },
  { key: 'driverName', header: '司机', type: 'text', required: true, maxLength: 50, sample: '李志强' },
  { key: 'driverPhone', header: '手机号', type: 'text', required: true, maxLength: 20, sample: '13812345678' },
  { key: 'idCard', header: '身份证号', type: 'text', maxLength: 18, sample: '' },
  { key: 'quantity', header: '数量', type: 'decimal', required: true, scale: 3, min: '0.001', max: '999999999999', sample: '32.5' },
];

interface ApplyOfRow {
  status: string;
  lines: Map<number, { id: number; lineStatus: string }>;
}

const text = (values: ImportValues<ImportKey>, key: ImportKey): string => (values[key] ?? '').trim();

async function loadApplies(db: Reader, applyNos: readonly string[], scope: DataScopeFilter): Promise<Map<string, ApplyOfRow>> {
  const numbers = [...new Set(applyNos.filter((applyNo) => applyNo !== ''))];
  if (numbers.length === 0) return new Map();
  const rows = await db
    .select({ applyNo: matPickApply.applyNo, status: matPickApply.status, lineNo: matPickApplyLine.lineNo, id: matPickApplyLine.id, lineStatus: matPickApplyLine.lineStatus })
    .from(matPickApply)
    .innerJoin(matPickApplyLine, eq(matPickApplyLine.applyId, matPickApply.id))
    .where(and(inArray(matPickApply.applyNo, numbers), whereOf(pickApplyResource, [], scope)));
  const applies = new Map<string, ApplyOfRow>();
  for (const row of rows) {
    const apply = applies.get(row.applyNo) ?? { status: row.status, lines: new Map() };
    apply.lines.set(row.lineNo, { id: row.id, lineStatus: row.lineStatus });
    applies.set(row.applyNo, apply);
  }
  return applies;
}

function rowProblems(values: ImportValues<ImportKey>, applies: ReadonlyMap<string, ApplyOfRow>): string[] {
  const applyNo = text(values, 'applyNo');
  const apply = applies.get(applyNo);
  const problems: string[] = [];
  if (!apply) problems.push(APPLY_MESSAGES.importApplyUnknown(applyNo));
  else if (!takesVehicles(apply.status as never)) problems.push(APPLY_MESSAGES.notAllocatable(applyNo));
  else {
    const lineNo = text(values, 'lineNo');
    const line = apply.lines.get(Number(lineNo));
    if (!line) problems.push(APPLY_MESSAGES.importLineUnknown(applyNo, lineNo));
    else if (line.lineStatus !== 'open') problems.push(APPLY_MESSAGES.lineNotOpen(Number(lineNo)));
  }
  problems.push(...vehicleProblems({ plateNo: text(values, 'plateNo'), driverPhone: text(values, 'driverPhone'), idCard: values.idCard }));
  return problems;
}

export function applyVehicleImport(db: AppDatabase): ImportDeclaration<ImportKey, Map<string, ApplyOfRow>> {
  return {
    name: 'pick-apply-vehicle',
    label: '提货申请车辆',
    permission: ORDER_MENUS.applyAllocate,
    columns: COLUMNS,
    instructions: [
      '每行填写一辆车：申请单号和行号须为已提交、未关闭的提货申请行。',
      '车牌号、手机号须有效，身份证号可不填；同一申请行的车辆数量合计不能超过申请数量。',
    ],
    committedMessage: (imported) => APPLY_MESSAGES.importCommitted(imported),
    rowKey: (values) => `${text(values, 'applyNo')}|${text(values, 'lineNo')}|${text(values, 'plateNo')}`,
    async loadContext(source, rows, caller) {
      const scope = dataScopeFor(await loadAccess(db, caller.userId), ORDER_MENUS.apply);
      return loadApplies(source, rows.map((row) => text(row, 'applyNo')), scope);
    },
    checkRow: rowProblems,
    async saveRows(tx, rows, { userName }) {
      const userId = Number(userName);
      const scope = dataScopeFor(await loadAccess(db, userId), ORDER_MENUS.apply);
      const actor = Number.isInteger(userId) ? await accountOf(tx, userId) : userName;
      const applies = await loadApplies(tx, rows.map(({ values }) => text(values, 'applyNo')), scope);
      for (const { rowNumber, values } of rows) {
        const line = applies.get(text(values, 'applyNo'))?.lines.get(Number(text(values, 'lineNo')));
        if (!line) throw new ApiError(404, `第${rowNumber}行：${APPLY_MESSAGES.importApplyUnknown(text(values, 'applyNo'))}`);
        try {
          await allocateVehicles(
            tx,
            { lineId: line.id, vehicles: [{ plateNo: text(values, 'plateNo'), driverName: text(values, 'driverName'), driverPhone: text(values, 'driverPhone'), idCard: values.idCard, quantity: text(values, 'quantity') }] },
            scope,
            actor,
          );
        } catch (error) {
          if (error instanceof ApiError) throw new ApiError(error.httpStatus, `第${rowNumber}行：${error.message}`);
          throw error;
        }
      }
      return rows.length;
    },
  };
}

/** The import's routes (a plugin for trade-part.ts). */
export const applyImportRoutes = (db: AppDatabase) =>
  importRoutes(APPLY_VEHICLE_IMPORT_BASE, { declaration: applyVehicleImport(db), asciiName: 'pick-apply-vehicle-import-template.xlsx', aliases: { check: APPLY_VEHICLE_IMPORT_BASE } });
