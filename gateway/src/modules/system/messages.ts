/**
 * Messages: notices and to-dos (spec 01 §2.5, §3, §4 "Notices", §7.6). A user pages their own messages
 * (an admin may page anyone's), marks one of their own read, or marks all of theirs read.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Envelope, PageData, SysMessage } from '../../api/index.js';
import { DEFAULT_MESSAGE_PAGE_SIZE, MessagePageBodySchema, ReadAllMessagesBodySchema } from '../../api/system.js';
import { ApiError, ok, permissionDenied } from '../../core/envelope.js';
import { accessOf, SIGNED_IN } from '../../core/permissions.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysMessage } from '../../db/tables/system-data.js';
import { auditName, ensureSelfOrAdmin } from './ownership.js';
import { pageOffset } from '../../core/tree.js';
import { Id } from '../../core/schemas.js';

export const MESSAGE_MESSAGES = {
  notFound: '消息不存在',
  read: '操作成功',
} as const;

const IdParams = Type.Object({ id: Id });

const messageColumns = {
  id: sysMessage.id,
  userId: sysMessage.userId,
  content: sysMessage.content,
  link: sysMessage.link,
  busType: sysMessage.busType,
  msgType: sysMessage.msgType,
  handleStatus: sysMessage.handleStatus,
  readStatus: sysMessage.readStatus,
  createdTime: sysMessage.createdTime,
};

export const messageRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  app.post(
    '/system/message/page',
    { schema: { body: MessagePageBodySchema }, config: { permission: SIGNED_IN } },
    async (request): Promise<Envelope<PageData<SysMessage>>> => {
      const { page = 1, size = DEFAULT_MESSAGE_PAGE_SIZE, userId, msgType, handleStatus, readStatus } = request.body;
      ensureSelfOrAdmin(accessOf(request), userId);
      const conditions: SQL[] = [eq(sysMessage.userId, userId)];
      if (msgType !== undefined) conditions.push(eq(sysMessage.msgType, msgType));
      if (handleStatus !== undefined) conditions.push(eq(sysMessage.handleStatus, handleStatus));
      if (readStatus !== undefined) conditions.push(eq(sysMessage.readStatus, readStatus));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select(messageColumns)
          .from(sysMessage)
          .where(where)
          .orderBy(desc(sysMessage.createdTime), desc(sysMessage.id))
          .limit(size)
          .offset(pageOffset(page, size)),
        db.select({ total: count() }).from(sysMessage).where(where),
      ]);
      const result = rows.map((row) => ({ ...row, createdTime: row.createdTime.toISOString() }));
      return ok({ result, total: total?.total ?? 0, page, pageSize: size });
    },
  );

  app.put(
    '/system/message/read/:id',
    { schema: { params: IdParams }, config: { permission: SIGNED_IN } },
    async (request): Promise<Envelope<null>> => {
      const access = accessOf(request);
      const { id } = request.params;
      const [message] = await db.select({ userId: sysMessage.userId }).from(sysMessage).where(eq(sysMessage.id, id)).limit(1);
      if (!message) throw new ApiError(404, MESSAGE_MESSAGES.notFound);
      // Marking read is the owner's act only: an admin may look, but not read for someone else.
      if (message.userId !== access.userId) throw permissionDenied();
      await db
        .update(sysMessage)
        .set({ readStatus: 1, updatedTime: sql`now()`, updatedBy: auditName(access), version: sql`${sysMessage.version} + 1` })
        .where(and(eq(sysMessage.id, id), eq(sysMessage.readStatus, 0)));
      return ok(null, MESSAGE_MESSAGES.read);
    },
  );

  app.put(
    '/system/message/readAll',
    { schema: { body: ReadAllMessagesBodySchema }, config: { permission: SIGNED_IN } },
    async (request): Promise<Envelope<number>> => {
      const access = accessOf(request);
      const { userId, msgType } = request.body;
      ensureSelfOrAdmin(access, userId);
      const updated = await db
        .update(sysMessage)
        .set({ readStatus: 1, updatedTime: sql`now()`, updatedBy: auditName(access), version: sql`${sysMessage.version} + 1` })
        .where(
          and(
            eq(sysMessage.userId, userId),
            eq(sysMessage.readStatus, 0),
            msgType === undefined ? undefined : eq(sysMessage.msgType, msgType),
          ),
        )
        .returning({ id: sysMessage.id });
      return ok(updated.length, MESSAGE_MESSAGES.read);
    },
  );
};
