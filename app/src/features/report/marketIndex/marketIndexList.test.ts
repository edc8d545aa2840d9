import { describe, expect, it } from 'vitest';
import { appTranslate } from '../../../i18n/locale';
import type { AppT } from '../../../i18n/useAppT';
import { batchColumns, canSubmitBatch, duplicatesNote, duplicatesOf, valueColumns, valueSearchFields } from './marketIndexList';

const t: AppT = (key, values) => appTranslate('zh-CN', key, values);

describe('行情指数 list configs', () => {
  it('names the columns of 指数数据 and 上传批次 as the contract says', () => {
    expect(valueColumns(t).map((column) => column.title)).toEqual(['指数编码', '指数名称', '地区', '日期', '数值', '单位', '批次号']);
    expect(batchColumns(t).map((column) => column.title)).toEqual(['批次号', '文件名', '状态', '行数', '重复行数', '上传人', '上传时间', '提交时间']);
    expect(batchColumns(t).find((column) => column.key === 'status')?.options?.map((item) => item.dictItemName)).toEqual(['草稿', '已提交']);
  });

  it('searches by 指数名称, 地区 and a date range on the list engine keys', () => {
    expect(valueSearchFields(t).map((field) => [field.prop, field.label, field.operator ?? field.type])).toEqual([
      ['indexName', '指数名称', 'contains'],
      ['place', '地区', 'contains'],
      ['dataDate', '日期范围', 'daterange'],
    ]);
  });

  it('shows the value as the decimal string the gateway gives', () => {
    const value = valueColumns(t).find((column) => column.key === 'value');
    expect(value?.render?.('2650.5000', {} as never, 0)).toBe('2650.5000');
  });

  it('submits only drafts', () => {
    expect(canSubmitBatch({ status: 'draft' })).toBe(true);
    expect(canSubmitBatch({ status: 'submitted' })).toBe(false);
  });

  it('notes the rows repeating stored data, and nothing without them', () => {
    expect(duplicatesOf({ counts: { duplicates: 3 } })).toBe(3);
    expect(duplicatesNote({ counts: { duplicates: 3 } }, t)).toBe('与已有数据重复 3 行，提交后以新数据为准');
    expect(duplicatesNote({ counts: { duplicates: 0 } }, t)).toBeNull();
    expect(duplicatesNote({ counts: {} }, t)).toBeNull();
    expect(duplicatesNote(null, t)).toBeNull();
  });
});
