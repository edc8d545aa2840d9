import { Button, Dialog, formatAmount, ProTable, useToast } from '@srm/design-system';
import type { ContractMergeLine, ContractMergePreview } from '@srm/gateway/api';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { unlessFailed } from '../../../api/callFailure';
import { useAppT } from '../../../i18n/useAppT';
import { dictionariesAtom } from '../../../state/session';
import { mergeContracts, previewContractMerge } from '../api/contractApi';
import { Descriptions, Totals } from '../detail/detailStyles';
import { Notice, Problems } from '../editor/editorStyles';
import { mergeHeadItems, mergeLineColumns } from './contractMerge';

export interface MergeContractsDialogProps {
  /** The ticked contracts, in the order ticked (the first gives the merged contract its name and terms). */
  ids: readonly number[];
  onClose: () => void;
}

type Preview = { kind: 'loading' } | { kind: 'ready'; preview: ContractMergePreview } | { kind: 'refused'; message: string };

/**
 * 合并合同 preview (POST head/merge-preview): the merged draft's head, its lines with quantities and
 * amounts, and its totals; or, when the drafts cannot be merged, the gateway's reason. 确认合并
 * (POST head/merge) creates the draft, voids the sources and opens the new contract's 合同详情.
 */
export function MergeContractsDialog({ ids, onClose }: MergeContractsDialogProps) {
  const t = useAppT();
  const toast = useToast();
  const navigate = useNavigate();
  const dictionaries = useAtomValue(dictionariesAtom);
  const [state, setState] = useState<Preview>({ kind: 'loading' });
  const [merging, setMerging] = useState(false);
  const columns = useMemo(() => mergeLineColumns(t), [t]);

  useEffect(() => {
    let current = true;
    previewContractMerge(ids).then(
      (preview) => current && setState({ kind: 'ready', preview }),
      (error: unknown) => current && setState({ kind: 'refused', message: error instanceof Error && error.message ? error.message : t('contractMerge.problem') }),
    );
    return () => {
      current = false;
    };
  }, [ids, t]);

  const merge = async () => {
    setMerging(true);
    const merged = await unlessFailed(mergeContracts(ids));
    if (!merged) {
      // A refusal (a source changed meanwhile …) leaves the preview open.
      setMerging(false);
      return;
    }
    toast.success(merged.message || t('contractMerge.merged'));
    onClose();
    void navigate(`/contract/detail?id=${merged.data.id}`);
  };

  const preview = state.kind === 'ready' ? state.preview : null;
  return (
    <Dialog
      title={t('contractMerge.title')}
      isOpen
      onOpenChange={(open) => !open && !merging && onClose()}
      width="large"
      isLoading={state.kind === 'loading'}
      footer={
        <>
          <Button onPress={onClose} isDisabled={merging}>
            {t('contractMerge.cancel')}
          </Button>
          <Button variant="primary" onPress={() => void merge()} isDisabled={!preview} isPending={merging}>
            {t('contractMerge.confirm')}
          </Button>
        </>
      }
    >
      {state.kind === 'refused' ? (
        <Problems role="alert">
          <p>{t('contractMerge.problem')}</p>
          <ul>
            <li>{state.message}</li>
          </ul>
        </Problems>
      ) : null}
      {preview ? (
        <>
          <section aria-label={t('contractMerge.sources')}>
            <h3>{t('contractMerge.sources')}</h3>
            <p>{preview.sources.map((source) => source.contractNo).join('、')}</p>
          </section>
          <section aria-label={t('contractMerge.head')}>
            <h3>{t('contractMerge.head')}</h3>
            <Descriptions>
              {mergeHeadItems(t, preview.head, dictionaries).map((item) => (
                <div key={item.label}>
                  <dt>{item.label}</dt>
                  <dd>{item.value}</dd>
                </div>
              ))}
            </Descriptions>
          </section>
          <section aria-label={t('contractMerge.lines')}>
            <h3>{t('contractMerge.lines')}</h3>
            {preview.lines.length > 0 ? (
              <ProTable<ContractMergeLine>
                aria-label={t('contractMerge.lines')}
                columns={columns}
                rowKey="lineNo"
                dataSource={preview.lines}
                pagination={false}
                height="auto"
                toolbar={false}
              />
            ) : (
              <Notice role="note">{t('contractMerge.noLines')}</Notice>
            )}
          </section>
          <Totals role="group" aria-label={t('contractMerge.totals')}>
            <span>
              {t('contract.totalQuantity')}：<strong data-total="quantity">{preview.head.totalQuantity}</strong>
            </span>
            <span>
              {t('contract.totalAmount')}：<strong data-total="amount">{formatAmount(preview.head.totalAmount)}</strong>
            </span>
          </Totals>
        </>
      ) : null}
    </Dialog>
  );
}
