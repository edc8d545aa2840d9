/**
 * The rules of the contract-sample picker (spec 01 §2.7, §3 "Contract sample", §5): the columns contract
 * template name, sample name and file name, 10 rows a page, and one sample must be chosen. Pure.
 */
import type { MessageKey } from '../../i18n/messages';
import type { RowKey, Selection } from '../../table/grid/selection';
import type { ProColumn } from '../../table/types';

/** Spec 01 §9: plain tables show 10 rows a page. */
export const SAMPLE_PAGE_SIZE = 10;

/** A contract sample as the picker lists it (the gateway's ContractSample fits). */
export interface ContractSampleRow {
  conSampleId: string | number;
  conTemplateName: string;
  conSampleName: string;
  fileName: string;
  /** Download path of the sample file. */
  filePath?: string;
  fileId?: string | number;
  [field: string]: unknown;
}

export interface ContractSamplePage {
  data: readonly ContractSampleRow[];
  total: number;
}

export type LoadContractSamples = (params: { page: number; pageSize: number }) => Promise<ContractSamplePage>;

/** The picker's three columns, titled in the current language. */
export function sampleColumns(t: (key: MessageKey) => string): ProColumn<ContractSampleRow>[] {
  return [
    { key: 'conTemplateName', title: t('contractSample.templateName'), wide: true },
    { key: 'conSampleName', title: t('contractSample.sampleName') },
    { key: 'fileName', title: t('contractSample.fileName'), wide: true },
  ];
}

/** The row key of a sample. */
export function sampleKey(row: Pick<ContractSampleRow, 'conSampleId'>): RowKey {
  return row.conSampleId;
}

/** The sample a radio selection points at, among the rows seen so far; null when none is chosen. */
export function selectedSample(selection: Selection, seen: ReadonlyMap<RowKey, ContractSampleRow>): ContractSampleRow | null {
  if (selection.kind !== 'keys') return null;
  for (const key of selection.keys) {
    const row = seen.get(key);
    if (row) return row;
  }
  return null;
}
