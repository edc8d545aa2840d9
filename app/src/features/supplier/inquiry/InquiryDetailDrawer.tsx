import styled from '@emotion/styled';
import { Button, Dialog, Drawer, Select, StatusTag, useConfirm, useToast } from '@srm/design-system';
import type { InquiryDetail } from '@srm/gateway/api';
import { Fragment, useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { unlessFailed, type CallFailure } from '../../../api/callFailure';
import { useRemote } from '../../../api/useRemote';
import { useAppT } from '../../../i18n/useAppT';
import { problemOfFailure, SaveProblemNote, type SaveProblem } from '../../../shell/SaveDialog';
import { awardInquiry, cancelInquiry, fetchInquiryDetail, publishInquiry } from '../api/inquiryApi';
import { LinesTable } from '../../../shell/LinesTable';
import { awardCandidates, comparisonTable, inquiryDetailActions, isSupplierSide, type ComparisonSupplier, type InquiryButtons } from './inquiryActions';
import { inquiryStatusItems } from './inquiryList';
import { DetailBody } from '../../../shell/detailStyles';
import { selectedKey } from '../../../shell/selectKey';

/**
 * The contract editor's path: the contract feature's CONTRACT_EDITOR_PATH
 * (features/contract/editor/contractEditor.ts), written here since features do not import each other.
 */
const CONTRACT_EDITOR_PATH = '/contract/edit';

const text = (value: string | null | undefined) => (value === null || value === undefined || value === '' ? '-' : value);
const dateTime = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString('zh-CN', { hour12: false });
};

export interface InquiryDetailDrawerProps {
  inquiry: { id: number; inquiryNo: string };
  buttons: InquiryButtons;
  onClose: () => void;
  /** After 发布 or 取消: reload the list (the drawer reloads itself). */
  onChanged: () => void;
  /** 报价 of a supplier user: open the quote dialog. */
  onQuote: (detail: InquiryDetail) => void;
}

/**
 * 询价单详情: head, lines, invited suppliers and the quotes as a comparison table (one row per line, one
 * column group per supplier: 含税单价, 报价数量, 交货日期; the lowest price of a line, flagged by the
 * gateway, is highlighted). Quotes are sealed until the deadline: staff then see 报价截止前不显示报价.
 * The footer holds 发布 (a draft), 取消询价 (a draft, or published before the deadline), 定标 (closed: choose
 * among the suppliers that quoted every line, confirm, then open the contract draft in the editor) and,
 * for a supplier user, 报价.
 */
export function InquiryDetailDrawer({ inquiry, buttons, onClose, onChanged, onQuote }: InquiryDetailDrawerProps) {
  const t = useAppT();
  const toast = useToast();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const load = useCallback(() => fetchInquiryDetail(inquiry.id), [inquiry.id]);
  const remote = useRemote(load);
  const detail = remote.data;
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const [awarding, setAwarding] = useState(false);
  const [now] = useState(() => new Date());
  const table = useMemo(() => (detail ? comparisonTable(detail) : null), [detail]);
  const candidates = useMemo(() => (table ? awardCandidates(table) : []), [table]);
  const actions = detail ? inquiryDetailActions(detail, buttons, now) : null;
  const supplierSide = isSupplierSide(buttons);
  const title = t('inquiry.detailTitle', { code: inquiry.inquiryNo });

  const onFailure = (failure: CallFailure) => {
    const found = problemOfFailure(failure, { conflictText: t('inquiry.conflict'), shownStatuses: '4xx' });
    if (found) setProblem(found);
  };

  const move = async (kind: 'publish' | 'cancel') => {
    if (!detail) return;
    const message = t(kind === 'publish' ? 'inquiry.confirmPublish' : 'inquiry.confirmCancel', { code: detail.inquiryNo });
    if (!(await confirm({ title: t(kind === 'publish' ? 'inquiry.publish' : 'inquiry.cancelInquiry'), message }))) return;
    setProblem(null);
    setBusy(true);
    try {
      const call = kind === 'publish' ? publishInquiry : cancelInquiry;
      const done = await unlessFailed(call({ id: detail.id, version: detail.version }), onFailure);
      if (!done) return;
      toast.success(done.message || t(kind === 'publish' ? 'inquiry.published' : 'inquiry.cancelled'));
      remote.reload();
      onChanged();
    } finally {
      setBusy(false);
    }
  };

  const award = async (supplier: ComparisonSupplier) => {
    if (!detail) return;
    if (!(await confirm({ title: t('inquiry.award'), message: t('inquiry.confirmAward', { code: detail.inquiryNo, supplier: `${supplier.supplierName} (${supplier.supplierSn})` }) }))) return;
    setProblem(null);
    setBusy(true);
    try {
      const done = await unlessFailed(awardInquiry({ id: detail.id, version: detail.version, supplierSn: supplier.supplierSn }), onFailure);
      if (!done) {
        setAwarding(false);
        return;
      }
      toast.success(done.message || t('inquiry.awarded'));
      setAwarding(false);
      onChanged();
      navigate(`${CONTRACT_EDITOR_PATH}?id=${done.data.contractId}`);
    } finally {
      setBusy(false);
    }
  };

  const footer =
    detail && actions ? (
      <>
        {actions.quote ? (
          <Button variant="primary" onPress={() => onQuote(detail)}>
            {t('inquiry.quote')}
          </Button>
        ) : null}
        {actions.publish ? (
          <Button variant="primary" isDisabled={busy} onPress={() => void move('publish')}>
            {t('inquiry.publish')}
          </Button>
        ) : null}
        {actions.award ? (
          <Button variant="primary" isDisabled={busy} onPress={() => setAwarding(true)}>
            {t('inquiry.award')}
          </Button>
        ) : null}
        {actions.cancel ? (
          <Button variant="danger" isDisabled={busy} onPress={() => void move('cancel')}>
            {t('inquiry.cancelInquiry')}
          </Button>
        ) : null}
      </>
    ) : undefined;

  return (
    <>
      <Drawer isOpen onOpenChange={(open) => (open ? undefined : onClose())} title={title} aria-label={title} width="large" isLoading={remote.isLoading && !detail} footer={footer}>
        {detail && table ? (
          <Body>
            <SaveProblemNote problem={problem} />
            <dl>
              <dt>{t('inquiry.title')}</dt>
              <dd>{detail.title}</dd>
              <dt>{t('inquiry.status')}</dt>
              <dd>
                <StatusTag items={inquiryStatusItems(t)} value={detail.status} />
              </dd>
              <dt>{t('inquiry.org')}</dt>
              <dd>{text(detail.orgName ?? detail.orgCode)}</dd>
              <dt>{t('inquiry.category')}</dt>
              <dd>{text(detail.categoryName ?? detail.categoryCode)}</dd>
              <dt>{t('inquiry.deadline')}</dt>
              <dd>{dateTime(detail.deadline)}</dd>
              <dt>{t('inquiry.awardedSupplier')}</dt>
              <dd>{text(detail.awardedSupplierSn)}</dd>
              <dt>{t('inquiry.createdBy')}</dt>
              <dd>{text(detail.createdBy)}</dd>
              <dt>{t('inquiry.remark')}</dt>
              <dd>{text(detail.remark)}</dd>
            </dl>
            <LinesTable
              caption={t('inquiry.lines')}
              lines={detail.lines}
              lineKey={(line) => line.id}
              empty={t('inquiry.none')}
              columns={[
                { heading: t('inquiry.lineNo'), cell: (line) => line.lineNo },
                { heading: t('inquiry.material'), cell: (line) => `${line.matName} (${line.matCode})` },
                { heading: t('inquiry.quantity'), cell: (line) => line.quantity },
                { heading: t('inquiry.unit'), cell: (line) => line.unitCode },
                { heading: t('inquiry.deliveryStart'), cell: (line) => text(line.deliveryStart) },
                { heading: t('inquiry.deliveryEnd'), cell: (line) => text(line.deliveryEnd) },
              ]}
            />
            <LinesTable
              caption={t('inquiry.suppliers')}
              lines={detail.suppliers}
              lineKey={(supplier) => supplier.supplierSn}
              empty={t('inquiry.none')}
              columns={[
                { heading: t('inquiry.supplierSn'), cell: (supplier) => supplier.supplierSn },
                { heading: t('inquiry.supplierName'), cell: (supplier) => supplier.supplierName },
              ]}
            />
            <section aria-label={t('inquiry.quotes')}>
              <h3>{t('inquiry.quotes')}</h3>
              {detail.sealed && !supplierSide ? (
                <Notice role="note">{t('inquiry.sealed')}</Notice>
              ) : table.suppliers.length === 0 ? (
                <p>{t('inquiry.noQuotes')}</p>
              ) : (
                <Comparison>
                  <table aria-label={t('inquiry.quotes')}>
                    <thead>
                      <tr>
                        <th scope="col" rowSpan={2}>
                          {t('inquiry.lineNo')}
                        </th>
                        <th scope="col" rowSpan={2}>
                          {t('inquiry.material')}
                        </th>
                        <th scope="col" rowSpan={2}>
                          {t('inquiry.lineQuantity')}
                        </th>
                        {table.suppliers.map((supplier) => (
                          <th key={supplier.supplierSn} scope="colgroup" colSpan={3}>
                            {supplier.supplierName} ({supplier.supplierSn})
                          </th>
                        ))}
                      </tr>
                      <tr>
                        {table.suppliers.map((supplier) => (
                          <Fragment key={supplier.supplierSn}>
                            <th scope="col">{t('inquiry.priceWithTax')}</th>
                            <th scope="col">{t('inquiry.quoteQuantity')}</th>
                            <th scope="col">{t('inquiry.deliveryDate')}</th>
                          </Fragment>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {table.rows.map((row) => (
                        <tr key={row.line.id}>
                          <td>{row.line.lineNo}</td>
                          <td>{row.line.matName}</td>
                          <td>
                            {row.line.quantity} {row.line.unitCode}
                          </td>
                          {row.quotes.map((quote, column) => {
                            const sn = table.suppliers[column]?.supplierSn ?? String(column);
                            if (!quote)
                              return (
                                <td key={sn} colSpan={3} className="srm-none">
                                  {t('inquiry.notQuoted')}
                                </td>
                              );
                            return (
                              <Fragment key={sn}>
                                <td className={quote.lowest ? 'srm-lowest' : undefined} data-lowest={quote.lowest || undefined}>
                                  {quote.priceWithTax}
                                  {quote.lowest ? <span className="srm-lowest-tag"> {t('inquiry.lowest')}</span> : null}
                                </td>
                                <td>{quote.quantity}</td>
                                <td>{text(quote.deliveryDate)}</td>
                              </Fragment>
                            );
                          })}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </Comparison>
              )}
            </section>
          </Body>
        ) : null}
      </Drawer>
      {awarding && detail ? <AwardDialog inquiryNo={detail.inquiryNo} candidates={candidates} isBusy={busy} onClose={() => setAwarding(false)} onAward={(supplier) => void award(supplier)} /> : null}
    </>
  );
}

const SUPPLIER_NAMES = { label: 'supplierName', value: 'supplierSn' } as const;

/** 定标: the winner among the suppliers that quoted every line. */
function AwardDialog({ inquiryNo, candidates, isBusy, onClose, onAward }: { inquiryNo: string; candidates: ComparisonSupplier[]; isBusy: boolean; onClose: () => void; onAward: (supplier: ComparisonSupplier) => void }) {
  const t = useAppT();
  const [chosen, setChosen] = useState<string>(candidates.length === 1 ? (candidates[0]?.supplierSn ?? '') : '');
  const title = t('inquiry.awardTitle', { code: inquiryNo });
  const winner = candidates.find((candidate) => candidate.supplierSn === chosen);
  return (
    <Dialog
      title={title}
      aria-label={title}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      width="small"
      footer={
        <>
          <Button onPress={onClose} isDisabled={isBusy}>
            {t('inquiry.back')}
          </Button>
          <Button variant="primary" isDisabled={!winner} isPending={isBusy} onPress={() => winner && onAward(winner)}>
            {t('inquiry.award')}
          </Button>
        </>
      }
    >
      {candidates.length === 0 ? (
        <SaveProblemNote problem={{ text: t('inquiry.awardNone'), conflict: false }} />
      ) : (
        <Select label={t('inquiry.awardSupplier')} isRequired options={candidates} fieldNames={SUPPLIER_NAMES} value={chosen || null} onChange={(value) => setChosen(selectedKey(value))} />
      )}
    </Dialog>
  );
}

const Body = styled(DetailBody)`
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: inherit;
  }
`;

const Comparison = styled.div`
  overflow-x: auto;

  table {
    border-collapse: collapse;
    min-width: 100%;
  }
  th,
  td {
    text-align: start;
    padding: ${({ theme }) => theme.space[2]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    white-space: nowrap;
  }
  td.srm-lowest {
    background: ${({ theme }) => theme.colors.successSubtle};
    font-weight: 600;
  }
  .srm-lowest-tag {
    color: ${({ theme }) => theme.colors.success};
    font-weight: 400;
  }
  td.srm-none {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSubtle};
`;

