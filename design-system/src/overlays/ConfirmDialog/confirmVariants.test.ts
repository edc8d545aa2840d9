import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/messages';
import { confirmVariantSpec, type ConfirmVariant } from './confirmVariants';

describe('confirmVariantSpec', () => {
  it.each<[ConfirmVariant | undefined, string, string, 'primary' | 'danger', 'confirm' | 'cancel', string | undefined]>([
    ['default', '提示', 'Confirm', 'primary', 'confirm', undefined],
    [undefined, '提示', 'Confirm', 'primary', 'confirm', undefined],
    ['delete', '确认删除?', 'Confirm deletion?', 'danger', 'cancel', undefined],
    ['quickDelete', '确定删除？', 'Delete it?', 'danger', 'cancel', '已取消删除'],
  ])('%s: title %s / %s, %s button, focus %s, cancel message %s', (variant, zh, en, tone, focus, cancelMessage) => {
    const spec = confirmVariantSpec(variant);
    expect(translate('zh-CN', spec.titleKey)).toBe(zh);
    expect(translate('en', spec.titleKey)).toBe(en);
    expect(spec.confirmTone).toBe(tone);
    expect(spec.initialFocus).toBe(focus);
    expect(spec.cancelMessageKey ? translate('zh-CN', spec.cancelMessageKey) : undefined).toBe(cancelMessage);
  });

  it('treats an unknown variant as default', () => {
    expect(confirmVariantSpec('remove' as ConfirmVariant)).toEqual(confirmVariantSpec('default'));
    expect(confirmVariantSpec('toString' as ConfirmVariant)).toEqual(confirmVariantSpec('default'));
  });
});
