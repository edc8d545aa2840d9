import type { Role, SysUserListItem } from '@srm/gateway/api';
import { Button, CheckboxGroup, Dialog } from '@srm/design-system';
import { useCallback, useMemo, useState } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import { fetchRoles, fetchUserRoles, saveUserRoles } from '../api/systemApi';
import { roleLabel } from '../shared/labels';
import { useDialogSave } from '../shared/useDialogSave';
import { useRemote } from '../../../api/useRemote';

export interface UserRolesDialogProps {
  user: SysUserListItem;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * 分配角色: every role as a checklist, the user's ticked (GET getUserRole); 保存 replaces the user's
 * roles (POST saveUserRole) and shows the gateway's message.
 */
export function UserRolesDialog({ user, onClose, onSaved }: UserRolesDialogProps) {
  const t = useAppT();
  const load = useCallback(() => Promise.all([fetchRoles(), fetchUserRoles(user.id)]), [user.id]);
  const remote = useRemote<[Role[], Role[]]>(load);
  const [picked, setPicked] = useState<string[] | null>(null);
  const { isSaving, run } = useDialogSave(onSaved);
  const [roles, assigned] = remote.data ?? [[], []];
  const options = useMemo(() => roles.map((role) => ({ value: String(role.id), label: `${roleLabel(t, role)} ${role.roleCode}` })), [roles, t]);
  const value = picked ?? assigned.map((role) => String(role.id));
  const title = t('system.user.rolesTitle', { name: user.userName });

  const save = () => run(() => saveUserRoles(user.id, value.map(Number)));

  return (
    <Dialog
      title={title}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      isLoading={remote.isLoading && !remote.data}
      footer={
        <>
          <Button onPress={onClose} isDisabled={isSaving}>
            {t('system.cancel')}
          </Button>
          <Button variant="primary" onPress={save} isPending={isSaving} isDisabled={!remote.data}>
            {t('system.save')}
          </Button>
        </>
      }
    >
      {remote.failed && !remote.data ? (
        <p role="alert">{t('message.loadFailed')}</p>
      ) : (
        <CheckboxGroup label={t('system.user.rolesLabel')} orientation="vertical" options={options} value={value} onChange={setPicked} />
      )}
    </Dialog>
  );
}
