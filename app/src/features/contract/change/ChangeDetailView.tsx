import { Button, Spinner, StatusTag, useConfirm, useToast } from '@srm/design-system';
import type { ContractChangeDetail } from '@srm/gateway/api';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { unlessFailed } from '../../../api/callFailure';
import { DETAIL_LOAD } from '../../../api/http';
import { saveBlob } from '../../../downloads/api';
import { useAppT } from '../../../i18n/useAppT';
import { useOwnedCodes } from '../../../permissions';
import { DetailUnavailable } from '../../../shell/DetailUnavailable';
import { deleteChanges, downloadChangeFile, fetchChangeDetail, submitChange } from '../api/changeApi';
import { formatTime } from '../detail/contractDetailModel';
import { ActionBar, Descriptions, DetailPage, HeadingRow, Muted, Totals } from '../detail/detailStyles';
import { DescriptionItem, Section } from '../detail/DetailParts';
import { TableScroll } from '../editor/editorStyles';
import { changeDiffView, type DiffValueRow } from './changeDiff';
import { CHANGE_PATH, changeActions, changeEditHref, changeStatusItems } from './changeList';
import { ChangeList, KindBadge, NewValue, OldValue } from './changeStyles';

/**
 * 变更详情 (contract/change?id=): the change (number, the contract it changes, status, reason,
 * versions, conflict reason), the totals before and after, and the diff against the contract as it
 * stands (GET change-head/detail): head fields 字段 / 原值 / 新值, and lines 新增 / 删除 / 修改 with their
 * old → new figures (struck through and underlined, and named in words). Its actions follow the status
 * and the buttons held: 编辑, 提交 and 删除 (both ask first), 下载, 返回列表.
 */
export function ChangeDetailView({ id }: { id: number }) {
  const t = useAppT();
  const navigate = useNavigate();
  const toast = useToast();
  const confirm = useConfirm();
  const { hasRole } = useOwnedCodes();
  const headingId = useId();
  const [request, setRequest] = useState(0);
  const [answer, setAnswer] = useState<{ request: number; detail: ContractChangeDetail | null; error?: unknown } | null>(null);
  const [busy, setBusy] = useState(false);
  const load = useCallback(() => setRequest((count) => count + 1), []);

  useEffect(() => {
    let current = true;
    // Silent (DETAIL_LOAD): a change that is missing or out of scope is told once, in the page.
    fetchChangeDetail(id, DETAIL_LOAD).then(
      (detail) => current && setAnswer({ request, detail }),
      (error: unknown) => current && setAnswer({ request, detail: null, error }),
    );
    return () => {
      current = false;
    };
  }, [id, request]);

  const loading = answer?.request !== request;
  const detail = answer?.detail ?? null;
  const view = useMemo(() => (detail ? changeDiffView(detail, t) : null), [detail, t]);
  const actions = useMemo(() => (detail && detail.editable ? changeActions(detail.status, (code) => hasRole(code)) : []), [detail, hasRole]);

  const submit = async () => {
    if (!detail || !(await confirm({ message: t('contractChange.submitConfirm', { changeNo: detail.changeNo }) }))) return;
    setBusy(true);
    try {
      const done = await unlessFailed(submitChange(detail.id, detail.version));
      if (done) toast.success(done.message || t('message.operated'));
    } finally {
      setBusy(false);
    }
    load();
  };

  const remove = async () => {
    if (!detail || !(await confirm({ variant: 'delete', message: t('contractChange.deleteConfirm', { changeNo: detail.changeNo }) }))) return;
    setBusy(true);
    try {
      const done = await unlessFailed(deleteChanges([detail.id]));
      if (done) {
        toast.success(done.message || t('message.operated'));
        navigate(CHANGE_PATH);
      } else {
        load();
      }
    } finally {
      setBusy(false);
    }
  };

  const download = async () => {
    if (!detail) return;
    const file = await unlessFailed(downloadChangeFile(detail.id));
    if (file) saveBlob(file.blob, file.fileName ?? detail.changeNo);
  };

  return (
    <DetailPage aria-labelledby={headingId} aria-busy={loading || busy}>
      <HeadingRow>
        <h1 id={headingId}>
          {t('contractChange.detail.title')}
          {detail ? ` ${detail.changeNo}` : ''}
        </h1>
        {detail ? <StatusTag items={changeStatusItems(t)} value={detail.status} /> : null}
        {loading ? <Spinner size="small" /> : null}
      </HeadingRow>
      {!loading && !detail ? <DetailUnavailable error={answer?.error} backTo={CHANGE_PATH} backLabel={t('contractChange.editor.back')} /> : null}
      {detail && view ? (
        <>
          <ActionBar role="group" aria-label={t('contractChange.detail.actions')}>
            {actions.includes('edit') ? (
              <Button variant="primary" onPress={() => navigate(changeEditHref(detail.id))}>
                {t('contractChange.action.edit')}
              </Button>
            ) : null}
            {actions.includes('submit') ? (
              <Button variant="primary" isDisabled={busy} onPress={() => void submit()}>
                {t('contractChange.action.submit')}
              </Button>
            ) : null}
            {actions.includes('delete') ? (
              <Button variant="danger" isDisabled={busy} onPress={() => void remove()}>
                {t('contractChange.action.delete')}
              </Button>
            ) : null}
            <Button onPress={() => void download()}>{t('contractChange.action.download')}</Button>
            <Button variant="text" onPress={() => navigate(CHANGE_PATH)}>
              {t('contractChange.editor.back')}
            </Button>
          </ActionBar>

          <Section title={t('contractChange.detail.info')}>
            <Descriptions>
              <DescriptionItem label={t('contractChange.changeNo')}>{detail.changeNo}</DescriptionItem>
              <DescriptionItem label={t('contractChange.detail.contractNo')}>
                <Link to={`/contract/detail?id=${detail.contractId}`}>{detail.contractNo}</Link>
              </DescriptionItem>
              <DescriptionItem label={t('contract.contractName')}>{detail.contractName}</DescriptionItem>
              <DescriptionItem label={t('contract.supplier')}>{detail.supplierName}</DescriptionItem>
              <DescriptionItem label={t('contractChange.status')}>
                <StatusTag items={changeStatusItems(t)} value={detail.status} />
              </DescriptionItem>
              <DescriptionItem label={t('contractChange.reason')}>{detail.reason}</DescriptionItem>
              <DescriptionItem label={t('contractChange.changeVersion')}>{detail.changeVersion}</DescriptionItem>
              <DescriptionItem label={t('contractChange.detail.contractChangeVersion')}>{detail.contract.changeVersion}</DescriptionItem>
              {detail.conflictReason ? <DescriptionItem label={t('contractChange.conflictReason')}>{detail.conflictReason}</DescriptionItem> : null}
              <DescriptionItem label={t('contractChange.createdTime')}>{formatTime(detail.createdTime)}</DescriptionItem>
            </Descriptions>
          </Section>

          <Section title={t('contractChange.detail.totals')}>
            <Totals role="group" aria-label={t('contractChange.detail.totals')}>
              <span data-total="quantity">
                {t('contractChange.detail.totalQuantity')}：<Change before={view.totals.quantityBefore} after={view.totals.quantityAfter} />
              </span>
              <span data-total="amount">
                {t('contractChange.detail.totalAmount')}：<Change before={view.totals.amountBefore} after={view.totals.amountAfter} />
              </span>
            </Totals>
          </Section>

          <Section title={t('contractChange.detail.headDiff')}>
            {view.head.length === 0 ? (
              <Muted>{t('contractChange.detail.noHeadChanges')}</Muted>
            ) : (
              <TableScroll>
                <table aria-label={t('contractChange.detail.headDiff')}>
                  <thead>
                    <tr>
                      <th scope="col">{t('contractChange.detail.field')}</th>
                      <th scope="col">{t('contractChange.detail.before')}</th>
                      <th scope="col">{t('contractChange.detail.after')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {view.head.map((row) => (
                      <tr key={row.field}>
                        <th scope="row">{row.label}</th>
                        <td>
                          <OldValue>{row.before}</OldValue>
                        </td>
                        <td>
                          <NewValue>{row.after}</NewValue>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
            )}
          </Section>

          <Section title={t('contractChange.detail.linesDiff')}>
            {view.lines.length === 0 ? (
              <Muted>{t('contractChange.detail.noLineChanges')}</Muted>
            ) : (
              <TableScroll>
                <table aria-label={t('contractChange.detail.linesDiff')}>
                  <thead>
                    <tr>
                      <th scope="col">{t('contractChange.detail.kind')}</th>
                      <th scope="col">{t('contractChange.detail.lineNo')}</th>
                      <th scope="col">{t('contractChange.detail.material')}</th>
                      <th scope="col">{t('contractChange.detail.changes')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {view.lines.map((line) => (
                      <tr key={line.key} data-kind={line.kind}>
                        <td>
                          <KindBadge data-kind={line.kind}>{t(`contractChange.kind.${line.kind}`)}</KindBadge>
                        </td>
                        <td>{line.lineNo}</td>
                        <td>{line.material}</td>
                        <td>
                          <ChangeList>
                            {line.values.map((value) => (
                              <ValueChange key={value.field} row={value} kind={line.kind} />
                            ))}
                          </ChangeList>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
            )}
          </Section>
        </>
      ) : null}
    </DetailPage>
  );
}

/** One value of a line: 字段：old → new for a changed line; the value alone for an added or removed one. */
function ValueChange({ row, kind }: { row: DiffValueRow; kind: 'added' | 'removed' | 'changed' }) {
  return (
    <li>
      {row.label}：{kind === 'added' ? <NewValue>{row.after}</NewValue> : kind === 'removed' ? <OldValue>{row.before}</OldValue> : <Change before={row.before} after={row.after} />}
    </li>
  );
}

/** old → new (struck through, then underlined); a value that stays shows once. */
function Change({ before, after }: { before: string; after: string }) {
  if (before === after) return <strong>{after}</strong>;
  return (
    <span>
      <OldValue>{before}</OldValue>
      {' → '}
      <NewValue>{after}</NewValue>
    </span>
  );
}
