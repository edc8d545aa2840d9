/** Test support: the masters' zh-CN texts as an AppT (interpolating `{name}`). */
import type { AppT } from '../../../i18n/useAppT';
import { mastersZhCN } from '../messages/mastersMessages';

export const zhT = ((key: string, values?: Record<string, unknown>) =>
  Object.entries(values ?? {}).reduce((text, [name, value]) => text.replace(`{${name}}`, String(value)), (mastersZhCN as Record<string, string>)[key] ?? key)) as AppT;
