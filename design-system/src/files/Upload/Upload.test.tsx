import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../overlays/Toast';
import { renderWithProviders } from '../../test-utils';
import { FileClientError } from '../fileClient';
import { fakeFileClient, storedFile } from '../fileClient/fakeFileClient';
import { Upload } from './Upload';

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const bytes = (size: number, name = 'a.pdf', type = 'application/pdf') => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('Upload', () => {
  it('refuses a file over 10 MB before sending it, saying 文件大小不能超过10M', async () => {
    const client = fakeFileClient();
    renderWithProviders(<Upload client={client} bizType="contract" />);
    await userEvent.upload(fileInput(), bytes(11 * 1024 * 1024, '大文件.zip'));
    expect((await screen.findByRole('alert')).textContent).toBe('文件大小不能超过10M');
    expect(client.calls.upload).toEqual([]);
  });

  it('sends exactly 10 MB, shows its progress, then 上传成功 and the file', async () => {
    const client = fakeFileClient({ holdUploads: true });
    const onChange = vi.fn();
    renderWithProviders(
      <ToastProvider>
        <Upload client={client} bizType="contract" bizKey="HT-9" module="finance" onChange={onChange} />
      </ToastProvider>,
    );
    await userEvent.upload(fileInput(), bytes(10485760, '采购合同.pdf'));
    await waitFor(() => expect(client.held).toHaveLength(1));
    expect(client.calls.upload).toEqual([{ bizType: 'contract', module: 'finance', bizKey: 'HT-9', contractFileType: undefined }]);
    act(() => client.held[0]!.progress(40));
    const bar = screen.getByRole('progressbar', { name: '正在上传采购合同.pdf' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    // One file at a time: the picker waits.
    expect(screen.getByRole('button', { name: '选择文件' }).hasAttribute('disabled')).toBe(true);
    await act(async () => client.held[0]!.resolve({ id: 'f555' }));
    expect(await screen.findByText('上传成功')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ id: 'f555', originalName: '采购合同.pdf' }));
    const list = screen.getByRole('list', { name: '已上传附件' });
    expect(within(list).getByText('采购合同.pdf')).toBeTruthy();
    expect(within(list).getByText('10 MB')).toBeTruthy();
  });

  it("shows the server's message when the upload is refused", async () => {
    const client = fakeFileClient({ uploadError: new FileClientError('文件大小不能超过10M', 413, 413, '文件大小不能超过10M') });
    renderWithProviders(<Upload client={client} bizType="contract" />);
    await userEvent.upload(fileInput(), bytes(100));
    expect((await screen.findByRole('alert')).textContent).toBe('文件大小不能超过10M');
  });

  it('says 附件上传失败 when the server gave no message', async () => {
    const client = fakeFileClient({ uploadError: new FileClientError('Network error') });
    renderWithProviders(<Upload client={client} bizType="contract" />);
    await userEvent.upload(fileInput(), bytes(100));
    expect((await screen.findByRole('alert')).textContent).toBe('附件上传失败');
  });

  it('refuses an empty file and a format not accepted', async () => {
    const client = fakeFileClient();
    renderWithProviders(<Upload client={client} bizType="contract" accept={['pdf', 'docx']} />);
    await userEvent.upload(fileInput(), bytes(0, '空.pdf'), { applyAccept: false });
    expect((await screen.findByRole('alert')).textContent).toBe('文件不能为空');
    await userEvent.upload(fileInput(), bytes(10, '报价.xlsx'), { applyAccept: false });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('只能选择格式为pdf、docx的文件'));
    expect(screen.getByText('单个文件不超过10M；支持格式：pdf、docx')).toBeTruthy();
    expect(fileInput().getAttribute('accept')).toBe('.pdf,.docx');
    expect(client.calls.upload).toEqual([]);
  });

  it('uploads files pasted while it has focus', async () => {
    const client = fakeFileClient();
    const onUploaded = vi.fn();
    renderWithProviders(<Upload client={client} bizType="contract" onUploaded={onUploaded} />);
    const button = screen.getByRole('button', { name: '选择文件' });
    act(() => button.focus());
    const pasted = bytes(10, '截图.png', 'image/png');
    fireEvent.paste(button, { clipboardData: { files: [pasted], types: ['Files'] } });
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(expect.objectContaining({ originalName: '截图.png' })));
    expect(screen.getByRole('status').textContent).toBe('上传成功');
  });

  it('keeps the file dialog shut and shows the blocking message', async () => {
    const client = fakeFileClient();
    renderWithProviders(<Upload client={client} bizType="contract" variant="button" blockedMessage="最多上传3个附件，请删除后再上传" />);
    expect(fileInput().disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: '上传' }));
    expect((await screen.findByRole('alert')).textContent).toBe('最多上传3个附件，请删除后再上传');
  });

  it('removes the uploaded file, and cannot pick when disabled', async () => {
    const onChange = vi.fn();
    const file = storedFile({ originalName: '旧合同.pdf' });
    const { rerender } = renderWithProviders(<Upload client={fakeFileClient()} bizType="contract" defaultValue={file} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: '删除 旧合同.pdf' }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(screen.queryByText('旧合同.pdf')).toBeNull();
    rerender(<Upload client={fakeFileClient()} bizType="contract" isDisabled value={file} />);
    expect(screen.getByRole('button', { name: '选择文件' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: /删除/ })).toBeNull();
  });

  it('speaks English', async () => {
    renderWithProviders(<Upload client={fakeFileClient()} bizType="contract" />, { locale: 'en' });
    expect(screen.getByRole('button', { name: 'Choose files' })).toBeTruthy();
    await userEvent.upload(fileInput(), bytes(11 * 1024 * 1024));
    expect((await screen.findByRole('alert')).textContent).toBe('File size cannot exceed 10M');
  });
});
