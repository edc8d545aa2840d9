// happy-dom has no layout: the panel's ProTable renders its rows in flow (height "auto").
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../overlays/Toast';
import { renderWithProviders } from '../../test-utils';
import { SrmProvider } from '../../provider/SrmProvider';
import { FileClientError } from '../fileClient';
import { fakeFileClient, storedFile, type FakeFileClient } from '../fileClient/fakeFileClient';
import { FileViewer } from '../FileViewer/FileViewer';
import { AttachmentPanel, type AttachmentPanelProps } from './AttachmentPanel';

// PDF.js is replaced: the viewer's drawing is covered by the FileViewer stories in a real browser.
const fakePdf = {
  numPages: 1,
  getPage: vi.fn(async () => ({
    getViewport: ({ scale }: { scale: number }) => ({ width: 595 * scale, height: 842 * scale }),
    render: () => ({ promise: Promise.resolve(), cancel: vi.fn() }),
    getTextContent: async () => ({ items: [{ str: 'Contract page 1', hasEOL: false }] }),
  })),
};
vi.mock('../FileViewer/renderers/pdf', () => ({
  CSS_PER_POINT: 96 / 72,
  openPdf: async () => ({ promise: Promise.resolve(fakePdf), destroy: vi.fn(async () => undefined) }),
  setPdfAssets: vi.fn(),
}));

const contract = storedFile({ id: '1', originalName: '采购合同.pdf', fileType: 'pdf', fileSize: 1536, creatorName: '张采购', createdTime: '2024-05-01 08:00:00' });
const licence = storedFile({ id: '2', originalName: '营业执照.png', fileType: 'png', fileSize: 10485760, creatorName: '李经理', signetFlag: 1, fileCategory: 'OA-7' });

function renderPanel(client: FakeFileClient, props: Partial<AttachmentPanelProps> = {}) {
  return renderWithProviders(
    <ToastProvider>
      <AttachmentPanel client={client} bizType="contract" bizKey="HT-1" debounceMs={0} viewer={FileViewer} {...props} />
    </ToastProvider>,
  );
}

const grid = () => screen.getByRole('grid', { name: '附件列表' });
const rowOf = (name: string) => within(grid()).getByText(name).closest<HTMLElement>('[role="row"]')!;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const report = storedFile({ id: '3', originalName: '质检报告.docx', fileType: 'docx', fileSize: 4096 });

/** The preview addresses (`/preview/{id}` from the fake client's batch call) answer the file's bytes. */
function stubPreviewFetch() {
  const fetch = vi.fn(async () => new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' })));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('AttachmentPanel', () => {
  it('lists the files of the record with name, type, size, uploader and time', async () => {
    const client = fakeFileClient({ files: [contract, licence] });
    const onChange = vi.fn();
    renderPanel(client, { onChange });
    await screen.findByText('采购合同.pdf');
    expect(client.calls.list).toEqual([{ bizType: 'contract', bizKey: 'HT-1' }]);
    const headers = within(grid()).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['文件名称', '文件类型', '文件大小', '上传人', '上传时间', '操作']);
    expect(rowOf('采购合同.pdf').textContent).toContain('1.5 KB');
    expect(rowOf('采购合同.pdf').textContent).toContain('张采购');
    expect(rowOf('采购合同.pdf').textContent).toContain('2024-05-01 08:00:00');
    expect(rowOf('营业执照.png').textContent).toContain('10 MB');
    expect(onChange).toHaveBeenLastCalledWith([contract, licence]);
  });

  it('waits 400 ms after the record changes, and loads only the last one', async () => {
    vi.useFakeTimers();
    const client = fakeFileClient({ files: [contract] });
    const { rerender } = renderWithProviders(<AttachmentPanel client={client} bizType="contract" bizKey="HT-1" />);
    act(() => vi.advanceTimersByTime(300));
    rerender(<AttachmentPanel client={client} bizType="contract" bizKey="HT-2" />);
    act(() => vi.advanceTimersByTime(399));
    expect(client.calls.list).toEqual([]);
    expect(grid().closest('[aria-busy="true"]')).not.toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(client.calls.list).toEqual([{ bizType: 'contract', bizKey: 'HT-2' }]);
  });

  it('loads nothing without a record, and says 附件获取失败 when a load fails', async () => {
    const idle = fakeFileClient({ files: [contract] });
    const { unmount } = renderPanel(idle, { bizKey: null });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(idle.calls.list).toEqual([]);
    expect(screen.getByText('暂无数据')).toBeTruthy();
    unmount();

    renderPanel(fakeFileClient({ listError: new FileClientError('Network error') }));
    expect(await screen.findByText('附件获取失败')).toBeTruthy();
  });

  it('shows the toolbar buttons by their flags, in the spec order', async () => {
    const onPrint = vi.fn();
    const onContractSample = vi.fn();
    const onGenerateContract = vi.fn();
    const client = fakeFileClient();
    const { rerender } = renderPanel(client, { canPrint: true, onPrint, onContractSample, onGenerateContract });
    const toolbar = screen.getByRole('toolbar');
    expect(within(toolbar).getAllByRole('button').map((button) => button.textContent)).toEqual(['打印', '合同范本', '生成合同', '上传']);
    await userEvent.click(within(toolbar).getByRole('button', { name: '合同范本' }));
    expect(onContractSample).toHaveBeenCalledTimes(1);
    rerender(
      <ToastProvider>
        <AttachmentPanel client={client} bizType="contract" bizKey="HT-1" debounceMs={0} isEditable={false} canPrint onPrint={onPrint} onContractSample={onContractSample} onGenerateContract={onGenerateContract} />
      </ToastProvider>,
    );
    expect(within(screen.getByRole('toolbar')).getAllByRole('button').map((button) => button.textContent)).toEqual(['打印']);
  });

  it('adds an upload to the top of the list with 上传成功', async () => {
    const client = fakeFileClient({ files: [contract] });
    renderPanel(client, { module: 'finance' });
    await screen.findByText('采购合同.pdf');
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, new File(['abc'], '补充协议.docx'));
    expect(await screen.findByText('上传成功')).toBeTruthy();
    expect(client.calls.upload).toEqual([{ bizType: 'contract', module: 'finance', bizKey: 'HT-1', contractFileType: undefined }]);
    const rows = within(grid()).getAllByRole('row').slice(1);
    expect(rows[0]!.textContent).toContain('补充协议.docx');
    expect(rows[1]!.textContent).toContain('采购合同.pdf');
  });

  it('refuses to upload at the caller limit with 最多上传N个附件，请删除后再上传', async () => {
    const client = fakeFileClient({ files: [contract, licence] });
    renderPanel(client, { limit: 2 });
    await screen.findByText('采购合同.pdf');
    await userEvent.click(screen.getByRole('button', { name: '上传' }));
    expect(await screen.findByText('最多上传2个附件，请删除后再上传')).toBeTruthy();
    expect(document.querySelector<HTMLInputElement>('input[type="file"]')!.disabled).toBe(true);
    expect(client.calls.upload).toEqual([]);
  });

  it('deletes a file after 确认删除? and says 附件删除成功', async () => {
    const client = fakeFileClient({ files: [contract, licence] });
    const user = userEvent.setup();
    renderPanel(client);
    await screen.findByText('采购合同.pdf');
    await user.click(within(rowOf('采购合同.pdf')).getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('alertdialog', { name: '确认删除?' });
    expect(dialog.textContent).toContain('确定删除附件“采购合同.pdf”吗？');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('附件删除成功')).toBeTruthy();
    expect(client.calls.remove).toEqual([['1']]);
    await waitFor(() => expect(within(grid()).queryByText('采购合同.pdf')).toBeNull());
  });

  it('keeps the file when the delete is cancelled or refused', async () => {
    const client = fakeFileClient({ files: [contract], removeError: new FileClientError('您暂无此权限', 403, 40301, '您暂无此权限') });
    const user = userEvent.setup();
    renderPanel(client);
    await screen.findByText('采购合同.pdf');
    await user.click(within(rowOf('采购合同.pdf')).getByRole('button', { name: '删除' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(client.calls.remove).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 850)); // the row actions' click lock
    await user.click(within(rowOf('采购合同.pdf')).getByRole('button', { name: '删除' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('您暂无此权限')).toBeTruthy();
    expect(within(grid()).getByText('采购合同.pdf')).toBeTruthy();
  });

  it('hides delete outside edit mode, and for CD and ZLMY attachments filed under the OA id', async () => {
    const client = fakeFileClient({ files: [contract, licence] });
    const { rerender } = renderPanel(client, { supplierCode: 'CD', oaId: 'OA-7' });
    await screen.findByText('采购合同.pdf');
    expect(within(rowOf('采购合同.pdf')).queryByRole('button', { name: '删除' })).not.toBeNull();
    expect(within(rowOf('营业执照.png')).queryByRole('button', { name: '删除' })).toBeNull();
    expect(within(rowOf('营业执照.png')).getByRole('button', { name: '下载' })).toBeTruthy();
    rerender(
      <ToastProvider>
        <AttachmentPanel client={client} bizType="contract" bizKey="HT-1" debounceMs={0} isEditable={false} />
      </ToastProvider>,
    );
    expect(within(grid()).queryAllByRole('button', { name: '删除' })).toEqual([]);
    expect(screen.queryByRole('button', { name: '上传' })).toBeNull();
  });

  it('opens the FileViewer on a pdf name click, from its preview address, and closes back to the name', async () => {
    const fetch = stubPreviewFetch();
    const client = fakeFileClient({ files: [contract, licence, report] });
    renderPanel(client);
    const name = await within(await screen.findByRole('grid', { name: '附件列表' })).findByRole('button', { name: '采购合同.pdf' });
    await userEvent.click(name);
    const dialog = await screen.findByRole('dialog', { name: '采购合同.pdf' });
    const viewer = dialog.querySelector('.srm-viewer')!;
    expect(viewer.getAttribute('data-kind')).toBe('pdf');
    await waitFor(() => expect(viewer.getAttribute('data-status')).toBe('ready'));
    expect(fetch).toHaveBeenCalledWith('/preview/1', expect.anything());
    expect(within(dialog).getByText('1 / 3')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(name));
  });

  it('opens a png from the keyboard: the name is a grid widget pressed with Enter', async () => {
    stubPreviewFetch();
    const client = fakeFileClient({ files: [contract, licence] });
    renderPanel(client);
    const name = await within(await screen.findByRole('grid', { name: '附件列表' })).findByRole('button', { name: '营业执照.png' });
    expect(name.hasAttribute('data-grid-widget')).toBe(true);
    act(() => name.focus());
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: '营业执照.png' });
    expect(dialog.querySelector('.srm-viewer')?.getAttribute('data-kind')).toBe('image');
    expect(within(dialog).getByText('2 / 2')).toBeTruthy();
  });

  it('shows 暂不支持预览当前文件类型 with a download for a .docx', async () => {
    const fetch = stubPreviewFetch();
    const client = fakeFileClient({ files: [contract, report] });
    renderPanel(client);
    await userEvent.click(await within(await screen.findByRole('grid', { name: '附件列表' })).findByRole('button', { name: '质检报告.docx' }));
    const dialog = await screen.findByRole('dialog', { name: '质检报告.docx' });
    expect(dialog.querySelector('.srm-viewer')?.getAttribute('data-status')).toBe('unsupported');
    expect(within(dialog).getByText('暂不支持预览当前文件类型')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: '下载文件' }));
    await waitFor(() => expect(client.calls.download).toEqual(['3']));
  });

  it('opens the FileViewer from 预览 too, unless the caller overrides it', async () => {
    stubPreviewFetch();
    const client = fakeFileClient({ files: [contract, licence] });
    renderPanel(client);
    await screen.findByText('营业执照.png');
    await userEvent.click(within(rowOf('营业执照.png')).getByRole('button', { name: '预览' }));
    expect(await screen.findByRole('dialog', { name: '营业执照.png' })).toBeTruthy();
  });

  it("opens SrmProvider's fileViewer when it has no viewer of its own", async () => {
    stubPreviewFetch();
    const client = fakeFileClient({ files: [contract, licence] });
    render(
      <SrmProvider fileViewer={FileViewer}>
        <AttachmentPanel client={client} bizType="contract" bizKey="HT-1" debounceMs={0} />
      </SrmProvider>,
    );
    await userEvent.click(await within(await screen.findByRole('grid', { name: '附件列表' })).findByRole('button', { name: '营业执照.png' }));
    expect(await screen.findByRole('dialog', { name: '营业执照.png' })).toBeTruthy();
  });

  it('downloads from 预览 and the file name when the app gave no viewer', async () => {
    const fetch = stubPreviewFetch();
    const client = fakeFileClient({ files: [contract, licence] });
    renderPanel(client, { viewer: undefined });
    await screen.findByText('营业执照.png');
    await userEvent.click(within(rowOf('营业执照.png')).getByRole('button', { name: '预览' }));
    await waitFor(() => expect(client.calls.download).toEqual(['2']));
    await userEvent.click(within(grid()).getByRole('button', { name: '采购合同.pdf' }));
    await waitFor(() => expect(client.calls.download).toEqual(['2', '1']));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('previews with the list and the index, and downloads', async () => {
    const client = fakeFileClient({ files: [contract, licence] });
    const onPreview = vi.fn();
    renderPanel(client, { onPreview });
    await screen.findByText('营业执照.png');
    await userEvent.click(within(rowOf('营业执照.png')).getByRole('button', { name: '预览' }));
    expect(onPreview).toHaveBeenCalledWith([contract, licence], 1);
    await userEvent.click(within(grid()).getByRole('button', { name: '采购合同.pdf' }));
    expect(onPreview).toHaveBeenLastCalledWith([contract, licence], 0);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(within(rowOf('营业执照.png')).getByRole('button', { name: '下载' }));
    await waitFor(() => expect(client.calls.download).toEqual(['2']));
  });

  it('saves the signet flag with its version and says 修改成功', async () => {
    const client = fakeFileClient({ files: [contract, licence] });
    renderPanel(client, { signetMode: true });
    const toggle = await screen.findByRole('switch', { name: '采购合同.pdf是否盖章' });
    expect(screen.getByRole('columnheader', { name: '是否盖章' })).toBeTruthy();
    expect((screen.getByRole('switch', { name: '营业执照.png是否盖章' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(toggle);
    expect(await screen.findByText('修改成功')).toBeTruthy();
    expect(client.calls.update).toEqual([{ id: '1', version: 0, signetFlag: 1 }]);
    expect((screen.getByRole('switch', { name: '采购合同.pdf是否盖章' }) as HTMLInputElement).checked).toBe(true);
  });

  it('puts the signet flag back and says 修改失败 when saving fails', async () => {
    const client = fakeFileClient({ files: [licence], updateError: new FileClientError('数据已被他人修改，请刷新后重试', 409, 409, '数据已被他人修改，请刷新后重试') });
    renderPanel(client, { signetMode: true });
    const toggle = await screen.findByRole('switch', { name: '营业执照.png是否盖章' });
    await userEvent.click(toggle);
    expect(await screen.findByText('修改失败')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('switch', { name: '营业执照.png是否盖章' }) as HTMLInputElement).checked).toBe(true));
  });

  it('edits the attachment type in special mode 1', async () => {
    const client = fakeFileClient({ files: [contract] });
    const user = userEvent.setup();
    renderPanel(client, {
      specialMode: 1,
      attachmentTypes: [
        { label: '合同正文', value: 'text' },
        { label: '补充协议', value: 'supplement' },
      ],
    });
    await screen.findByText('采购合同.pdf');
    expect(screen.getByRole('columnheader', { name: '附件类型' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /采购合同.pdf的附件类型/ }));
    await user.click(await screen.findByRole('option', { name: '补充协议' }));
    await waitFor(() => expect(client.calls.update).toEqual([{ id: '1', version: 0, fileCategory: 'supplement' }]));
    expect(await screen.findByText('修改成功')).toBeTruthy();
  });

  it('speaks English', async () => {
    renderWithProviders(<AttachmentPanel client={fakeFileClient({ files: [contract] })} bizType="contract" bizKey="HT-1" debounceMs={0} />, { locale: 'en' });
    await screen.findByText('采购合同.pdf');
    const headers = within(screen.getByRole('grid', { name: 'Attachments' })).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['File name', 'File type', 'File size', 'Uploader', 'Upload time', 'Actions']);
    expect(screen.getByRole('button', { name: 'Upload' })).toBeTruthy();
  });
});
