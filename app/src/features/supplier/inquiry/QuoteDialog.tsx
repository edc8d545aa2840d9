import styled from '@emotion/styled';
import { DatePicker, DecimalField } from '@srm/design-system';
import type { InquiryDetail } from '@srm/gateway/api';
import { useCallback, useMemo, useState } from 'react';
import { useRemote } from '../../../api/useRemote';
import { useAppT } from '../../../i18n/useAppT';
import { SaveDialog, SaveProblemNote, useSaveDialog } from '../../../shell/SaveDialog';
import { fetchInquiryDetail, submitInquiryQuote } from '../api/inquiryApi';
import { deadlinePassed, quoteFormLines, quoteFormResult, type QuoteFormLine } from './inquiryActions';
import { LinesTableFrame } from '../../../shell/LinesTable';

export interface QuoteDialogProps {
  /** The inquiry quoted (its detail, with the supplier's own earlier quotes, is loaded). */
  inquiry: { id: number; inquiryNo: string };
  onClose: () => void;
  /** After the quotes were sent: close (and reload what shows them). */
  onQuoted: () => void;
}

/**
 * 报价 of a supplier user: for each line of the inquiry its 含税单价, 报价数量 (not above the line's),
 * 交货日期 and 报价有效期, prefilled with its own earlier quotes; a line left empty is not quoted. The
 * form's own check runs first (a quantity above the line's is refused here); 提交报价 sends POST
 * inquiry/quote and the gateway's refusal (报价已截止 …) shows in the dialog.
 */
export function QuoteDialog({ inquiry, onClose, onQuoted }: QuoteDialogProps) {
  const t = useAppT();
  const title = t('inquiry.quoteTitle', { code: inquiry.inquiryNo });
  const loadDetail = useCallback(() => fetchInquiryDetail(inquiry.id), [inquiry.id]);
  const detail: InquiryDetail | null = useRemote(loadDetail).data ?? null;
  const loaded = useMemo(() => (detail ? quoteFormLines(detail) : null), [detail]);
  const [edited, setEdited] = useState<QuoteFormLine[] | null>(null);
  const form = edited ?? loaded;
  // The gateway's 4xx message (报价已截止 …) shows in the dialog; the call layer showed any other failure.
  const { problem, isSaving: isSending, refuse, run } = useSaveDialog({ shownStatuses: '4xx' });
  // The moment the dialog opened: quoting is closed when the deadline had passed by then.
  const [openedAt] = useState(() => new Date());
  const closed = detail ? detail.status !== 'published' || deadlinePassed(detail.deadline, openedAt) : false;

  const update = (lineId: number, values: Partial<QuoteFormLine>) =>
    setEdited((current) => {
      const base = current ?? loaded;
      return base ? base.map((line) => (line.lineId === lineId ? { ...line, ...values } : line)) : current;
    });

  const send = async () => {
    if (!detail || !form) return;
    const result = quoteFormResult(detail.id, form, detail.lines, t);
    if ('problem' in result) {
      refuse(result.problem);
      return;
    }
    await run(() => submitInquiryQuote(result.body), { savedText: t('inquiry.quoted'), onSaved: onQuoted });
  };

  const cellLabel = (row: number, label: string) => t('inquiry.rowLabel', { row, label });
  const byId = new Map((form ?? []).map((line) => [line.lineId, line]));

  return (
    <SaveDialog
      title={title}
      width="large"
      isLoading={!form}
      cancelLabel={t('inquiry.cancel')}
      saveLabel={t('inquiry.submitQuote')}
      isSaving={isSending}
      problem={problem}
      isSaveDisabled={closed}
      onSave={() => void send()}
      onClose={onClose}
    >
      {detail && form ? (
        <Body aria-label={title}>
          {closed ? <Notice role="status">{t('inquiry.quoteClosedNotice')}</Notice> : null}
          <SaveProblemNote problem={problem} />
          <LinesTableFrame>
            <caption>{detail.title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('inquiry.lineNo')}</th>
                <th scope="col">{t('inquiry.material')}</th>
                <th scope="col">{t('inquiry.lineQuantity')}</th>
                <th scope="col" className="srm-required">
                  {t('inquiry.priceWithTax')}
                </th>
                <th scope="col" className="srm-required">
                  {t('inquiry.quoteQuantity')}
                </th>
                <th scope="col">{t('inquiry.deliveryDate')}</th>
                <th scope="col">{t('inquiry.validUntil')}</th>
              </tr>
            </thead>
            <tbody>
              {detail.lines.map((line) => {
                const entry = byId.get(line.id);
                if (!entry) return null;
                const row = line.lineNo;
                return (
                  <tr key={line.id}>
                    <td>{row}</td>
                    <td>
                      {line.matName} <Code>{line.matCode}</Code>
                    </td>
                    <td>
                      {line.quantity} {line.unitCode}
                    </td>
                    <td>
                      <DecimalField aria-label={cellLabel(row, t('inquiry.priceWithTax'))} precision={2} minValue="0" allowEmpty isReadOnly={closed} value={entry.priceWithTax} onChange={(priceWithTax) => update(line.id, { priceWithTax })} />
                    </td>
                    <td>
                      <DecimalField aria-label={cellLabel(row, t('inquiry.quoteQuantity'))} precision={3} minValue="0" allowEmpty isReadOnly={closed} value={entry.quantity} onChange={(quantity) => update(line.id, { quantity })} />
                    </td>
                    <td>
                      <DatePicker aria-label={cellLabel(row, t('inquiry.deliveryDate'))} isReadOnly={closed} value={entry.deliveryDate} onChange={(deliveryDate) => update(line.id, { deliveryDate })} />
                    </td>
                    <td>
                      <DatePicker aria-label={cellLabel(row, t('inquiry.validUntil'))} isReadOnly={closed} value={entry.validUntil} onChange={(validUntil) => update(line.id, { validUntil })} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </LinesTableFrame>
        </Body>
      ) : null}
    </SaveDialog>
  );
}

const Body = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const Code = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
`;


const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSubtle};
`;
