/**
 * The certificate reminders' to-do texts (certificate-reminders.ts, issue 22): the Chinese content of the
 * buyer's to-do, and its key and English twin in the catalogue (core/message-catalogue.ts). The to-do is
 * business data stored in Chinese (the dashboard shows it as it was written); the catalogue entries keep
 * every *_MESSAGES text keyed, like the rest of the area's.
 */
import { registerMessages, type MessageEntry } from '../../core/message-catalogue.js';

export const CERTIFICATE_REMINDER_MESSAGES = {
  /** A certificate whose validTo is today or within the next 30 days. */
  expiring: (supplierName: string, certTypeName: string, certNo: string, validTo: string) => `供应商${supplierName}的${certTypeName}（${certNo}）将于${validTo}到期`,
  /** A certificate whose validTo has passed. */
  expired: (supplierName: string, certTypeName: string, certNo: string, validTo: string) => `供应商${supplierName}的${certTypeName}（${certNo}）已于${validTo}过期`,
} as const;

export const CERTIFICATE_REMINDER_MESSAGE_TEXTS: readonly MessageEntry[] = [
  { key: 'supplier.certificate.expiring', zh: /^供应商(.+)的([^的（]+)（(.+)）将于(.+)到期$/, en: 'The {2} ({3}) of supplier {1} expires on {4}' },
  { key: 'supplier.certificate.expired', zh: /^供应商(.+)的([^的（]+)（(.+)）已于(.+)过期$/, en: 'The {2} ({3}) of supplier {1} expired on {4}' },
];

registerMessages(CERTIFICATE_REMINDER_MESSAGE_TEXTS);
