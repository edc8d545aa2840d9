/**
 * The dictionaries loaded at sign-in (`sessionDataAtom`) and the user's companies as the screens use
 * them: a code's name (the code itself when the dictionary does not know it, '' for none) and select
 * options. Pure; shared by every feature.
 */
import type { DictMap, Org } from '@srm/gateway/api';

/** The name of `code` in a dictionary, the code itself when the dictionary does not know it, '' for none (null, undefined, ''). */
export function dictName(dictionaries: DictMap | undefined, dictCode: string, code: unknown): string {
  if (code === null || code === undefined || code === '') return '';
  const text = String(code as string);
  return dictionaries?.[dictCode]?.find((item) => item.dictItemCode === text)?.dictItemName ?? text;
}

/** One select option (a design-system FieldOption with a text value). */
export interface ChoiceOption {
  value: string;
  label: string;
}

/** A dictionary's items as select options (value: the item code, label: its name); none for an unknown dictionary. */
export function dictOptions(dictionaries: DictMap | undefined, dictCode: string): ChoiceOption[] {
  return (dictionaries?.[dictCode] ?? []).map((item) => ({ value: item.dictItemCode, label: item.dictItemName }));
}

/** Companies as select options (value: orgCode, label: orgName). */
export function orgOptions(orgs: readonly Org[]): ChoiceOption[] {
  return orgs.map((org) => ({ value: org.orgCode, label: org.orgName }));
}
