import styled from '@emotion/styled';
import type { SysMessage } from '@srm/gateway/api';
import { Badge, Pagination } from '@srm/design-system';
import { useAppT } from '../../i18n/useAppT';
import { MessageLink } from '../../messages/MessageLink';
import { MESSAGE_PAGE_SIZE, messageTime } from '../../messages/messageRules';
import { EmptyText } from './cardStyles';

export interface MessageTableProps {
  /** `notice`: index, content and createdTime; `todo`: title and send time, unread ones marked. */
  kind: 'notice' | 'todo';
  rows: readonly SysMessage[] | null;
  total: number;
  page: number;
  onPageChange: (page: number) => void;
  /** Id of the heading naming the table. */
  labelledBy: string;
  /** Name of the pagination landmark (unique on the page). */
  pagerLabel: string;
}

/** The 3-per-page table of the notices and to-do cards (spec 01 §2.5, §9), with its pager. */
export function MessageTable({ kind, rows, total, page, onPageChange, labelledBy, pagerLabel }: MessageTableProps) {
  const t = useAppT();
  if (rows === null) return <EmptyText aria-busy="true" />;
  if (rows.length === 0) return <EmptyText>{t('message.noData')}</EmptyText>;
  const first = (page - 1) * MESSAGE_PAGE_SIZE;
  return (
    <>
      <Table aria-labelledby={labelledBy} data-kind={kind}>
        <thead>
          <tr>
            {kind === 'notice' ? (
              <>
                <IndexCell as="th" scope="col">
                  {t('dashboard.index')}
                </IndexCell>
                <th scope="col">{t('dashboard.content')}</th>
                <TimeCell as="th" scope="col">
                  {t('dashboard.createdTime')}
                </TimeCell>
              </>
            ) : (
              <>
                <th scope="col">{t('dashboard.title')}</th>
                <TimeCell as="th" scope="col">
                  {t('dashboard.sendTime')}
                </TimeCell>
              </>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((message, index) => (
            <tr key={message.id} data-message-id={message.id} data-unread={message.readStatus === 0 || undefined}>
              {kind === 'notice' ? <IndexCell>{first + index + 1}</IndexCell> : null}
              {/* The message is business data, written in the language it was sent in. */}
              <td translate="no">
                <Content>
                  {kind === 'todo' && message.readStatus === 0 ? <Badge dot count={1} aria-label={t('dashboard.unread')} /> : null}
                  <MessageLink message={message} />
                </Content>
              </td>
              <TimeCell>{messageTime(message)}</TimeCell>
            </tr>
          ))}
        </tbody>
      </Table>
      <Pager>
        <Pagination
          total={total}
          page={page}
          pageSize={MESSAGE_PAGE_SIZE}
          layout={['total', 'prev', 'pager', 'next']}
          onChange={(next) => onPageChange(next)}
          aria-label={pagerLabel}
        />
      </Pager>
    </>
  );
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  font-size: ${({ theme }) => theme.fontSizes.md};

  th,
  td {
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle};
    text-align: left;
    vertical-align: top;
  }
  th {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.textSecondary};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const IndexCell = styled.td`
  width: calc(${({ theme }) => theme.space[10]} + ${({ theme }) => theme.space[6]});
  && {
    text-align: center;
  }
`;

const TimeCell = styled.td`
  width: calc(${({ theme }) => theme.space[10]} * 4 + ${({ theme }) => theme.space[6]});
  color: ${({ theme }) => theme.colors.textSecondary};
  white-space: nowrap;
`;

const Content = styled.span`
  display: inline-flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[2]};
`;

const Pager = styled.div`
  display: flex;
  justify-content: flex-end;
`;
