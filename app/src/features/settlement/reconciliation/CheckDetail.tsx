import styled from '@emotion/styled';
import { Button, Checkbox, Spinner, StatusTag, useConfirm, useToast } from '@srm/design-system';
import { sumQuantityTexts } from '@srm/design-system/validation';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { DETAIL_LOAD } from '../../../api/http';
import type { AppMessageKey } from '../../../i18n/messages';
import { useAppT } from '../../../i18n/useAppT';
import { useOwnedCodes } from '../../../permissions';
import { ActionBar, Descriptions, DetailPage, HeadingRow, Panel } from '../../../shell/detailStyles';
import { DetailUnavailable } from '../../../shell/DetailUnavailable';
import { DocumentFlowPanel } from '../../../shell/DocumentFlowPanel';
import { loginInfoAtom } from '../../../state/session';
import { fetchCheckDetail, moveCheck, partInvalidCheck, sendCheckToEbs, supplierConfirmCheck, type CheckCallResult, type CheckMove } from '../api/checkApi';
import type { AccountCheckDetail, AccountCheckSaved } from '../api/checkTypes';
import { CheckEditorDialog } from './CheckEditorDialog';
import { PricingDialog, RejectDialog } from './CheckDetailDialogs';
import { checkActions, partInvalidLineIds, type CheckAction } from './checkDetailModel';
import { checkStatusItems, periodText } from './checkList';

type OpenDialog = 'edit' | 'reject' | 'pricing' | null;

const PRIMARY: readonly CheckAction[] = ['submit', 'sendSupplier', 'confirm', 'settle'];
const DANGER: readonly CheckAction[] = ['reject', 'invalid', 'partInvalid'];

/** The moves that only ask first, with their confirm text and the call. */
const SIMPLE_MOVES: Partial<Record<CheckAction, { ask: AppMessageKey; move: CheckMove }>> = {
  submit: { ask: 'check.submitConfirm', move: 'submit' },
  revoke: { ask: 'check.revokeConfirm', move: 'revoke' },
  sendSupplier: { ask: 'check.sendConfirm', move: 'sendSupplier' },
  busConfirm: { ask: 'check.busConfirmConfirm', move: 'transformBusConfirm' },
  settle: { ask: 'check.settleConfirm', move: 'settlement' },
  invalid: { ask: 'check.invalidConfirm', move: 'invalid' },
  calculate: { ask: 'check.calculateConfirm', move: 'calculate' },
};

export interface CheckDetailProps {
  id: number;
  /** 返回列表. */
  onBack: () => void;
}

const orEmpty = (value: ReactNode) => (value === null || value === undefined || value === '' ? '-' : value);

/**
 * 对账单详情 (in the 对账管理 page): the head with its status and totals, the lines (发运单号, 提货单号, 合同号,
 * 物料, 对账数量, 合同单价, 扣款单价, 结算单价, 税率, 金额, 税额, 已开票) with their sums, the 单据流 panel
 * and an action bar with what the status allows, the user holds and the user's side (checkDetailModel).
 * The moves ask first (an alertdialog with 确定); 驳回 asks a reason; 部分作废 takes the ticked lines;
 * 编辑 opens the editor; 价格确认 the pricing dialog. After each the gateway's message (or 操作成功)
 * shows and the check reloads; the call layer shows a refusal and the check reloads too.
 */
export function CheckDetail({ id, onBack }: CheckDetailProps) {
  const t = useAppT();
  const toast = useToast();
  const confirm = useConfirm();
  const { hasRole } = useOwnedCodes();
  const headingId = useId();
  const supplierUser = useAtomValue(loginInfoAtom)?.sysUserInfo.userType === 'supplier';
  const [loaded, setDetail] = useState<AccountCheckDetail | null>(null);
  const detail = loaded !== null && loaded.head.id === id ? loaded : null;
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const [request, setRequest] = useState(0);
  const [answered, setAnswered] = useState<string | null>(null);
  const requestKey = `${id}:${request}`;
  const loading = answered !== requestKey;
  const load = useCallback(() => setRequest((count) => count + 1), []);

  useEffect(() => {
    let current = true;
    fetchCheckDetail(id, DETAIL_LOAD).then(
      (next) => {
        if (!current) return;
        setDetail(next);
        setTicked(new Set());
        setFailure(null);
        setAnswered(requestKey);
      },
      (error: unknown) => {
        if (!current) return;
        setFailure({ error });
        setAnswered(requestKey);
      },
    );
    return () => {
      current = false;
    };
  }, [id, requestKey]);

  const run = useCallback(
    async (action: () => Promise<CheckCallResult<unknown>>) => {
      setBusy(true);
      try {
        const done = await unlessFailed(action());
        if (done) toast.success(done.message || t('check.operated'));
      } finally {
        setBusy(false);
      }
      load();
    },
    [load, t, toast],
  );

  const actions = useMemo(() => (detail ? checkActions(detail.head.status, (code) => hasRole(code), supplierUser) : []), [detail, hasRole, supplierUser]);
  const partIds = detail ? partInvalidLineIds(detail.lines, ticked) : null;

  const act = useCallback(
    async (action: CheckAction) => {
      if (!detail) return;
      const { head } = detail;
      const simple = SIMPLE_MOVES[action];
      if (simple) {
        if (await confirm({ message: t(simple.ask, { checkNo: head.checkNo }) })) await run(() => moveCheck(simple.move, head.id, head.version));
        return;
      }
      switch (action) {
        case 'edit':
        case 'reject':
        case 'pricing':
          setDialog(action);
          return;
        case 'confirm':
          if (await confirm({ message: t('check.confirmConfirm', { checkNo: head.checkNo, quantity: head.totalQuantity, amount: head.totalAmount }) })) {
            await run(() => supplierConfirmCheck({ id: head.id, version: head.version, accept: true }));
          }
          return;
        case 'partInvalid': {
          const ids = partInvalidLineIds(detail.lines, ticked);
          if (!ids) {
            toast.warning(t('check.partInvalidNeedLines'));
            return;
          }
          if (await confirm({ variant: 'delete', title: t('check.action.partInvalid'), message: t('check.partInvalidConfirm', { count: ids.length }) })) await run(() => partInvalidCheck(head.id, head.version, ids));
          return;
        }
        case 'sendEbs':
          await run(() => sendCheckToEbs(head.id));
          return;
        default:
          return;
      }
    },
    [confirm, detail, run, t, ticked, toast],
  );

  const closeDialog = () => setDialog(null);
  const afterDialog = () => {
    setDialog(null);
    load();
  };

  const canTick = actions.includes('partInvalid');
  const validLines = detail?.lines.filter((line) => line.lineStatus === 'valid') ?? [];
  const head = detail?.head;

  return (
    <CheckPage aria-labelledby={headingId} aria-busy={loading || busy}>
      <HeadingRow>
        <Button onPress={onBack}>{t('check.detail.back')}</Button>
        <h1 id={headingId}>
          {t('check.detail.title')}
          {head ? ` ${head.checkNo}` : ''}
        </h1>
        {head ? <StatusTag items={checkStatusItems(t)} value={head.status} /> : null}
        {loading ? <Spinner size="small" /> : null}
      </HeadingRow>
      {failure && !detail && !loading ? (
        <DetailUnavailable error={failure.error} backTo="/settlement/reconciliation" backLabel={t('check.detail.back')}>
          <Button onPress={load}>{t('check.detail.reload')}</Button>
        </DetailUnavailable>
      ) : null}
      {detail && head ? (
        <>
          {actions.length > 0 ? (
            <ActionBar role="group" aria-label={t('check.detail.actions')}>
              {actions.map((action) => (
                <Button
                  key={action}
                  variant={PRIMARY.includes(action) ? 'primary' : DANGER.includes(action) ? 'danger' : undefined}
                  isDisabled={busy || loading || (action === 'partInvalid' && partIds === null)}
                  onPress={() => void act(action)}
                >
                  {t(`check.action.${action}`)}
                </Button>
              ))}
            </ActionBar>
          ) : null}
          <Section title={t('check.detail.head')}>
            <Descriptions>
              {(
                [
                  ['check.checkNo', head.checkNo],
                  ['check.status', <StatusTag key="status" items={checkStatusItems(t)} value={head.status} />],
                  ['check.supplier', `${head.supplierName}（${head.supplierSn}）`],
                  ['check.org', head.orgName || head.orgCode],
                  ['check.category', head.categoryName || head.categoryCode],
                  ['check.period', periodText(head)],
                  ['check.totalQuantity', <span key="q" data-head-total="quantity">{head.totalQuantity}</span>],
                  ['check.totalAmount', <span key="a" data-head-total="amount">{head.totalAmount}</span>],
                  ['check.totalTaxAmount', <span key="t" data-head-total="tax">{head.totalTaxAmount}</span>],
                  ['check.deductAmount', <span key="d" data-head-total="deduct">{head.deductAmount}</span>],
                  ['check.invoicedAmount', <span key="i" data-head-total="invoiced">{head.invoicedAmount}</span>],
                  ['check.supplierOpinion', head.supplierOpinion],
                  ['check.createdBy', head.createdBy],
                  ['check.createdTime', head.createdTime],
                  ['check.remark', head.remark],
                ] as [AppMessageKey, ReactNode][]
              ).map(([key, value]) => (
                <div key={key}>
                  <dt>{t(key)}</dt>
                  <dd>{orEmpty(value)}</dd>
                </div>
              ))}
            </Descriptions>
          </Section>
          <Section title={t('check.detail.lines')}>
            <Scroll>
              <Lines aria-label={t('check.detail.lines')}>
                <thead>
                  <tr>
                    {canTick ? <th scope="col">{t('check.editor.tick')}</th> : null}
                    <th scope="col">{t('check.lineNo')}</th>
                    <th scope="col">{t('check.shippingNo')}</th>
                    <th scope="col">{t('check.pickNo')}</th>
                    <th scope="col">{t('check.contractNo')}</th>
                    <th scope="col">{t('check.material')}</th>
                    <th scope="col">{t('check.unit')}</th>
                    <th scope="col">{t('check.quantity')}</th>
                    <th scope="col">{t('check.contractPrice')}</th>
                    <th scope="col">{t('check.deductPrice')}</th>
                    <th scope="col">{t('check.price')}</th>
                    <th scope="col">{t('check.priceSource')}</th>
                    <th scope="col">{t('check.taxRate')}</th>
                    <th scope="col">{t('check.amount')}</th>
                    <th scope="col">{t('check.taxAmount')}</th>
                    <th scope="col">{t('check.invoicedQuantity')}</th>
                    <th scope="col">{t('check.invoicedAmount')}</th>
                    <th scope="col">{t('check.lineStatus')}</th>
                  </tr>
                </thead>
                <tbody>
                  {detail.lines.map((line) => (
                    <tr key={line.id} data-line-status={line.lineStatus}>
                      {canTick ? (
                        <td>
                          {line.lineStatus === 'valid' ? (
                            <Checkbox
                              aria-label={t('check.detail.tickLine', { shippingNo: line.shippingNo })}
                              isSelected={ticked.has(line.id)}
                              onChange={(selected) =>
                                setTicked((now) => {
                                  const next = new Set(now);
                                  if (selected) next.add(line.id);
                                  else next.delete(line.id);
                                  return next;
                                })
                              }
                            />
                          ) : null}
                        </td>
                      ) : null}
                      <td>{line.lineNo}</td>
                      <th scope="row">{line.shippingNo}</th>
                      <td>{line.pickNo}</td>
                      <td>{line.contractNo}</td>
                      <td>
                        {line.matName}（{line.matCode}）
                      </td>
                      <td>{line.unitCode}</td>
                      <td data-number>{line.quantity}</td>
                      <td data-number>{line.contractPrice}</td>
                      <td data-number>{line.deductPrice}</td>
                      <td data-number>{line.price}</td>
                      <td>{t(line.priceSource === 'pricing' ? 'check.priceSource.pricing' : 'check.priceSource.contract')}</td>
                      <td data-number>{line.taxRate}</td>
                      <td data-number>{line.amount}</td>
                      <td data-number>{line.taxAmount}</td>
                      <td data-number>{line.invoicedQuantity}</td>
                      <td data-number>{line.invoicedAmount}</td>
                      <td>{t(line.lineStatus === 'invalid' ? 'check.lineStatus.invalid' : 'check.lineStatus.valid')}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" colSpan={canTick ? 7 : 6}>
                      {t('check.detail.validTotal')}
                    </th>
                    <td data-number data-total="quantity">
                      {sumQuantityTexts(validLines.map((line) => line.quantity), 3, { zerosPastScale: true })}
                    </td>
                    <td colSpan={5} />
                    <td data-number data-total="amount">
                      {sumQuantityTexts(validLines.map((line) => line.amount), 2, { zerosPastScale: true })}
                    </td>
                    <td data-number data-total="tax">
                      {sumQuantityTexts(validLines.map((line) => line.taxAmount), 2, { zerosPastScale: true })}
                    </td>
                    <td data-number>{sumQuantityTexts(validLines.map((line) => line.invoicedQuantity), 3, { zerosPastScale: true })}</td>
                    <td data-number>{sumQuantityTexts(validLines.map((line) => line.invoicedAmount), 2, { zerosPastScale: true })}</td>
                    <td />
                  </tr>
                </tfoot>
              </Lines>
            </Scroll>
          </Section>
          <DocumentFlowPanel type="check" id={head.id} />
          {dialog === 'edit' ? <CheckEditorDialog check={detail} onClose={closeDialog} onSaved={(_saved: AccountCheckSaved) => afterDialog()} /> : null}
          {dialog === 'reject' ? <RejectDialog head={head} onClose={closeDialog} onDone={afterDialog} /> : null}
          {dialog === 'pricing' ? <PricingDialog detail={detail} onClose={closeDialog} onDone={afterDialog} /> : null}
        </>
      ) : null}
    </CheckPage>
  );
}

/** A titled section of the detail, named by its heading. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Panel aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Panel>
  );
}

/** The detail beside the list pages' side menu: it takes the row's width. */
const CheckPage = styled(DetailPage)`
  flex: 1;
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

const Lines = styled.table`
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
    text-align: start;
    white-space: nowrap;
    border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  }
  tbody th {
    font-weight: normal;
  }
  td[data-number] {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  tr[data-line-status='invalid'] {
    color: ${({ theme }) => theme.colors.textSecondary};
    text-decoration: line-through;
  }
`;
