import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/messages';
import { EMPTY_SELECTION, selectAllLoaded } from '../../table/grid/selection';
import { sampleColumns, sampleKey, selectedSample, type ContractSampleRow } from './samplePicker';

const row = (id: number, name: string): ContractSampleRow => ({ conSampleId: id, conTemplateName: '一口价合同模板', conSampleName: name, fileName: `${name}.docx` });

describe('sampleColumns', () => {
  it('titles the three columns of the spec in either language', () => {
    expect(sampleColumns((key) => translate('zh-CN', key)).map((column) => [column.key, column.title])).toEqual([
      ['conTemplateName', '合同模板名称'],
      ['conSampleName', '范本名称'],
      ['fileName', '文件名称'],
    ]);
    expect(sampleColumns((key) => translate('en', key)).map((column) => column.title)).toEqual(['Contract template name', 'Sample name', 'File name']);
  });
});

describe('selectedSample', () => {
  it('finds the chosen row among the rows seen, else null', () => {
    const a = row(1, '东北玉米范本');
    const b = row(2, '华北玉米范本');
    const seen = new Map([a, b].map((sample) => [sampleKey(sample), sample]));
    expect(selectedSample({ kind: 'keys', keys: new Set([2]) }, seen)).toBe(b);
    expect(selectedSample(EMPTY_SELECTION, seen)).toBeNull();
    expect(selectedSample({ kind: 'keys', keys: new Set([9]) }, seen)).toBeNull();
    expect(selectedSample(selectAllLoaded(), seen)).toBeNull();
  });
});
