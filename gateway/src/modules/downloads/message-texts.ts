/**
 * The download centre's messages in the catalogue (core/message-catalogue.ts): the key and English twin of
 * every Chinese text its routes throw or answer (DOWNLOAD_MESSAGES).
 * test/message-catalogue-areas.test.ts checks that every message of the area is catalogued.
 */
import { registerMessages, type MessageEntry } from '../../core/message-catalogue.js';

export const DOWNLOAD_MESSAGE_TEXTS: readonly MessageEntry[] = [
  { key: 'downloads.queued', zh: '已加入下载任务，请在下载中心查看', en: 'Added to your downloads; see the download centre' },
  { key: 'downloads.notExportable', zh: '该列表不支持导出', en: 'This list cannot be exported' },
  { key: 'downloads.badParams', zh: '导出参数格式不正确', en: 'The export parameters are not in the right format' },
  { key: 'downloads.badColumn', zh: /^不支持导出的列：(.*)$/s, en: 'This column cannot be exported: {1}' },
  { key: 'downloads.unavailable', zh: '导出服务暂不可用，请稍后重试', en: 'The export service is unavailable right now; please try again later' },
  { key: 'downloads.tooManyRows', zh: /^导出数据超过 (\d+) 条，请缩小查询范围后重试$/, en: 'The export has more than {1} rows; please narrow the search and try again' },
  { key: 'downloads.interrupted', zh: '下载任务中断，请重新导出', en: 'The download task was interrupted; please export again' },
  { key: 'downloads.notFound', zh: '下载文件不存在或已过期', en: 'The download file does not exist or has expired' },
  { key: 'downloads.recorded', zh: '已记录下载', en: 'Download recorded' },
];

registerMessages(DOWNLOAD_MESSAGE_TEXTS);
