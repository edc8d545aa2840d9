import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFileClient, storedFile } from '../fileClient/fakeFileClient';
import { attachmentViewerFile, loadAttachmentBlob } from './attachmentPreview';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('attachment preview', () => {
  it('fetches the fresh preview address of the file', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(new Blob(['%PDF'], { type: 'application/pdf' }))));
    vi.stubGlobal('fetch', fetch);
    const client = fakeFileClient();
    const blob = await loadAttachmentBlob(client, storedFile({ id: '7' }), new AbortController().signal);
    expect(await blob.text()).toBe('%PDF');
    expect(fetch).toHaveBeenCalledWith('/preview/7', expect.objectContaining({ signal: expect.any(AbortSignal) as unknown }));
    expect(client.calls.download).toEqual([]);
  });

  it('downloads the file when no preview address can be had', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const client = fakeFileClient();
    client.reviewUrls = () => Promise.reject(new Error('no address'));
    const blob = await loadAttachmentBlob(client, storedFile({ id: '8' }), new AbortController().signal);
    expect(await blob.text()).toBe('x');
    expect(client.calls.download).toEqual(['8']);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('rejects with the server message when the address answers an error', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(Response.json({ code: 403, success: false, message: '预览地址已过期', data: null }, { status: 403 })));
    await expect(loadAttachmentBlob(fakeFileClient(), storedFile({ id: '9' }), new AbortController().signal)).rejects.toMatchObject({ serverMessage: '预览地址已过期' });
  });

  it('names the viewer file after the stored one, typed by its stored type', () => {
    const file = attachmentViewerFile(fakeFileClient(), storedFile({ originalName: '扫描件', fileType: 'png' }));
    expect(file).toMatchObject({ name: '扫描件', type: 'png' });
    expect(typeof file.load).toBe('function');
    expect(attachmentViewerFile(fakeFileClient(), storedFile({ originalName: 'a.pdf', fileType: '' })).type).toBeUndefined();
  });
});
