import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileClientError } from '../fileClient/envelope';
import { canDownload, downloadViewerFile, loadErrorMessage, loadFileBlob, rejectJsonBlob } from './fileSource';

const signal = () => new AbortController().signal;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('loading a file', () => {
  it('uses the loader when there is one', async () => {
    const blob = new Blob(['%PDF'], { type: 'application/pdf' });
    const load = vi.fn(async () => blob);
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    await expect(loadFileBlob({ name: 'a.pdf', url: '/a.pdf', load }, signal())).resolves.toBe(blob);
    expect(load).toHaveBeenCalledOnce();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('fetches the address otherwise', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('%PDF-1.4', { headers: { 'content-type': 'application/pdf' } })));
    const blob = await loadFileBlob({ name: 'a.pdf', url: '/a.pdf' }, signal());
    expect(await blob.text()).toBe('%PDF-1.4');
  });

  it('rejects with the server message of an error answer', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ code: 404, success: false, message: '附件不存在' }, { status: 404 })));
    const error = await loadFileBlob({ name: 'a.pdf', url: '/a.pdf' }, signal()).catch((e: unknown) => e);
    expect(loadErrorMessage(error, '附件获取失败')).toBe('附件不存在');
  });

  it('treats a 200 answer holding a JSON error envelope as a failure (spec 01 §8)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ code: 500, success: false, message: '文件服务不可用' })));
    const error = await loadFileBlob({ name: 'a.pdf', url: '/a.pdf' }, signal()).catch((e: unknown) => e);
    expect(loadErrorMessage(error, '附件获取失败')).toBe('文件服务不可用');
    const fromLoader = await loadFileBlob(
      { name: 'a.pdf', load: async () => new Blob([JSON.stringify({ code: 403, message: '您暂无此权限' })], { type: 'application/json' }) },
      signal(),
    ).catch((e: unknown) => e);
    expect(loadErrorMessage(fromLoader, '附件获取失败')).toBe('您暂无此权限');
  });

  it('falls back to the default message without a server message', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    const network = await loadFileBlob({ name: 'a.pdf', url: '/a.pdf' }, signal()).catch((e: unknown) => e);
    expect(loadErrorMessage(network, '附件获取失败')).toBe('附件获取失败');
    vi.stubGlobal('fetch', vi.fn(async () => new Response('Bad gateway', { status: 502 })));
    const html = await loadFileBlob({ name: 'a.pdf', url: '/a.pdf' }, signal()).catch((e: unknown) => e);
    expect(html).toBeInstanceOf(FileClientError);
    expect(loadErrorMessage(html, '附件获取失败')).toBe('附件获取失败');
    expect(loadErrorMessage(new Error('Network Error'), '附件获取失败')).toBe('附件获取失败');
    await expect(loadFileBlob({ name: 'a.pdf' }, signal())).rejects.toBeInstanceOf(FileClientError);
  });

  it('keeps JSON that is not an error as the file', async () => {
    const ok = new Blob([JSON.stringify({ code: 200, success: true })], { type: 'application/json' });
    await expect(rejectJsonBlob(ok)).resolves.toBe(ok);
    const notJson = new Blob(['{oops'], { type: 'application/json' });
    await expect(rejectJsonBlob(notJson)).resolves.toBe(notJson);
  });
});

describe('downloading', () => {
  it('offers a download only with a handler, an address or a loader', () => {
    expect(canDownload({ name: 'a.txt' })).toBe(false);
    expect(canDownload({ name: 'a.txt' }, () => undefined)).toBe(true);
    expect(canDownload({ name: 'a.txt', url: '/a.txt' })).toBe(true);
    expect(canDownload({ name: 'a.txt', load: async () => new Blob() })).toBe(true);
    expect(canDownload(undefined, () => undefined)).toBe(false);
  });

  it('links to the address under the file name', async () => {
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    await downloadViewerFile({ name: '送货说明.txt', url: '/files/notes.txt' });
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.getAttribute('href')).toBe('/files/notes.txt');
    expect(clicked[0]!.download).toBe('送货说明.txt');
    expect(clicked[0]!.isConnected).toBe(false);
  });

  it('saves loaded content through an object URL', async () => {
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:viewer-1');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    await downloadViewerFile({ name: '合同.pdf', load: async () => new Blob(['%PDF']) });
    expect(createObjectURL).toHaveBeenCalledOnce();
    expect(clicked).toEqual(['合同.pdf']);
  });
});
