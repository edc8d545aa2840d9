/**
 * The certificate routes' messages (qualification.ts): the Chinese texts they answer with, and their keys
 * and English twins in the catalogue (core/message-catalogue.ts). Texts another catalogue already holds
 * are not registered again: a date that is not one (…不是有效日期, contract), 供应商不存在，请重新选择
 * (the admission's, message-texts.ts) and the list engine's texts (资质证照不存在或无权查看, 新增成功, …).
 */
import { registerMessages, type MessageEntry } from '../../core/message-catalogue.js';
import { ADMISSION_MESSAGES } from './admission.js';

/** The longest certificate number. */
export const CERT_NO_MAX = 60;

export const QUALIFICATION_MESSAGES = {
  certTypeUnknown: '证照类型不存在',
  certNoRequired: '请输入证照编号',
  certNoTooLong: `证照编号不能超过${String(CERT_NO_MAX)}个字符`,
  dateOrder: '有效期止不能早于有效期起',
  /** Catalogued by the contract area (…不是有效日期); the label is one of DATE_LABELS. */
  badDate: (label: string) => `${label}不是有效日期`,
  /** Catalogued by the supplier area's message-texts.ts. */
  supplierNotFound: ADMISSION_MESSAGES.supplierNotFound,
  duplicate: (certNo: string) => `该供应商已有同类型、编号为 ${certNo} 的证照`,
  fileUnusable: '证照附件不存在或不能用于该证照，请重新上传',
} as const;

/** The date fields' names in badDate (labels, not messages). */
export const QUALIFICATION_DATE_LABELS: Readonly<Record<'validFrom' | 'validTo', string>> = { validFrom: '有效期起', validTo: '有效期止' };

const M = QUALIFICATION_MESSAGES;

export const QUALIFICATION_MESSAGE_TEXTS: readonly MessageEntry[] = [
  { key: 'qualification.certTypeUnknown', zh: M.certTypeUnknown, en: 'The certificate type does not exist' },
  { key: 'qualification.certNoRequired', zh: M.certNoRequired, en: 'Fill in the certificate number' },
  { key: 'qualification.certNoTooLong', zh: M.certNoTooLong, en: `The certificate number has at most ${String(CERT_NO_MAX)} characters` },
  { key: 'qualification.dateOrder', zh: M.dateOrder, en: 'The valid-to date cannot be before the valid-from date' },
  { key: 'qualification.duplicate', zh: /^该供应商已有同类型、编号为 (.+) 的证照$/, en: 'The supplier already has a certificate of this type numbered {1}' },
  { key: 'qualification.fileUnusable', zh: M.fileUnusable, en: 'The certificate file does not exist or cannot be used for this certificate; upload it again' },
];

registerMessages(QUALIFICATION_MESSAGE_TEXTS);
