/**
 * The contract area's messages in the catalogue (core/message-catalogue.ts): the key and English twin of
 * every Chinese text its routes throw or answer (the *_MESSAGES of this folder). A text with values is a
 * pattern whose English names them `{1}`, `{2}` …; a captured status (“草稿”) or field (供应商) is
 * translated on its own, as one of the terms below.
 *
 * Shared texts live in the platform modules: 保存成功, the row prefix 第N行：… and the terms 组织 and
 * 品类 in system/message-texts.ts, 业务主键不能为空 (print data) in print/message-texts.ts.
 * test/message-catalogue-areas.test.ts checks that every message of the area is catalogued.
 */
import { SAVE_MESSAGES } from '../../core/list/routes.js';
import { registerMessages, type MessageEntry } from '../../core/message-catalogue.js';

/** The contract status checks `合同X当前状态为“…”，不能<action>`: the action, its key and its English. */
const STATUS_REFUSALS: readonly (readonly [action: string, key: string, en: string])[] = [
  ['修改', 'contract.notEditable', 'Contract {1} is “{2}” and cannot be edited'],
  ['删除', 'contract.notDeletable', 'Contract {1} is “{2}” and cannot be deleted'],
  ['变更', 'contract.notChangeable', 'Contract {1} is “{2}” and cannot be changed'],
  ['提交签章', 'contract.sealNotAllowed', 'Contract {1} is “{2}” and cannot be submitted for sealing'],
  ['盖章', 'contract.supplierSealNotAllowed', 'Contract {1} is “{2}” and cannot be sealed'],
  ['修改执行状态', 'contract.exeStatusNotAllowed', 'Contract {1} is “{2}”; its execution status cannot be changed'],
  ['同步', 'contract.notSyncable', 'Contract {1} is “{2}” and cannot be synced to ERP'],
  ['关联战略合同', 'contract.linkNotAllowed', 'Contract {1} is “{2}” and cannot be linked to a strategic contract'],
  // The status moves (CONTRACT_EVENT_LABELS).
  ['提交审批', 'contract.moveNotAllowed', 'Contract {1} is “{2}” and cannot be submitted for approval'],
  ['审批通过', 'contract.moveNotAllowed', 'Contract {1} is “{2}” and cannot be approved'],
  ['审批驳回', 'contract.moveNotAllowed', 'Contract {1} is “{2}” and cannot be rejected'],
  ['发送供应商', 'contract.moveNotAllowed', 'Contract {1} is “{2}” and cannot be sent to the supplier'],
  ['供应商盖章', 'contract.moveNotAllowed', 'Contract {1} is “{2}” and cannot be sealed by the supplier'],
  ['采购方盖章', 'contract.moveNotAllowed', 'Contract {1} is “{2}” and cannot be sealed by the buyer'],
  ['电子归档', 'contract.moveNotAllowed', 'Contract {1} is “{2}” and cannot be archived electronically'],
  ['纸质归档', 'contract.moveNotAllowed', 'Contract {1} is “{2}” and cannot be archived on paper'],
  ['作废', 'contract.moveNotAllowed', 'Contract {1} is “{2}” and cannot be voided'],
  ['关闭', 'contract.moveNotAllowed', 'Contract {1} is “{2}” and cannot be closed'],
];

/** A change order's (CHANGE_MESSAGES.notEditable) and a rebate agreement's (REBATE_MESSAGES.forbidden) actions. */
const CHANGE_ACTIONS: readonly (readonly [action: string, en: string])[] = [
  ['修改', 'edited'],
  ['提交', 'submitted'],
  ['删除', 'deleted'],
];
const REBATE_ACTIONS: readonly (readonly [action: string, en: string])[] = [...CHANGE_ACTIONS, ['撤回', 'withdrawn'], ['作废', 'voided']];

/** The documents whose batch delete answers list.someMissing (document.ts, change.ts, rebate-company.ts), in English. */
const DELETED_DOCUMENTS: readonly (readonly [label: string, en: string])[] = [
  ['合同', 'contracts'],
  ['变更单', 'change orders'],
  ['返利协议', 'rebate agreements'],
];

export const CONTRACT_MESSAGE_TEXTS: readonly MessageEntry[] = [
  // Not found, and the generic list texts with the area's labels.
  { key: 'contract.notFound', zh: '合同不存在', en: 'The contract does not exist' },
  { key: 'contract.strategicNotFound', zh: '战略合同不存在', en: 'The strategic contract does not exist' },
  { key: 'contract.changeNotFound', zh: '变更单不存在', en: 'The change order does not exist' },
  { key: 'contract.rebateNotFound', zh: '返利协议不存在', en: 'The rebate agreement does not exist' },
  { key: 'contract.attachmentNotFound', zh: '附件不存在', en: 'The attachment does not exist' },
  { key: 'contract.syncLogNotFound', zh: '同步记录不存在', en: 'The sync record does not exist' },
  { key: 'contract.rebateContractsMissing', zh: '关联的合同不存在或无权查看', en: 'A linked contract does not exist or you may not see it' },
  { key: 'list.notFound', zh: SAVE_MESSAGES.notFound('合同'), en: 'The contract does not exist or you may not see it' },
  ...DELETED_DOCUMENTS.map(([label, en]): MessageEntry => ({
    key: 'list.someMissing',
    zh: SAVE_MESSAGES.someMissing(label),
    en: `Some ${en} do not exist or you may not delete them; nothing was deleted`,
  })),
  { key: 'contract.someMissingCopy', zh: '部分合同不存在或无权复制，未复制任何数据', en: 'Some contracts do not exist or you may not copy them; nothing was copied' },
  { key: 'contract.tooManySelected', zh: /^选中的合同超过(\d+)个，请缩小查询范围$/, en: 'More than {1} contracts are selected; please narrow the search' },

  // Successes.
  { key: 'contract.submitted', zh: '提交成功', en: 'Submitted' },
  { key: 'contract.withdrawn', zh: '撤回成功', en: 'Withdrawn' },
  { key: 'contract.voided', zh: '作废成功', en: 'Voided' },
  { key: 'contract.copied', zh: '复制成功', en: 'Copied' },
  { key: 'contract.closed', zh: /^已关闭(\d+)个合同$/, en: 'Closed {1} contracts' },
  { key: 'contract.merged', zh: /^已将(\d+)个合同合并为合同(.+)$/, en: 'Merged {1} contracts into contract {2}' },
  { key: 'contract.sealSubmitted', zh: /^合同(.+?)已提交签章$/, en: 'Contract {1} was submitted for sealing' },
  { key: 'contract.supplierSealed', zh: /^合同(.+?)已盖章$/, en: 'Contract {1} was sealed' },
  { key: 'contract.supplierOnly', zh: '仅供应商账号可以盖章', en: 'Only a supplier’s account can seal' },
  { key: 'contract.exeStatusChanged', zh: /^已将(\d+)个合同的执行状态改为“(.+)”$/, en: 'The execution status of {1} contracts was set to “{2}”' },
  { key: 'contract.linked', zh: /^合同(.+?)已关联战略合同(.+)$/, en: 'Contract {1} is now linked to strategic contract {2}' },
  { key: 'contract.unlinked', zh: /^合同(.+?)已取消关联战略合同$/, en: 'Contract {1} is no longer linked to a strategic contract' },
  { key: 'contract.syncSubmitted', zh: '同步任务已提交', en: 'The sync was submitted' },
  { key: 'contract.syncResent', zh: '已重新提交同步', en: 'The sync was submitted again' },
  { key: 'contract.poStatusUpdated', zh: '已更新EBS订单状态', en: 'The EBS order status was updated' },
  { key: 'contract.poStatusBatchUpdated', zh: /^已更新(\d+)个合同的EBS订单状态$/, en: 'The EBS order status of {1} contracts was updated' },

  // What the status allows: contracts, change orders, rebate agreements, seals, execution, merge, ERP sync.
  ...STATUS_REFUSALS.map(([action, key, en]): MessageEntry => ({ key, zh: new RegExp(`^合同(.+?)当前状态为“(.+?)”，不能${action}$`), en })),
  { key: 'contract.moveNotAllowed', zh: /^合同(.+?)当前状态为“(.+?)”，不能(.+)$/, en: 'Contract {1} is “{2}”: “{3}” is not allowed' },
  ...CHANGE_ACTIONS.map(([action, en]): MessageEntry => ({
    key: 'contract.changeNotEditable',
    zh: new RegExp(`^变更单(.+?)当前状态为“(.+?)”，不能${action}$`),
    en: `Change order {1} is “{2}” and cannot be ${en}`,
  })),
  { key: 'contract.changeNotEditable', zh: /^变更单(.+?)当前状态为“(.+?)”，不能(.+)$/, en: 'Change order {1} is “{2}”: “{3}” is not allowed' },
  ...REBATE_ACTIONS.map(([action, en]): MessageEntry => ({
    key: 'contract.rebateForbidden',
    zh: new RegExp(`^返利协议当前状态为“(.+?)”，不能${action}$`),
    en: `The rebate agreement is “{1}” and cannot be ${en}`,
  })),
  { key: 'contract.rebateForbidden', zh: /^返利协议当前状态为“(.+?)”，不能(.+)$/, en: 'The rebate agreement is “{1}”: “{2}” is not allowed' },
  { key: 'contract.sealResubmit', zh: /^合同(.+?)盖章状态为“(.+?)”，不能重复提交签章$/, en: 'Contract {1} has seal status “{2}” and cannot be submitted for sealing again' },
  { key: 'contract.exeMove', zh: /^合同(.+?)执行状态为“(.+?)”，不能改为“(.+?)”$/, en: 'The execution status of contract {1} is “{2}” and cannot be changed to “{3}”' },
  { key: 'contract.syncing', zh: /^合同(.+?)正在同步，请稍后$/, en: 'Contract {1} is being synced; please wait' },
  { key: 'contract.syncAlreadySucceeded', zh: '该同步记录已成功，无需重发', en: 'This sync already succeeded; there is no need to resend it' },
  { key: 'contract.selectContracts', zh: '请选择合同', en: 'Select the contracts' },
  { key: 'contract.selectToClose', zh: '请选择要关闭的合同', en: 'Select the contracts to close' },
  { key: 'contract.selectToUpdate', zh: '请选择要更新的合同', en: 'Select the contracts to update' },

  // Merge.
  { key: 'contract.mergeTooFew', zh: '请选择至少两个合同进行合并', en: 'Select at least two contracts to merge' },
  { key: 'contract.mergeNotDraft', zh: /^合同(.+?)当前状态为“(.+?)”，只有草稿合同可以合并$/, en: 'Contract {1} is “{2}”; only draft contracts can be merged' },
  { key: 'contract.mergeDiffers', zh: /^合同(.+?)与合同(.+?)的(.+?)不一致（(.*) \/ (.*)），不能合并$/, en: 'Contracts {1} and {2} have a different {3} ({4} / {5}) and cannot be merged' },

  // Strategic contracts.
  { key: 'contract.callOffIsFrame', zh: /^合同(.+?)是战略合同，不能关联到其他战略合同$/, en: 'Contract {1} is a strategic contract and cannot be linked to another strategic contract' },
  { key: 'contract.notFrame', zh: /^合同(.+?)不是战略合同$/, en: 'Contract {1} is not a strategic contract' },
  { key: 'contract.frameNotInForce', zh: /^战略合同(.+?)当前状态为“(.+?)”，未生效，不能关联$/, en: 'Strategic contract {1} is “{2}” and not in force; it cannot be linked' },
  { key: 'contract.frameComplete', zh: /^战略合同(.+?)已执行完毕，不能关联$/, en: 'Strategic contract {1} is fully executed; it cannot be linked' },
  {
    key: 'contract.frameDiffers',
    zh: /^合同(.+?)的(.+?)（(.*)）与战略合同(.+?)的(.+?)（(.*)）不一致，不能关联$/,
    en: 'The {2} of contract {1} ({3}) does not match that of strategic contract {4} ({6}); they cannot be linked',
  },
  {
    key: 'contract.frameExceeded',
    zh: /^战略合同(.+?)剩余可签数量为(.+?)，合同(.+?)数量(.+?)超出，不能关联$/,
    en: 'Strategic contract {1} has {2} left to sign; contract {3} with quantity {4} exceeds it and cannot be linked',
  },

  // Changes.
  { key: 'contract.openChange', zh: /^合同(.+?)已有未完成的变更(.+)$/, en: 'Contract {1} already has an open change {2}' },
  { key: 'contract.changeOtherContract', zh: '不能更换变更单的合同', en: 'The contract of a change order cannot be replaced' },
  { key: 'contract.changeStale', zh: '合同已有更新的变更，本变更未生效', en: 'The contract has a newer change; this change did not take effect' },
  { key: 'contract.changeLinesRequired', zh: '请至少添加一行明细', en: 'Add at least one line' },
  { key: 'contract.changeQuantity', zh: '数量须大于0，最多3位小数', en: 'The quantity must be greater than 0, with at most 3 decimals' },
  { key: 'contract.changePrice', zh: '含税单价格式不正确，最多6位小数', en: 'The unit price incl. tax is not valid (at most 6 decimals)' },
  { key: 'contract.changeTaxRate', zh: '税率须在0到100之间，最多2位小数', en: 'The tax rate must be between 0 and 100, with at most 2 decimals' },
  { key: 'contract.unknownLine', zh: '原合同中没有这行明细', en: 'The original contract has no such line' },
  { key: 'contract.duplicateLine', zh: '与前面的行是同一行原合同明细', en: 'This is the same original contract line as an earlier row' },
  { key: 'contract.belowExecuted', zh: /^数量不能少于已执行数量(.+)$/, en: 'The quantity cannot be less than the executed quantity {1}' },
  { key: 'contract.removeExecuted', zh: /^(.+)已执行数量(.+?)，不能删除$/, en: '{1} has an executed quantity of {2} and cannot be removed' },

  // The contract document (heads, lines, rebate clauses).
  { key: 'contract.linesRequired', zh: '请至少添加一行合同明细', en: 'Add at least one contract line' },
  { key: 'contract.tooManyLines', zh: /^合同明细不能超过(\d+)行$/, en: 'A contract can have at most {1} lines' },
  { key: 'contract.tooManyRebates', zh: /^返利条款不能超过(\d+)条$/, en: 'A contract can have at most {1} rebate clauses' },
  { key: 'contract.badDate', zh: /^(\S+?)不是有效日期$/, en: 'The {1} is not a valid date' },
  { key: 'contract.contractDates', zh: '合同结束日期不能早于开始日期', en: 'The contract end date cannot be before the start date' },
  { key: 'contract.deliveryDates', zh: '交货结束日期不能早于开始日期', en: 'The delivery end date cannot be before the start date' },
  { key: 'contract.rebateProblem', zh: /^返利条款第(\d+)行：(.+)$/s, en: 'Rebate clause {1}: {2}' },
  { key: 'contract.quantityPositive', zh: '数量须大于0', en: 'The quantity must be greater than 0' },
  { key: 'contract.taxRateRange', zh: '税率须在0到100之间', en: 'The tax rate must be between 0 and 100' },
  { key: 'contract.tooLarge', zh: /^(\S+?)不能超过(\d[\d.]*)$/, en: 'The {1} cannot exceed {2}' },
  { key: 'contract.badFigures', zh: '数量、含税单价或税率格式不正确', en: 'The quantity, unit price incl. tax or tax rate is not in the right format' },
  { key: 'contract.duplicateLineId', zh: '明细重复提交', en: 'A line was sent twice' },
  { key: 'contract.foreignLine', zh: '明细不属于该合同', en: 'The line does not belong to this contract' },
  { key: 'contract.duplicateRebateId', zh: '返利条款重复提交', en: 'A rebate clause was sent twice' },
  { key: 'contract.foreignRebate', zh: '返利条款不属于该合同', en: 'The rebate clause does not belong to this contract' },
  { key: 'contract.rebateValue', zh: '返利比例和返利金额须填写且只填写一项', en: 'Fill in exactly one of the rebate rate and the rebate amount' },
  { key: 'contract.rebateRate', zh: '返利比例须在0到100之间', en: 'The rebate rate must be between 0 and 100' },

  // Company rebate agreements.
  { key: 'contract.rebateOneValue', zh: '返利比例和返利金额须填写且只能填写一项', en: 'Fill in exactly one of the rebate rate and the rebate amount' },
  { key: 'contract.rebateRateFormat', zh: '返利比例须在0到100之间，最多4位小数', en: 'The rebate rate must be between 0 and 100, with at most 4 decimals' },
  { key: 'contract.rebateAmountFormat', zh: '返利金额须为非负数，最多2位小数', en: 'The rebate amount must not be negative, with at most 2 decimals' },
  { key: 'contract.rebateContractMismatch', zh: /^合同(.+?)不是该供应商在该组织的合同$/, en: 'Contract {1} is not a contract of this supplier in this organisation' },

  // Callbacks (OA and the seal system), residuals.
  { key: 'contract.callbackNotConfigured', zh: '合同回调未配置，请联系管理员', en: 'Contract callbacks are not configured; please contact the administrator' },
  { key: 'contract.callbackUnauthorised', zh: '回调鉴权失败', en: 'Callback authentication failed' },
  { key: 'contract.callbackBadStatus', zh: '回调状态不正确', en: 'The callback status is not valid' },
  { key: 'contract.badMonth', zh: '月份格式不正确，应为YYYY-MM', en: 'The month is not valid; use YYYY-MM' },

  // Terms a message names in quotes or as a field: the statuses (contractStatus, sealStatus, contractExeStatus,
  // rebateStatus dictionaries and the change statuses), the fields compared by merge and strategic links, the
  // dates and figures of the document's checks.
  { key: 'contract.status.draft', zh: '草稿', en: 'Draft' },
  { key: 'contract.status.approving', zh: '审批中', en: 'Under approval' },
  { key: 'contract.status.approved', zh: '审批通过', en: 'Approved' },
  { key: 'contract.status.approvalRejected', zh: '审批驳回', en: 'Rejected' },
  { key: 'contract.status.sent', zh: '已发送供应商', en: 'Sent to the supplier' },
  { key: 'contract.status.signSale', zh: '待供应商盖章', en: "Awaiting the supplier's seal" },
  { key: 'contract.status.signBuy', zh: '待采购方盖章', en: "Awaiting the buyer's seal" },
  { key: 'contract.status.sealed', zh: '已盖章', en: 'Sealed' },
  { key: 'contract.status.archivedElectronic', zh: '已电子归档', en: 'Archived electronically' },
  { key: 'contract.status.archived', zh: '已纸质归档', en: 'Archived on paper' },
  { key: 'contract.status.rejected', zh: '已驳回', en: 'Rejected' },
  { key: 'contract.status.void', zh: '已作废', en: 'Void' },
  { key: 'contract.status.closed', zh: '已关闭', en: 'Closed' },
  { key: 'contract.status.new', zh: '新建', en: 'New' },
  { key: 'contract.status.withdrawn', zh: '已撤回', en: 'Withdrawn' },
  { key: 'contract.status.sealing', zh: '盖章中', en: 'Sealing' },
  { key: 'contract.status.notSigned', zh: '未签署', en: 'Not signed' },
  { key: 'contract.status.voiding', zh: '作废中', en: 'Being voided' },
  { key: 'contract.status.autoSubmitFailed', zh: '自动提交失败', en: 'Automatic submission failed' },
  { key: 'contract.status.executing', zh: '执行中', en: 'Executing' },
  { key: 'contract.status.executionComplete', zh: '执行完毕', en: 'Execution complete' },
  { key: 'contract.status.conflict', zh: '变更冲突', en: 'Conflict' },
  { key: 'contract.field.supplier', zh: '供应商', en: 'supplier' },
  { key: 'contract.field.currency', zh: '币种', en: 'currency' },
  { key: 'contract.field.contractCategory', zh: '合同类别', en: 'contract category' },
  { key: 'contract.field.strategicContract', zh: '关联战略合同', en: 'linked strategic contract' },
  { key: 'contract.field.none', zh: '无', en: 'none' },
  { key: 'contract.field.signDate', zh: '签订日期', en: 'signing date' },
  { key: 'contract.field.startDate', zh: '合同开始日期', en: 'contract start date' },
  { key: 'contract.field.endDate', zh: '合同结束日期', en: 'contract end date' },
  { key: 'contract.field.deliveryStart', zh: '交货开始日期', en: 'delivery start date' },
  { key: 'contract.field.deliveryEnd', zh: '交货结束日期', en: 'delivery end date' },
  { key: 'contract.field.quantity', zh: '数量', en: 'quantity' },
  { key: 'contract.field.priceWithTax', zh: '含税单价', en: 'unit price incl. tax' },
  { key: 'contract.field.taxRate', zh: '税率', en: 'tax rate' },
  { key: 'contract.field.amount', zh: '价税合计', en: 'amount incl. tax' },
  { key: 'contract.field.totalAmount', zh: '合同总金额', en: 'contract total amount' },
];

registerMessages(CONTRACT_MESSAGE_TEXTS);
