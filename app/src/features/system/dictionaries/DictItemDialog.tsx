import styled from '@emotion/styled';
import { Button, Dialog, NumberField, Switch, TextField, useToast } from '@srm/design-system';
import type { SysDictItemDetail } from '@srm/gateway/api';
import { useEffect, useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { useAppT } from '../../../i18n/useAppT';
import { addDictItem, fetchDictItem, updateDictItem } from '../api/dataAdminApi';
import { dictItemAddBody, dictItemDraftOf, dictItemUpdateBody, missingDictItemFields, type DictItemDraft } from './dictItemForm';
import { SaveFailureAlert, saveFailureOf, type SaveFailure } from './SaveFailureAlert';

/** 新增 an item of a dictionary, or 编辑 one (read again when the dialog opens, for its version). */
export type DictItemTarget = { kind: 'add'; dictCode: string; dictName: string; itemCount: number } | { kind: 'edit'; id: number };

export interface DictItemDialogProps {
  target: DictItemTarget;
  onClose: () => void;
  /** After a save the gateway accepted (its message is shown here). */
  onSaved: () => void;
}

/**
 * 新增/编辑 a 字典项: 编码 (kept once saved), 名称, 英文名称, 排序 and 启用. 保存 sends POST
 * /system/dict/item/add or /update; a refusal (a taken code, 409 when someone saved the item since it
 * was read) is shown in the dialog, which keeps what was typed; on a 409, 重新加载最新数据 reads it again.
 */
export function DictItemDialog({ target, onClose, onSaved }: DictItemDialogProps) {
  const t = useAppT();
  const toast = useToast();
  const isAdd = target.kind === 'add';
  const [item, setItem] = useState<SysDictItemDetail | null>(null);
  const [draft, setDraft] = useState<DictItemDraft>(() => dictItemDraftOf(undefined, isAdd ? target.itemCount : 0));
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [showMissing, setShowMissing] = useState(false);
  const [saving, setSaving] = useState(false);
  const editId = target.kind === 'edit' ? target.id : null;

  /** Bumped by 重新加载最新数据: reads the item again. */
  const [reads, setReads] = useState(0);

  useEffect(() => {
    if (editId === null) return;
    let live = true;
    void unlessFailed(fetchDictItem(editId)).then((latest) => {
      if (!live || !latest) return;
      setItem(latest);
      setDraft(dictItemDraftOf(latest));
      setFailure(null);
    });
    return () => {
      live = false;
    };
  }, [editId, reads]);

  const missing = missingDictItemFields(draft, isAdd);
  const patch = (change: Partial<DictItemDraft>) => setDraft((current) => ({ ...current, ...change }));
  const requiredError = (field: 'dictItemCode' | 'dictItemName', label: string) =>
    showMissing && missing.includes(field) ? { isInvalid: true, errorMessage: t('dataAdmin.required', { field: label }) } : {};

  const save = async () => {
    if (missing.length > 0) {
      setShowMissing(true);
      return;
    }
    if (!isAdd && !item) return;
    setSaving(true);
    setFailure(null);
    const call = isAdd ? addDictItem(dictItemAddBody(target.dictCode, draft)) : updateDictItem(dictItemUpdateBody(item as SysDictItemDetail, draft));
    const saved = await unlessFailed(call, (refused) => setFailure(saveFailureOf(refused)));
    setSaving(false);
    if (!saved) return;
    toast.success(saved.message);
    onSaved();
  };

  const title = isAdd ? t('dataAdmin.dict.addTitle', { dictName: target.dictName }) : t('dataAdmin.dict.editTitle', { dictItemCode: item?.dictItemCode ?? '' });
  const ready = isAdd || item !== null;
  const codeLabel = t('dataAdmin.dict.itemCode');
  const nameLabel = t('dataAdmin.dict.itemName');

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
          <Button variant="primary" onPress={() => void save()} isPending={saving} isDisabled={!ready}>
            {t('system.save')}
          </Button>
        </>
      }
    >
      {ready ? (
        <Form aria-label={title}>
          {failure ? <SaveFailureAlert failure={failure} onReload={isAdd ? undefined : () => setReads((value) => value + 1)} /> : null}
          <TextField
            label={codeLabel}
            isRequired
            maxLength={64}
            value={draft.dictItemCode}
            onChange={(dictItemCode) => patch({ dictItemCode })}
            isDisabled={!isAdd}
            description={isAdd ? undefined : t('dataAdmin.dict.itemCodeFixed')}
            {...requiredError('dictItemCode', codeLabel)}
          />
          <TextField label={nameLabel} isRequired maxLength={100} value={draft.dictItemName} onChange={(dictItemName) => patch({ dictItemName })} {...requiredError('dictItemName', nameLabel)} />
          <TextField
            label={t('dataAdmin.dict.itemNameEn')}
            maxLength={100}
            value={draft.dictItemNameEn}
            onChange={(dictItemNameEn) => patch({ dictItemNameEn })}
            description={t('dataAdmin.dict.itemNameEnHint')}
          />
          <NumberField
            label={t('dataAdmin.dict.sortNumber')}
            value={draft.sortNumber}
            minValue={0}
            maxValue={99_999}
            precision={0}
            onChange={(sortNumber) => patch({ sortNumber: sortNumber ?? null })}
          />
          <Switch label={t('dataAdmin.enabled')} isSelected={draft.enabled} onChange={(enabled) => patch({ enabled })} />
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
