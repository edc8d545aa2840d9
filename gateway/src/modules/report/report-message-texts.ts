/**
 * The messages of the 报告中心 (issue 27) and their place in the catalogue (core/message-catalogue.ts).
 * 报告不存在或无权查看 and 报告模板不存在或无权查看 are read by the list engine's pattern (list.notFound);
 * 保存成功, 提交成功 and 删除成功 are catalogued by their first users; only the area's own texts are registered here.
 */
import { registerMessages, type MessageEntry } from '../../core/message-catalogue.js';

export const REPORT_MESSAGES = {
  notFound: '报告不存在或无权查看',
  templateNotFound: '报告模板不存在或无权查看',
  saved: '保存成功',
  committed: '提交成功',
  deleted: '删除成功',
  committedReadOnly: '报告已提交，不能修改',
  templateCannotCommit: '报告模板不能提交',
  onlyCommittedCollect: '只有已提交的报告才能收藏',
  collected: '收藏成功',
  uncollected: '已取消收藏',
  createdFromTemplate: '已根据模板创建草稿',
  fileUnusable: '报告中的图片或附件不存在或不可用，请重新上传',
  referenceIncomplete: (n: number) => `第${n}条参考资料填写不完整`,
  referenceMissing: (n: number) => `第${n}条参考资料引用的报告不存在或未提交`,
} as const;

export const REPORT_MESSAGE_TEXTS: readonly MessageEntry[] = [
  { key: 'report.committedReadOnly', zh: REPORT_MESSAGES.committedReadOnly, en: 'The report is committed and can no longer be changed' },
  { key: 'report.templateCannotCommit', zh: REPORT_MESSAGES.templateCannotCommit, en: 'A report template cannot be committed' },
  { key: 'report.onlyCommittedCollect', zh: REPORT_MESSAGES.onlyCommittedCollect, en: 'Only committed reports can be added to favourites' },
  { key: 'report.collected', zh: REPORT_MESSAGES.collected, en: 'Added to favourites' },
  { key: 'report.uncollected', zh: REPORT_MESSAGES.uncollected, en: 'Removed from favourites' },
  { key: 'report.createdFromTemplate', zh: REPORT_MESSAGES.createdFromTemplate, en: 'A draft was created from the template' },
  { key: 'report.fileUnusable', zh: REPORT_MESSAGES.fileUnusable, en: 'An image or attachment of the report does not exist or cannot be used; upload it again' },
  { key: 'report.referenceIncomplete', zh: /^第(\d+)条参考资料填写不完整$/, en: 'Reference {1} is incomplete' },
  { key: 'report.referenceMissing', zh: /^第(\d+)条参考资料引用的报告不存在或未提交$/, en: 'The report referenced by reference {1} does not exist or is not committed' },
];

registerMessages(REPORT_MESSAGE_TEXTS);
