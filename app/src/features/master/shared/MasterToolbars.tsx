import { Button, useToast } from '@srm/design-system';
import { useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { useAppT } from '../../../i18n/useAppT';
import { Permission } from '../../../permissions';
import { requestMasterSync, type MASTER_SYNC_URLS } from '../api/masterApi';
import { MasterImport } from './MasterImport';

const SYNCS = {
  material: { permission: 'master:material:sync', label: 'master.material.sync' },
  taxRate: { permission: 'master:tax-rate:sync', label: 'master.taxRate.sync' },
} as const satisfies Record<keyof typeof MASTER_SYNC_URLS, unknown>;

/** 同步物料 / 同步税率: asks the ERP through the outbox and says so (the result shows in 接口日志). */
function MasterSync({ kind }: { kind: keyof typeof SYNCS }) {
  const t = useAppT();
  const toast = useToast();
  const [isPending, setPending] = useState(false);
  const sync = async () => {
    setPending(true);
    try {
      const message = await unlessFailed(requestMasterSync(kind));
      if (message) toast.success(message);
    } finally {
      setPending(false);
    }
  };
  return (
    <Permission role={SYNCS[kind].permission}>
      <Button onPress={sync} isPending={isPending}>
        {t(SYNCS[kind].label)}
      </Button>
    </Permission>
  );
}

/** The toolbars of the master-data lists (MenuListPage's Toolbar): their imports and ERP syncs. */
export const MASTER_TOOLBARS = {
  material: ({ reload }: { reload: () => void }) => (
    <>
      <MasterImport kind="material" onImported={reload} />
      <MasterSync kind="material" />
    </>
  ),
  unitConvert: ({ reload }: { reload: () => void }) => <MasterImport kind="unitConvert" onImported={reload} />,
  taxRate: ({ reload }: { reload: () => void }) => (
    <>
      <MasterImport kind="taxRate" onImported={reload} />
      <MasterSync kind="taxRate" />
    </>
  ),
};
