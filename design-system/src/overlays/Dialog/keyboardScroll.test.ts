import { describe, expect, it } from 'vitest';
import { bodyNeedsFocus } from './keyboardScroll';

describe('bodyNeedsFocus', () => {
  it('is focusable when it scrolls and holds nothing focusable', () => {
    expect(bodyNeedsFocus({ scrollWidth: 400, clientWidth: 400, scrollHeight: 900, clientHeight: 300 }, false)).toBe(true);
  });

  it('stays out of the tab order when a control inside can scroll it, or when it does not scroll', () => {
    expect(bodyNeedsFocus({ scrollWidth: 400, clientWidth: 400, scrollHeight: 900, clientHeight: 300 }, true)).toBe(false);
    expect(bodyNeedsFocus({ scrollWidth: 400, clientWidth: 400, scrollHeight: 300, clientHeight: 300 }, false)).toBe(false);
    // Sub-pixel rounding is not a scroll.
    expect(bodyNeedsFocus({ scrollWidth: 400, clientWidth: 400, scrollHeight: 300.6, clientHeight: 300 }, false)).toBe(false);
  });
});
