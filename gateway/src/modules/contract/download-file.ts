/**
 * doDownLoadFile (spec 02 §7): the file of a contract, GET /purchase/api/v1/contract/head/doDownLoadFile?id=
 * (contract:list), or of a change request, GET /purchase/api/v1/contract/change-head/doDownLoadFile?id=
 * (contract:change): the newest file bound to the document (sys_file bizType `contract` or `contractChange`,
 * bizKey the document's id, as uploads and printed copies bind them), streamed as an attachment with its
 * UTF-8 name. A document outside the caller's scope is 404 as a missing one; 404 附件不存在 without a file.
 *
 * The contract area's file access rules (core/file-access.ts) are registered here: files bound to a
 * contract head (`contract`), a change request (`contractChange`) or a company rebate agreement
 * (`contractRebate`) follow that record's data scope on the contract list menu; reading needs the area's
 * list code, writing (upload, bind, change, delete) its add or edit code.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { ContractFileBizType } from '../../api/index.js';
import { ApiError } from '../../core/envelope.js';
import { fileAccessOf, registerFileAccess, scopedRecordFileAccess } from '../../core/file-access.js';
import { accessOf } from '../../core/permissions.js';
import type { FileStorage } from '../../core/storage.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysFile } from '../../db/tables/files.js';
import { contentDisposition } from '../files/names.js';
import { CHANGE_BASE, CHANGE_MENUS, CHANGE_MESSAGES, changeResource } from './change.js';
import { CONTRACT_HEAD_BASE, CONTRACT_MENUS, contractHeadResource } from './head.js';
import { rebateCompanyResource, REBATE_MENUS } from './rebate-company.js';
import { IdTextParams } from '../../core/schemas.js';

export const CONTRACT_FILE_BIZ_TYPES = { contract: 'contract', change: 'contractChange' } as const satisfies Record<string, ContractFileBizType>;
/** The sys_file bizType of a company rebate agreement's files (bizKey: the agreement's id). */
export const REBATE_FILE_BIZ_TYPE = 'contractRebate';

export const DOWNLOAD_MESSAGES = {
  noFile: '附件不存在',
  contractNotFound: '合同不存在',
} as const;

const IdQuery = IdTextParams;

export interface ContractFileOptions {
  db: AppDatabase;
  /** The server's one file storage (AreaOptions.storage). */
  storage: FileStorage;
}

export const contractFileRoutes: FastifyPluginAsyncTypebox<ContractFileOptions> = async (app, { db, storage }) => {
  registerFileAccess(
    app,
    CONTRACT_FILE_BIZ_TYPES.contract,
    scopedRecordFileAccess(db, contractHeadResource, { read: [CONTRACT_MENUS.list], write: [CONTRACT_MENUS.add, CONTRACT_MENUS.edit] }),
  );
  registerFileAccess(
    app,
    CONTRACT_FILE_BIZ_TYPES.change,
    scopedRecordFileAccess(db, changeResource, { read: [CHANGE_MENUS.list], write: [CHANGE_MENUS.add, CHANGE_MENUS.edit] }),
  );
  registerFileAccess(app, REBATE_FILE_BIZ_TYPE, scopedRecordFileAccess(db, rebateCompanyResource, { read: [REBATE_MENUS.read], write: [REBATE_MENUS.edit] }));
  const fileAccess = fileAccessOf(app);

  async function sendNewest(reply: FastifyReply, bizType: ContractFileBizType, id: number): Promise<FastifyReply> {
    const [file] = await db
      .select({ name: sysFile.name, originalName: sysFile.originalName, mimeType: sysFile.mimeType, fileSize: sysFile.fileSize })
      .from(sysFile)
      .where(and(eq(sysFile.bizType, bizType), eq(sysFile.bizKey, String(id))))
      .orderBy(desc(sysFile.createdTime), desc(sysFile.id))
      .limit(1);
    if (!file) throw new ApiError(404, DOWNLOAD_MESSAGES.noFile);
    const stream = await storage.open(file.name);
    if (!stream) throw new ApiError(404, DOWNLOAD_MESSAGES.noFile);
    const type = file.mimeType.startsWith('text/') ? `${file.mimeType}; charset=utf-8` : file.mimeType;
    return reply
      .header('content-type', type)
      .header('content-length', file.fileSize)
      .header('content-disposition', contentDisposition('attachment', file.originalName))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(stream);
  }

  app.get(
    `${CONTRACT_HEAD_BASE}/doDownLoadFile`,
    { schema: { querystring: IdQuery }, config: { permission: CONTRACT_MENUS.list }, compress: false },
    async (request, reply) => {
      const id = Number(request.query.id);
      // The file access rule of contract files: the contract's scope on contract:list.
      const readable = await fileAccess.may(accessOf(request), 'read', { bizType: CONTRACT_FILE_BIZ_TYPES.contract, bizKey: String(id) });
      if (!readable) throw new ApiError(404, DOWNLOAD_MESSAGES.contractNotFound);
      return sendNewest(reply, CONTRACT_FILE_BIZ_TYPES.contract, id);
    },
  );

  app.get(
    `${CHANGE_BASE}/doDownLoadFile`,
    { schema: { querystring: IdQuery }, config: { permission: CHANGE_MENUS.list }, compress: false },
    async (request, reply) => {
      const id = Number(request.query.id);
      const readable = await fileAccess.may(accessOf(request), 'read', { bizType: CONTRACT_FILE_BIZ_TYPES.change, bizKey: String(id) });
      if (!readable) throw new ApiError(404, CHANGE_MESSAGES.notFound);
      return sendNewest(reply, CONTRACT_FILE_BIZ_TYPES.change, id);
    },
  );
};
