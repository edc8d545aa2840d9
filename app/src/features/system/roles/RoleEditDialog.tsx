import styled from '@emotion/styled';
import { Button, Dialog, RadioGroup, TextField, useToast } from '@srm/design-system';
import type { RoleRow } from '@srm/gateway/api';
import { useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { useAppT } from '../../../i18n/useAppT';
import { saveRole } from '../api/roleAdminApi';
import { missingRoleFields, roleDraftOf, roleSaveBodyOf, type RoleDraft } from './roleForm';

export interface RoleEditDialogProps {
  /** The row to edit; none adds a role. */
  row?: RoleRow | undefined;
  onClose: () => void;
  /** After a save the gateway accepted (the toast is shown here). */
  onSaved: () => void;
}

/**
 * 新增/编辑 of a role: 角色编码 (kept once saved), 角色名称 and 角色类型 (管理员 / 普通角色). 保存 sends
 * POST system/role/save with the row's version; a refusal (a taken code, 409) is shown by the call layer
 * and the dialog stays open with what was typed.
 */
export function RoleEditDialog({ row, onClose, onSaved }: RoleEditDialogProps) {
  const t = useAppT();
  const toast = useToast();
  const [draft, setDraft] = useState<RoleDraft>(() => roleDraftOf(row));
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const title = row ? t('system.roleEdit.editTitle', { roleCode: row.roleCode }) : t('system.roleEdit.addTitle');
  const missing = checked ? missingRoleFields(draft) : [];
  const errorOf = (field: 'roleCode' | 'roleName') => (missing.includes(field) ? t('system.roleEdit.required', { field: t(`system.role.${field}`) }) : undefined);

  const save = async () => {
    setChecked(true);
    if (missingRoleFields(draft).length > 0) return;
    setSaving(true);
    const saved = await unlessFailed(saveRole(roleSaveBodyOf(draft, row)));
    setSaving(false);
    if (!saved) return;
    toast.success(saved.message || t(row ? 'message.updated' : 'message.added'));
    onSaved();
  };

  return (
    <Dialog
      title={title}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      width="small"
      footer={
        <>
          <Button onPress={onClose} isDisabled={saving}>
            {t('system.cancel')}
          </Button>
          <Button variant="primary" onPress={() => void save()} isPending={saving}>
            {t('system.save')}
          </Button>
        </>
      }
    >
      <Body aria-label={title}>
        <TextField
          label={t('system.role.roleCode')}
          isRequired
          maxLength={64}
          value={draft.roleCode}
          onChange={(roleCode) => setDraft((current) => ({ ...current, roleCode }))}
          isDisabled={row !== undefined}
          description={row ? t('system.roleEdit.codeFixed') : undefined}
          isInvalid={errorOf('roleCode') !== undefined}
          errorMessage={errorOf('roleCode')}
        />
        <TextField
          label={t('system.role.roleName')}
          isRequired
          maxLength={100}
          value={draft.roleName}
          onChange={(roleName) => setDraft((current) => ({ ...current, roleName }))}
          isInvalid={errorOf('roleName') !== undefined}
          errorMessage={errorOf('roleName')}
        />
        <RadioGroup
          label={t('system.role.roleType')}
          isRequired
          value={String(draft.roleType)}
          onChange={(value) => setDraft((current) => ({ ...current, roleType: value === '1' ? 1 : 2 }))}
          options={[
            { value: '2', label: t('system.role.roleType.2') },
            { value: '1', label: t('system.role.roleType.1') },
          ]}
        />
      </Body>
    </Dialog>
  );
}

const Body = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;
