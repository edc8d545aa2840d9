import { Badge, Button } from '@srm/design-system';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useId, useRef, useState } from 'react';
import { useAppT } from '../../i18n/useAppT';
import { useDashboardCardFocus } from '../../messages/dashboardFocus';
import { markAllNoticesReadAtom, noticePageAtom, noticesAtom, unreadCountsAtom } from '../../messages/messageAtoms';
import { Card, CardHeader, CardTitle } from './cardStyles';
import { MessageTable } from './MessageTable';

/**
 * 通知公告 (spec 01 §2.5, §4 "Notices"): the unread notices, 3 per page, with their count as a badge.
 * Opening one marks it read, so it leaves the list and the count drops; 全部已读 clears the list.
 */
export function NoticesCard() {
  const t = useAppT();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The header's notice badge opens this card.
  useDashboardCardFocus('notices', heading);
  const data = useAtomValue(noticesAtom);
  const counts = useAtomValue(unreadCountsAtom);
  const [page, setPage] = useAtom(noticePageAtom);
  const readAll = useSetAtom(markAllNoticesReadAtom);
  const [busy, setBusy] = useState(false);
  const unread = counts?.notices ?? data?.total ?? 0;

  const onReadAll = async () => {
    setBusy(true);
    try {
      await readAll();
    } catch {
      // The layer showed the gateway's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card aria-labelledby={titleId} data-card="notices">
      <CardHeader>
        <CardTitle id={titleId} ref={heading} tabIndex={-1}>
          {t('dashboard.notices')}
          <Badge count={unread} aria-label={t('dashboard.unreadCount', { count: unread })} />
        </CardTitle>
        <Button variant="link" size="small" isDisabled={unread === 0} isPending={busy} onPress={() => void onReadAll()}>
          {t('dashboard.readAll')}
        </Button>
      </CardHeader>
      <MessageTable
        kind="notice"
        rows={data ? data.result : null}
        total={data?.total ?? 0}
        page={data?.page ?? page}
        onPageChange={setPage}
        labelledBy={titleId}
        pagerLabel={t('dashboard.noticePager')}
      />
    </Card>
  );
}
