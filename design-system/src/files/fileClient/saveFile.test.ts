import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from './saveFile';

describe('saveFile', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('downloads the blob under its name through a link that does not stay, and frees its address after the delay', () => {
    vi.useFakeTimers();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:save-1');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);

    saveFile(new Blob(['x']), '采购合同.pdf', document, 60_000);
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('采购合同.pdf');
    expect(clicked[0]!.getAttribute('href')).toBe('blob:save-1');
    expect(clicked[0]!.isConnected).toBe(false);
    vi.advanceTimersByTime(59_999);
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revoke).toHaveBeenCalledWith('blob:save-1');
  });

  it('frees the address on the next task by default', () => {
    vi.useFakeTimers();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:save-2');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    saveFile(new Blob(['x']), 'a.txt');
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(revoke).toHaveBeenCalledWith('blob:save-2');
  });
});
