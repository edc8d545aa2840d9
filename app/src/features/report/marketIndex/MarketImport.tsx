import { Button, ImportDialog, useToast } from '@srm/design-system';
import type { ImportCheckSummary } from '@srm/gateway/api';
import { useMemo, useState } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import { marketImportCalls } from '../api/marketApi';
import { duplicatesNote } from './marketIndexList';

export interface MarketImportProps {
  /** After the commit (uploadInsert): a draft batch exists; the page shows 上传批次. */
  onImported: () => void;
}

/**
 * 导入 of 行情指数 (report:market-index:import): the shared ImportDialog on the `market-index` pipeline
 * (下载模板, upload and check, 导入 = uploadInsert: a draft batch). The check's counts.duplicates (rows
 * repeating stored values, not errors) show as 与已有数据重复 N 行，提交后以新数据为准 under the title.
 */
export function MarketImport({ onImported }: MarketImportProps) {
  const t = useAppT();
  const toast = useToast();
  const [isOpen, setOpen] = useState(false);
  const [checked, setChecked] = useState<ImportCheckSummary | null>(null);
  const calls = useMemo(() => {
    const base = marketImportCalls({ template: t('market.index.templateName'), errors: t('market.index.errorsName') });
    const keep = (summary: ImportCheckSummary | null) => {
      if (summary) setChecked(summary);
      return summary;
    };
    return {
      ...base,
      onCheck: async (file: File) => {
        setChecked(null);
        return keep(await base.onCheck(file));
      },
      onRefresh: async (checkId: string) => keep(await base.onRefresh(checkId)),
    };
  }, [t]);
  const note = duplicatesNote(checked, t);
  const open = (next: boolean) => {
    if (next) setChecked(null);
    setOpen(next);
  };
  return (
    <>
      <Button onPress={() => open(true)}>{t('master.import')}</Button>
      <ImportDialog
        title={t('market.index.importTitle')}
        description={
          <>
            {t('market.index.importHint')}
            {note ? (
              <>
                <br />
                <strong data-duplicates>{note}</strong>
              </>
            ) : null}
          </>
        }
        isOpen={isOpen}
        onOpenChange={open}
        {...calls}
        onCommitted={(summary) => {
          toast.success(summary.message || t('market.index.importedDraft'));
          setOpen(false);
          onImported();
        }}
      />
    </>
  );
}
