import { describe, expect, it, vi } from 'vitest';
import { fileNameFromContentDisposition } from './contentDisposition';
import { FileClientError, fileErrorMessage, isSuccessEnvelope, unwrapEnvelope } from './envelope';
import { storedFile } from './fakeFileClient';
import { createFileClient } from './fileClient';

const stored = storedFile({ id: 'k7', originalName: '采购合同.pdf' });

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

function fetchReturning(response: Response | (() => Response)) {
  return vi.fn(async (_input: string, _init?: RequestInit) => (typeof response === 'function' ? response() : response));
}

/** A scripted XMLHttpRequest: records what was sent and answers with `respond`. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

const xhrClient = () => createFileClient({ createXhr: () => new FakeXhr() as unknown as XMLHttpRequest, headers: () => ({ Authorization: 'Bearer t0k' }) });

describe('envelope', () => {
  it.each([
    [{ code: 200, success: true, message: '', data: null }, true],
    [{ code: '200' }, true],
    [{ code: '00000' }, true],
    [{ resultCode: '0000' }, true],
    [{ code: 200, success: false, message: '库存不足' }, false],
    [{ code: 413, success: false, message: '文件大小不能超过10M' }, false],
    [null, false],
    ['<html>', false],
  ])('%j succeeds: %s', (body, expected) => {
    expect(isSuccessEnvelope(body)).toBe(expected);
  });

  it("throws the server's message with the status and code", () => {
    const error = (() => {
      try {
        unwrapEnvelope({ code: 413, success: false, message: '文件大小不能超过10M', data: null }, 413);
      } catch (caught) {
        return caught;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(FileClientError);
    expect(error).toMatchObject({ message: '文件大小不能超过10M', status: 413, code: 413, serverMessage: '文件大小不能超过10M' });
    expect(fileErrorMessage(error, '附件上传失败')).toBe('文件大小不能超过10M');
  });

  it('falls back to the caller message when the server said nothing', () => {
    expect(() => unwrapEnvelope('<html>bad gateway</html>', 502)).toThrow(FileClientError);
    try {
      unwrapEnvelope('<html>bad gateway</html>', 502);
    } catch (error) {
      expect(fileErrorMessage(error, '附件上传失败')).toBe('附件上传失败');
    }
    expect(fileErrorMessage(new Error('boom'), '系统错误')).toBe('系统错误');
  });

  it('refuses a 200 answer whose envelope says success false', () => {
    expect(() => unwrapEnvelope({ code: 200, success: false, message: '已被引用' }, 200)).toThrow('已被引用');
  });
});

describe('fileNameFromContentDisposition', () => {
  it('prefers the UTF-8 name, then the plain one', () => {
    expect(fileNameFromContentDisposition(`attachment; filename="____.pdf"; filename*=UTF-8''${encodeURIComponent('采购合同（终版）.pdf')}`)).toBe('采购合同（终版）.pdf');
    expect(fileNameFromContentDisposition('attachment; filename="report \\"q1\\".xlsx"')).toBe('report "q1".xlsx');
    expect(fileNameFromContentDisposition('attachment; filename=plain.txt')).toBe('plain.txt');
    expect(fileNameFromContentDisposition('inline')).toBeNull();
    expect(fileNameFromContentDisposition(null)).toBeNull();
  });
});

describe('createFileClient', () => {
  it('uploads the file as multipartFile with its business fields and the headers, reporting progress', async () => {
    const client = xhrClient();
    const progress = vi.fn();
    const file = new File(['%PDF-1.4'], '采购合同.pdf', { type: 'application/pdf' });
    const done = client.upload(file, { bizType: 'contract', bizKey: 'HT-1', module: 'finance', contractFileType: 'text' }, progress);
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/gateway/system/file/upload');
    expect(xhr.headers).toEqual({ Authorization: 'Bearer t0k' });
    expect(xhr.body?.get('bizType')).toBe('contract');
    expect(xhr.body?.get('bizKey')).toBe('HT-1');
    expect(xhr.body?.get('module')).toBe('finance');
    expect(xhr.body?.get('contractFileType')).toBe('text');
    expect((xhr.body?.get('multipartFile') as File).name).toBe('采购合同.pdf');
    xhr.progress(4, 8);
    expect(progress).toHaveBeenLastCalledWith({ loaded: 4, total: 8, percent: 50 });
    xhr.respond(200, { code: 200, success: true, message: '上传成功', data: stored });
    await expect(done).resolves.toEqual(stored);
    expect(progress).toHaveBeenLastCalledWith(expect.objectContaining({ percent: 100 }));
  });

  it('leaves out the optional fields that are not given', () => {
    void xhrClient().upload(new File(['x'], 'a.txt'), { bizType: 'contract' }).catch(() => {});
    const body = FakeXhr.last!.body!;
    expect([...body.keys()]).toEqual(['bizType', 'multipartFile']);
  });

  it("rejects an upload with the server's 413 message", async () => {
    const done = xhrClient().upload(new File(['x'], 'big.bin'), { bizType: 'contract' });
    FakeXhr.last!.respond(413, { code: 413, success: false, message: '文件大小不能超过10M', data: null });
    await expect(done).rejects.toMatchObject({ message: '文件大小不能超过10M', status: 413 });
  });

  it('rejects on a network error and on abort', async () => {
    const failed = xhrClient().upload(new File(['x'], 'a.txt'), { bizType: 'contract' });
    FakeXhr.last!.onerror?.();
    await expect(failed).rejects.toBeInstanceOf(FileClientError);

    const controller = new AbortController();
    const aborted = xhrClient().upload(new File(['x'], 'a.txt'), { bizType: 'contract' }, undefined, { signal: controller.signal });
    controller.abort();
    await expect(aborted).rejects.toThrow('Upload aborted');
    expect(FakeXhr.last!.aborted).toBe(true);
  });

  it('lists the files of a record', async () => {
    const fetch = fetchReturning(json({ code: 200, success: true, message: '操作成功', data: [stored] }));
    const client = createFileClient({ baseUrl: '/api/', fetch, headers: () => ({ Authorization: 'Bearer x' }) });
    await expect(client.list({ bizType: 'contract', bizKey: 'HT 1' })).resolves.toEqual([stored]);
    expect(fetch).toHaveBeenCalledWith('/api/system/file?bizType=contract&bizKey=HT+1', { method: 'GET', headers: { Authorization: 'Bearer x' }, body: undefined });
  });

  it('reads lists wrapped in result', async () => {
    const client = createFileClient({ fetch: fetchReturning(json({ resultCode: '0000', data: { result: [stored] } })) });
    await expect(client.list({ bizType: 'a', bizKey: 'b' })).resolves.toEqual([stored]);
  });

  it('sends JSON for update, remove and reviewUrls', async () => {
    const fetch = vi.fn(async (_input: string, init?: RequestInit) => {
      if (init?.method === 'PUT') return json({ code: 200, success: true, message: '修改成功', data: { ...stored, signetFlag: 1, version: 1 } });
      if (init?.method === 'POST') return json({ code: 200, success: true, message: '', data: [{ id: 'k7', reviewUrl: '/p/7', originalName: '采购合同.pdf' }] });
      return json({ code: 200, success: true, message: '删除成功', data: null });
    });
    const client = createFileClient({ fetch });
    await expect(client.update({ id: 'k7', version: 0, signetFlag: 1 })).resolves.toMatchObject({ signetFlag: 1, version: 1 });
    expect(fetch).toHaveBeenLastCalledWith('/gateway/system/file', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: 'k7', version: 0, signetFlag: 1 }),
    });
    await expect(client.reviewUrls(['k7'])).resolves.toEqual([{ id: 'k7', reviewUrl: '/p/7', originalName: '采购合同.pdf' }]);
    expect(fetch.mock.lastCall?.[0]).toBe('/gateway/system/file/batch');
    await expect(client.reviewUrls([])).resolves.toEqual([]);
    await expect(client.remove(['k7', 'k8'])).resolves.toBeUndefined();
    expect(fetch).toHaveBeenLastCalledWith('/gateway/system/file', { method: 'DELETE', headers: { 'Content-Type': 'application/json' }, body: '["k7","k8"]' });
  });

  it('throws the version conflict message of a refused update', async () => {
    const client = createFileClient({ fetch: fetchReturning(json({ code: 409, success: false, message: '数据已被他人修改，请刷新后重试', data: null }, 409)) });
    await expect(client.update({ id: 'k7', version: 0, signetFlag: 1 })).rejects.toMatchObject({ status: 409, serverMessage: '数据已被他人修改，请刷新后重试' });
  });

  it('downloads a blob named by content-disposition', async () => {
    const fetch = fetchReturning(
      () =>
        new Response(new Uint8Array([1, 2, 3]), {
          status: 200,
          headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="__.pdf"; filename*=UTF-8''${encodeURIComponent('合同.pdf')}` },
        }),
    );
    const { blob, name } = await createFileClient({ fetch }).download('k7');
    expect(name).toBe('合同.pdf');
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([1, 2, 3]);
    expect(fetch.mock.lastCall?.[0]).toBe('/gateway/system/file/k7');
  });

  it('throws the message of a download answered with an error envelope', async () => {
    await expect(createFileClient({ fetch: fetchReturning(json({ code: 404, success: false, message: '文件不存在', data: null }, 404)) }).download('k9')).rejects.toThrow('文件不存在');
    await expect(createFileClient({ fetch: fetchReturning(json({ code: 500, success: false, message: '获取打印信息出错了' }, 200)) }).download('k9')).rejects.toThrow('获取打印信息出错了');
  });

  it('keeps a JSON file that is not an error envelope', async () => {
    const { blob, name } = await createFileClient({ fetch: fetchReturning(json({ rows: [1] })) }).download('k3');
    expect(name).toBe('file-k3');
    expect(await blob.text()).toBe('{"rows":[1]}');
  });

  it('turns a network failure into a FileClientError without a server message', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await createFileClient({ fetch }).list({ bizType: 'a', bizKey: 'b' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FileClientError);
    expect(fileErrorMessage(error, '附件获取失败')).toBe('附件获取失败');
  });
});
