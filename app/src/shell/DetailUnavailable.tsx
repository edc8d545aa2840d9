import { Empty } from '@srm/design-system';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ApiError } from '../api/envelope';
import type { AppMessageKey } from '../i18n/messages';
import { useAppT } from '../i18n/useAppT';

/**
 * The text of a detail page's failed load: the gateway's message (合同不存在或无权查看 …) or the
 * catalogue's (timeout, 系统错误 …) when the call layer did not show it; 数据不存在或无权查看 otherwise.
 */
export function unavailableText(error: unknown, t: (key: AppMessageKey) => string): string {
  const failure = error as Partial<ApiError> | null | undefined;
  if (!failure || failure.shown || typeof failure.message !== 'string') return t('detail.unavailable');
  if (failure.messageKey) return t(failure.messageKey);
  return failure.message || t('detail.unavailable');
}

export interface DetailUnavailableProps {
  /** Why the record could not be loaded (the rejected call's ApiError); null for the generic text. */
  error: unknown;
  /** Where the way back leads (the list the record belongs to). */
  backTo: string;
  /** The way back's label (返回合同列表 …). */
  backLabel: string;
  /** Further actions beside the way back (重新加载 …). */
  children?: ReactNode;
}

/**
 * The in-page state of a detail page whose record cannot be shown (not found, another company's,
 * out of the user's scope): one message where the page would be, and a link back to its list. The
 * detail pages load with `DETAIL_LOAD` (api/outcome.ts) so the call layer shows no toast meanwhile.
 */
export function DetailUnavailable({ error, backTo, backLabel, children }: DetailUnavailableProps) {
  const t = useAppT();
  return (
    <Empty role="alert" data-detail-unavailable="" description={unavailableText(error, t)}>
      {children}
      <Link to={backTo}>{backLabel}</Link>
    </Empty>
  );
}
