import type { FeedSaleRow } from '@srm/gateway/api';
import { describe, expect, it } from 'vitest';
import { zhT as t } from '../masters/zhT';
import { feedSaleDraftOf, feedSaleDraftProblem, toFeedSaleSaveBody } from './feedSaleDraft';

const target: FeedSaleRow = { id: 11, orgCode: 'C01', orgName: '一公司', yearMonth: '2026-12', feedKind: 'pig', tonnes: '1500.000', remark: null, version: 2 };

describe('the feed sale draft', () => {
  it('checks the required fields, the month and the tonnes', () => {
    const draft = feedSaleDraftOf(target);
    expect(draft.kind).toBe('target');
    expect(feedSaleDraftProblem(draft, t)).toBeNull();
    expect(feedSaleDraftProblem(feedSaleDraftOf(), t)).toBe('请填写组织、年月、饲料类别和销量');
    expect(feedSaleDraftProblem({ ...draft, yearMonth: '2026-13' }, t)).toBe('年月格式须为yyyy-MM');
    expect(feedSaleDraftProblem({ ...draft, tonnes: '1.0001' }, t)).toBe('销量须为不小于0、最多3位小数的数字');
  });

  it('sends tonnes as a decimal string', () => {
    expect(toFeedSaleSaveBody({ ...feedSaleDraftOf(target), tonnes: ' 0.1 ', remark: '调整' }, target)).toEqual({
      id: 11,
      version: 2,
      orgCode: 'C01',
      yearMonth: '2026-12',
      feedKind: 'pig',
      tonnes: '0.1',
      remark: '调整',
    });
  });
});
