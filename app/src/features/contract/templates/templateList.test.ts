import { describe, expect, it } from 'vitest';
import { appTranslate } from '../../../i18n/locale';
import { categoryLabel, fileIdsOf, sampleListBody, templateListBody, withFileNames } from './templateList';
import type { AppT } from '../../../i18n/useAppT';

const t = ((key, values) => appTranslate('zh-CN', key, values)) as AppT;

describe('sampleListBody', () => {
  it('sends the search as the plain keys sample/page takes, numbers as numbers', () => {
    expect(
      sampleListBody({ page: 2, pageSize: 10, 'name.contains': '  玉米 ', 'conTemplateId.equals': '7', 'templateType.equals': 'basis', 'enabled.equals': '0' }),
    ).toEqual({ page: 2, pageSize: 10, name: '玉米', conTemplateId: 7, templateType: 'basis', enabled: 0 });
  });

  it('leaves out the sort, empty filters, keys the call refuses and values it cannot take', () => {
    expect(
      sampleListBody({
        page: 1,
        pageSize: 10,
        sort: { field: 'conSampleName', order: 'ascend' },
        'name.contains': '   ',
        'conTemplateId.equals': 'abc',
        'enabled.equals': 5,
        'fileName.contains': 'x',
      }),
    ).toEqual({ page: 1, pageSize: 10 });
  });
});

describe('templateListBody', () => {
  it('passes the list engine keys through and sends the sort as field,order', () => {
    expect(templateListBody({ page: 1, pageSize: 10, 'name.contains': '玉米', 'code.contains': '', sort: { field: 'sortNumber', order: 'descend' } })).toEqual({
      page: 1,
      pageSize: 10,
      'name.contains': '玉米',
      sort: 'sortNumber,desc',
    });
  });
});

describe('file names', () => {
  it('asks once per file and names each row from the batch answer', () => {
    const rows = [
      { id: 1, fileId: 'f11' },
      { id: 2, fileId: null },
      { id: 3, fileId: 'f11' },
      { id: 4, fileId: 'f12' },
    ];
    expect(fileIdsOf(rows)).toEqual(['f11', 'f12']);
    expect(withFileNames(rows, [{ id: 'f11', originalName: '一口价合同模板.docx' }]).map((row) => row.fileName)).toEqual([
      '一口价合同模板.docx',
      null,
      '一口价合同模板.docx',
      null,
    ]);
  });
});

describe('categoryLabel', () => {
  it('names the known categories and shows others as they are', () => {
    expect(categoryLabel(t, 'fixedPrice')).toBe('一口价合同');
    expect(categoryLabel(t, 'custom')).toBe('custom');
  });
});
