import { Button, useToast, type ProTableHandle } from '@srm/design-system';
import { useSetAtom } from 'jotai';
import type { RefObject } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { exportTask } from '../../../api/http';
import { toListBody } from '../../../api/listQuery';
import { useAppT } from '../../../i18n/useAppT';
import { usePermission } from '../../../permissions';
import { exportStartedAtom } from '../../../state/downloads';

export interface ExportButtonProps {
  /** The list's POST url (`…/page`), called by the download task with the table's current filters. */
  url: string;
  fileName: string;
  /** The button code that allows it; without it nothing is shown. */
  permission: string;
  label: string;
  table: RefObject<ProTableHandle | null>;
}

/** 导出 of an order list: a download task of the list's current query from page 1 (the download centre shows it). */
export function ExportButton({ url, fileName, permission, label, table }: ExportButtonProps) {
  const t = useAppT();
  const toast = useToast();
  const startedExport = useSetAtom(exportStartedAtom);
  const { visible } = usePermission({ role: permission });
  if (!visible) return null;
  const run = async () => {
    const params = table.current?.exportParams();
    if (!params) return;
    const created = await unlessFailed(exportTask({ method: 'POST', url, data: toListBody(params) }, { fileName }));
    if (created === undefined) return;
    startedExport();
    toast.success(t('shell.exportStarted'));
  };
  return <Button onPress={() => void run()}>{label}</Button>;
}
