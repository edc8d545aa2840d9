import styled from '@emotion/styled';
import { Button, Dialog, Switch, TextField, useToast } from '@srm/design-system';
import type { CategoryDetail } from '@srm/gateway/api';
import { useEffect, useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { useAppT } from '../../../i18n/useAppT';
import { fetchCategoryDetail, updateCategory } from '../api/dataAdminApi';
import { SaveFailureAlert, saveFailureOf, type SaveFailure } from '../dictionaries/SaveFailureAlert';

export interface CategoryDialogProps {
  /** The category to edit (read again when the dialog opens, for its version). */
  id: number;
  onClose: () => void;
  /** After a save the gateway accepted (its message is shown here). */
  onSaved: () => void;
}

/**
 * 编辑 a 品类: 名称 and 已上线 (the code and level stay). 保存 sends POST /system/category/update; a
 * refusal (409 when someone saved it since it was read …) is shown in the dialog, which keeps what was
 * typed; on a 409, 重新加载最新数据 reads the category again.
 */
export function CategoryDialog({ id, onClose, onSaved }: CategoryDialogProps) {
  const t = useAppT();
  const toast = useToast();
  const [category, setCategory] = useState<CategoryDetail | null>(null);
  const [name, setName] = useState('');
  const [isOnline, setIsOnline] = useState(true);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [showMissing, setShowMissing] = useState(false);
  const [saving, setSaving] = useState(false);

  /** Bumped by 重新加载最新数据: reads the category again. */
  const [reads, setReads] = useState(0);

  useEffect(() => {
    let live = true;
    void unlessFailed(fetchCategoryDetail(id)).then((latest) => {
      if (!live || !latest) return;
      setCategory(latest);
      setName(latest.categoryName);
      setIsOnline(latest.isOnline === 1);
      setFailure(null);
    });
    return () => {
      live = false;
    };
  }, [id, reads]);

  const save = async () => {
    if (!category) return;
    if (!name.trim()) {
      setShowMissing(true);
      return;
    }
    setSaving(true);
    setFailure(null);
    const saved = await unlessFailed(
      updateCategory({ id: category.id, version: category.version, categoryName: name.trim(), isOnline: isOnline ? 1 : 0 }),
      (refused) => setFailure(saveFailureOf(refused)),
    );
    setSaving(false);
    if (!saved) return;
    toast.success(saved.message);
    onSaved();
  };

  const title = t('dataAdmin.category.editTitle', { categoryCode: category?.categoryCode ?? '' });
  const nameLabel = t('dataAdmin.category.categoryName');

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
          <Button variant="primary" onPress={() => void save()} isPending={saving} isDisabled={!category}>
            {t('system.save')}
          </Button>
        </>
      }
    >
      {category ? (
        <Form aria-label={title}>
          {failure ? <SaveFailureAlert failure={failure} onReload={() => setReads((value) => value + 1)} /> : null}
          <TextField
            label={nameLabel}
            isRequired
            maxLength={100}
            value={name}
            onChange={setName}
            {...(showMissing && !name.trim() ? { isInvalid: true, errorMessage: t('dataAdmin.required', { field: nameLabel }) } : {})}
          />
          <Switch label={t('dataAdmin.category.isOnline')} isSelected={isOnline} onChange={setIsOnline} />
        </Form>
      ) : (
        <p>{t('dataAdmin.loading')}</p>
      )}
    </Dialog>
  );
}

const Form = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;
