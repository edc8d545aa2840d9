import { describe, expect, it } from 'vitest';
import { appTranslate } from '../../../i18n/locale';
import { categoryLabel } from './templateList';
import type { AppT } from '../../../i18n/useAppT';

const t = ((key, values) => appTranslate('zh-CN', key, values)) as AppT;

describe('categoryLabel', () => {
  it('names the known categories and shows others as they are', () => {
    expect(categoryLabel(t, 'fixedPrice')).toBe('一口价合同');
    expect(categoryLabel(t, 'custom')).toBe('custom');
  });
});
