import { describe, expect, it } from 'vitest';
import { dialogWidths, drawerWidths } from '../../theme/tokens';
import { resolveOverlayWidth } from './overlayWidth';

describe('resolveOverlayWidth', () => {
  it.each([
    ['small preset', 'small', { css: '520px', name: 'small' }],
    ['medium preset: the cascade dialog (§2.7)', 'medium', { css: '800px', name: 'medium' }],
    ['large preset: the user picker (§2.6)', 'large', { css: '1050px', name: 'large' }],
    ['xsmall preset: the confirm box', 'xsmall', { css: '420px', name: 'xsmall' }],
    ['a number of pixels', 640, { css: '640px', name: 'custom' }],
    ['a fractional number is rounded', 640.6, { css: '641px', name: 'custom' }],
    ['a CSS percentage', '60%', { css: '60%', name: 'custom' }],
    ['a CSS length with spaces', ' 40rem ', { css: '40rem', name: 'custom' }],
    ['undefined falls back', undefined, { css: '520px', name: 'small' }],
    ['zero falls back', 0, { css: '520px', name: 'small' }],
    ['a negative number falls back', -10, { css: '520px', name: 'small' }],
    ['NaN falls back', Number.NaN, { css: '520px', name: 'small' }],
    ['an unknown word falls back', 'huge', { css: '520px', name: 'small' }],
    ['an inherited object key is not a preset', 'toString', { css: '520px', name: 'small' }],
  ] as const)('%s', (_label, width, expected) => {
    expect(resolveOverlayWidth(width, dialogWidths, 'small')).toEqual(expected);
  });

  it('uses the preset table it is given (drawers)', () => {
    expect(resolveOverlayWidth('large', drawerWidths, 'small')).toEqual({ css: '800px', name: 'large' });
    expect(resolveOverlayWidth(undefined, drawerWidths, 'medium')).toEqual({ css: '560px', name: 'medium' });
  });
});
