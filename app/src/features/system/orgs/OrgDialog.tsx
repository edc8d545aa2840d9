import styled from '@emotion/styled';
import { Button, Checkbox, Dialog, TextField } from '@srm/design-system';
import type { OrgTreeNode } from '@srm/gateway/api';
import { useState } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import { updateOrg } from '../api/menuOrgAdminApi';
import { ConflictNotice } from '../menus/ConflictNotice';
import { useDialogSave } from '../shared/useDialogSave';
import { orgLevelLabel } from '../shared/labels';

export interface OrgDialogProps {
  org: OrgTreeNode;
  onClose: () => void;
  /** After a save the gateway accepted (the toast is shown here). */
  onSaved: () => void;
  /** 刷新并关闭 after a stale version. */
  onStale: () => void;
}

/**
 * 编辑 of an org: 组织名称, 已上线, 贸易公司 (code, level and parent come from the ERP and are shown only).
 * 保存 sends POST /system/org/update with the version; a stale version is shown in the dialog.
 */
export function OrgDialog({ org, onClose, onSaved, onStale }: OrgDialogProps) {
  const t = useAppT();
  const [orgName, setOrgName] = useState(org.orgName);
  const [isOnline, setOnline] = useState(org.isOnline === 1);
  const [isTradingCompany, setTradingCompany] = useState(org.isTradingCompany === 1);
  const [missing, setMissing] = useState(false);
  const { isSaving, conflict, run } = useDialogSave(onSaved);
  const title = t('system.orgEdit.title', { orgCode: org.orgCode });

  const save = () => {
    if (orgName.trim() === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    void run(() =>
      updateOrg({ id: org.id, version: org.version, orgName: orgName.trim(), isOnline: isOnline ? 1 : 0, isTradingCompany: isTradingCompany ? 1 : 0 }),
    );
  };

  return (
    <Dialog
      title={title}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      width="small"
      footer={
        <>
          <Button onPress={onClose} isDisabled={isSaving}>
            {t('system.cancel')}
          </Button>
          <Button variant="primary" onPress={save} isPending={isSaving}>
            {t('system.save')}
          </Button>
        </>
      }
    >
      <Body aria-label={title}>
        {conflict ? <ConflictNotice message={conflict} onReload={onStale} /> : null}
        {missing ? <p role="alert">{t('system.orgEdit.required')}</p> : null}
        <p>
          <span>
            {t('system.org.orgCode')}：{org.orgCode}
          </span>
          <span>
            {t('system.org.level')}：{orgLevelLabel(t, org.level)}
          </span>
        </p>
        <small>{t('system.orgEdit.fixed')}</small>
        <TextField label={t('system.org.orgName')} isRequired maxLength={100} value={orgName} onChange={setOrgName} />
        <Checkbox isSelected={isOnline} onChange={setOnline}>
          {t('system.orgEdit.online')}
        </Checkbox>
        <Checkbox isSelected={isTradingCompany} onChange={setTradingCompany}>
          {t('system.orgEdit.tradingCompany')}
        </Checkbox>
      </Body>
    </Dialog>
  );
}

const Body = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};

  p {
    display: flex;
    gap: ${({ theme }) => theme.space[4]};
    margin: 0;
  }
`;
