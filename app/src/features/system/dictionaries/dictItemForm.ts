import type { DictItemAddBody, DictItemUpdateBody, SysDictItemDetail } from '@srm/gateway/api';

/** What the 字典项 dialog edits. */
export interface DictItemDraft {
  dictItemCode: string;
  dictItemName: string;
  dictItemNameEn: string;
  sortNumber: number | null;
  enabled: boolean;
}

/** The draft of a new item (sorted after `itemCount` items) or of a saved one. Pure. */
export function dictItemDraftOf(item: SysDictItemDetail | undefined, itemCount = 0): DictItemDraft {
  return item
    ? { dictItemCode: item.dictItemCode, dictItemName: item.dictItemName, dictItemNameEn: item.dictItemNameEn ?? '', sortNumber: item.sortNumber, enabled: item.enabled === 1 }
    : { dictItemCode: '', dictItemName: '', dictItemNameEn: '', sortNumber: itemCount + 1, enabled: true };
}

/** The fields left empty that must be filled (the add form also needs the code). Pure. */
export function missingDictItemFields(draft: DictItemDraft, isAdd: boolean): ('dictItemCode' | 'dictItemName')[] {
  return [...(isAdd && !draft.dictItemCode.trim() ? (['dictItemCode'] as const) : []), ...(!draft.dictItemName.trim() ? (['dictItemName'] as const) : [])];
}

const fieldsOf = (draft: DictItemDraft) => ({
  dictItemName: draft.dictItemName.trim(),
  dictItemNameEn: draft.dictItemNameEn.trim() || null,
  sortNumber: draft.sortNumber ?? 0,
  enabled: draft.enabled ? (1 as const) : (0 as const),
});

export function dictItemAddBody(dictCode: string, draft: DictItemDraft): DictItemAddBody {
  return { dictCode, dictItemCode: draft.dictItemCode.trim(), ...fieldsOf(draft) };
}

export function dictItemUpdateBody(item: SysDictItemDetail, draft: DictItemDraft): DictItemUpdateBody {
  return { id: item.id, version: item.version, ...fieldsOf(draft) };
}
