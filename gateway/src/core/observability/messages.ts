/** The Chinese messages of /gateway/ready and /gateway/metrics, with their English twins. */
import { registerMessages } from '../message-catalogue.js';

export const OBSERVABILITY_MESSAGES = {
  databaseDown: '服务未就绪：数据库没有响应',
  migrationsPending: '服务未就绪：数据库迁移尚未全部完成',
  jobsStopped: '服务未就绪：任务队列尚未启动',
  metricsUnauthorized: '无权读取监控指标',
} as const;

registerMessages([
  { key: 'observability.databaseDown', zh: OBSERVABILITY_MESSAGES.databaseDown, en: 'Not ready: the database does not answer' },
  { key: 'observability.migrationsPending', zh: OBSERVABILITY_MESSAGES.migrationsPending, en: 'Not ready: some database migrations are not applied yet' },
  { key: 'observability.jobsStopped', zh: OBSERVABILITY_MESSAGES.jobsStopped, en: 'Not ready: the job queue has not started' },
  { key: 'observability.metricsUnauthorized', zh: OBSERVABILITY_MESSAGES.metricsUnauthorized, en: 'Not allowed to read the metrics' },
]);
