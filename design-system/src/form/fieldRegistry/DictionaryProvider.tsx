import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { FieldOption } from '../fieldDefinition';

/** A dictionary item as the gateway returns it (spec 01 §3, "Dictionary item"). */
export interface DictionaryItem {
  dictItemCode: string;
  dictItemName: string;
  /** A status colour (default, primary, success, warning, danger, info). */
  color?: string;
}

export type Dictionaries = Readonly<Record<string, readonly DictionaryItem[]>>;

const DictionaryContext = createContext<Dictionaries>({});

export interface DictionaryProviderProps {
  /** Items per dictionary code, as loaded after sign-in. */
  dictionaries: Dictionaries;
  children?: ReactNode;
}

/** Gives fields with a `dictCode` (and status tags) their options. */
export function DictionaryProvider({ dictionaries, children }: DictionaryProviderProps) {
  return <DictionaryContext.Provider value={dictionaries}>{children}</DictionaryContext.Provider>;
}

export function useDictionaries(): Dictionaries {
  return useContext(DictionaryContext);
}

export function dictionaryOptions(items: readonly DictionaryItem[] | undefined): FieldOption[] {
  return (items ?? []).map((item) => ({ label: item.dictItemName, value: item.dictItemCode }));
}

/** The options of a dictionary code, stable while the dictionaries do not change. */
export function useDictionaryOptions(dictCode: string | undefined): FieldOption[] {
  const dictionaries = useDictionaries();
  return useMemo(() => (dictCode ? dictionaryOptions(dictionaries[dictCode]) : []), [dictionaries, dictCode]);
}
