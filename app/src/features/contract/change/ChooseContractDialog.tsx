import { Button, Dialog, PageSelect, type PageSelectLoadPage } from '@srm/design-system';
import { useCallback, useState } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import { fetchChangeableContracts } from '../api/changeApi';
import { REMOTE_SELECT_DEBOUNCE_MS, REMOTE_SELECT_PAGE_SIZE } from '../editor/contractEditor';
import type { ChangeableContract } from '../api/rows';
import { contractOptionLabel } from './changeList';

type ContractOption = ChangeableContract & { label: string };

export interface ChooseContractDialogProps {
  onChoose: (contractId: number) => void;
  onClose: () => void;
}

/**
 * 新增变更's first step: a remote select of the contracts in force (已盖章, 已电子归档, 已纸质归档; by
 * number or name, 20 a page, 500 ms after typing), then 下一步 opens the editor for the chosen one.
 */
export function ChooseContractDialog({ onChoose, onClose }: ChooseContractDialogProps) {
  const t = useAppT();
  const [chosen, setChosen] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  const loadContracts = useCallback<PageSelectLoadPage<ContractOption>>(async ({ keyword, page, pageSize, signal }) => {
    const result = await fetchChangeableContracts(keyword, page, pageSize, signal);
    return { options: result.options.map((contract) => ({ ...contract, label: contractOptionLabel(contract) })), total: result.total };
  }, []);
  const next = () => {
    if (chosen === null) {
      setMissing(true);
      return;
    }
    onChoose(chosen);
  };
  return (
    <Dialog
      title={t('contractChange.choose.title')}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      width="medium"
      footer={
        <>
          <Button onPress={onClose}>{t('contractChange.choose.cancel')}</Button>
          <Button variant="primary" onPress={next}>
            {t('contractChange.choose.next')}
          </Button>
        </>
      }
    >
      <p>{t('contractChange.choose.hint')}</p>
      <PageSelect<ContractOption>
        label={t('contractChange.choose.contract')}
        isRequired
        loadPage={loadContracts}
        fieldNames={{ label: 'label', value: 'id' }}
        value={chosen}
        pageSize={REMOTE_SELECT_PAGE_SIZE}
        debounceMs={REMOTE_SELECT_DEBOUNCE_MS}
        isInvalid={missing}
        errorMessage={missing ? t('contractChange.choose.required') : undefined}
        onChange={(value) => {
          setMissing(false);
          setChosen(value === null || Array.isArray(value) ? null : Number(value));
        }}
      />
    </Dialog>
  );
}
