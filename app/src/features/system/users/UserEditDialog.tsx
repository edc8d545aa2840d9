import type { SysUserDetail, SysUserListItem } from '@srm/gateway/api';
import { Button, Dialog, Form, useToast } from '@srm/design-system';
import { useCallback, useMemo } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { useAppT } from '../../../i18n/useAppT';
import { fetchUser, updateUser } from '../api/systemApi';
import { useRemote } from '../../../api/useRemote';
import { toEditValues, toUpdateBody, userEditFields } from './userForm';

export interface UserEditDialogProps {
  user: SysUserListItem;
  /** The signed-in user is editing themself (状态 stays read only). */
  isSelf: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * 编辑: the user's current record (GET /system/user/{id}) in a form; 保存 sends POST /system/user/update
 * with the record's version and shows the gateway's message (修改成功). A refusal (409 someone saved in
 * between, 422 an employee code in use) is shown by the call layer and the dialog stays open.
 */
export function UserEditDialog({ user, isSelf, onClose, onSaved }: UserEditDialogProps) {
  const t = useAppT();
  const toast = useToast();
  const load = useCallback(() => fetchUser(user.id), [user.id]);
  const detail = useRemote<SysUserDetail>(load);
  const fields = useMemo(() => userEditFields(t, isSelf), [t, isSelf]);
  const values = useMemo(() => (detail.data ? toEditValues(detail.data) : undefined), [detail.data]);

  const save = async (formValues: Record<string, unknown>) => {
    if (!detail.data) return;
    // A refusal keeps the dialog open with what was typed.
    const saved = await unlessFailed(updateUser(toUpdateBody(detail.data, formValues)));
    if (!saved) return;
    toast.success(saved.message || t('message.updated'));
    onSaved();
  };

  return (
    <Dialog title={t('system.user.editTitle', { name: user.userName })} isOpen onOpenChange={(open) => !open && onClose()} width="medium" isLoading={!detail.data && !detail.failed}>
      {detail.data ? (
        <Form
          aria-label={t('system.user.editTitle', { name: user.userName })}
          fields={fields}
          defaultValues={values}
          onSubmit={save}
          renderActions={({ isSubmitting }) => (
            <>
              <Button onPress={onClose} isDisabled={isSubmitting}>
                {t('system.cancel')}
              </Button>
              <Button type="submit" variant="primary" isPending={isSubmitting}>
                {t('system.save')}
              </Button>
            </>
          )}
        />
      ) : detail.failed ? (
        <p role="alert">{t('message.loadFailed')}</p>
      ) : null}
    </Dialog>
  );
}
