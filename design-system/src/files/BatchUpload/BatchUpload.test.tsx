import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../overlays/Toast';
import { renderWithProviders } from '../../test-utils';
import { FileClientError } from '../fileClient';
import { fakeFileClient, storedFile } from '../fileClient/fakeFileClient';
import { BatchUpload } from './BatchUpload';

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const sized = (name: string, size: number) => {
  const file = new File(['x'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('BatchUpload', () => {
  it('sends each picked file as its own upload and lists them', async () => {
    const client = fakeFileClient();
    const onChange = vi.fn();
    renderWithProviders(<BatchUpload client={client} bizType="demand" bizKey="XQ-1" onChange={onChange} />);
    expect(fileInput().multiple).toBe(true);
    await userEvent.upload(fileInput(), [sized('一.pdf', 10), sized('二.pdf', 20), sized('三.pdf', 30)]);
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(client.calls.upload).toHaveLength(3);
    expect(onChange.mock.lastCall?.[0].map((file: { originalName: string }) => file.originalName)).toEqual(['一.pdf', '二.pdf', '三.pdf']);
    expect(screen.getByRole('button', { name: '已上传附件（3）' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('上传成功');
  });

  it('refuses more than 5 files in all, counting those already there, and sends nothing', async () => {
    const client = fakeFileClient();
    renderWithProviders(<BatchUpload client={client} bizType="demand" defaultValue={[storedFile(), storedFile(), storedFile(), storedFile()]} />);
    expect(screen.getByText('单个文件不超过10M；最多5个')).toBeTruthy();
    await userEvent.upload(fileInput(), [sized('a.pdf', 1), sized('b.pdf', 1)]);
    expect((await screen.findByRole('alert')).textContent).toBe('最多上传5个附件');
    expect(client.calls.upload).toEqual([]);
  });

  it('takes another maximum', async () => {
    const client = fakeFileClient();
    renderWithProviders(<BatchUpload client={client} bizType="demand" maxCount={2} />);
    await userEvent.upload(fileInput(), [sized('a.pdf', 1), sized('b.pdf', 1), sized('c.pdf', 1)]);
    expect((await screen.findByRole('alert')).textContent).toBe('最多上传2个附件');
  });

  it('warns 请勿上传超过10M的文件 for a file over the limit and sends the others', async () => {
    const client = fakeFileClient();
    renderWithProviders(<BatchUpload client={client} bizType="demand" />);
    await userEvent.upload(fileInput(), [sized('ok.pdf', 10), sized('大.zip', 10485761)]);
    expect((await screen.findByRole('alert')).textContent).toBe('请勿上传超过10M的文件');
    await waitFor(() => expect(screen.getByRole('button', { name: '已上传附件（1）' })).toBeTruthy());
    expect(client.calls.upload).toHaveLength(1);
  });

  it("shows the server's message for a failed file", async () => {
    const client = fakeFileClient({ uploadError: new FileClientError('上传的字段过多', 400, 400, '上传的字段过多') });
    renderWithProviders(<BatchUpload client={client} bizType="demand" />);
    await userEvent.upload(fileInput(), [sized('a.pdf', 10)]);
    expect((await screen.findByRole('alert')).textContent).toBe('上传的字段过多');
  });

  it('lists the files in a popover with preview, download and delete', async () => {
    const client = fakeFileClient();
    const files = [storedFile({ originalName: '报价单.pdf', fileSize: 1536 }), storedFile({ originalName: '资质证书.png' })];
    const onPreview = vi.fn();
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<BatchUpload client={client} bizType="demand" defaultValue={files} onPreview={onPreview} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: '已上传附件（2）' }));
    const dialog = await screen.findByRole('dialog', { name: '已上传附件' });
    const list = within(dialog).getByRole('list', { name: '已上传附件' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('1.5 KB')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: '下载 报价单.pdf' }));
    await waitFor(() => expect(client.calls.download).toEqual([files[0]!.id]));

    await user.click(within(dialog).getByRole('button', { name: '删除 报价单.pdf' }));
    expect(onChange).toHaveBeenLastCalledWith([files[1]]);
    expect(client.calls.remove).toEqual([]);
    expect(within(dialog).queryByText('报价单.pdf')).toBeNull();
    expect(screen.getByRole('button', { name: '已上传附件（1）' })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: '预览 资质证书.png' }));
    expect(onPreview).toHaveBeenCalledWith([files[1]], 0);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('deletes on the server when asked, with 附件删除成功', async () => {
    const client = fakeFileClient();
    const file = storedFile({ originalName: '旧.pdf' });
    const user = userEvent.setup();
    renderWithProviders(
      <ToastProvider>
        <BatchUpload client={client} bizType="demand" defaultValue={[file]} removeOnServer />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: '已上传附件（1）' }));
    await user.click(await screen.findByRole('button', { name: '删除 旧.pdf' }));
    expect(await screen.findByText('附件删除成功')).toBeTruthy();
    expect(client.calls.remove).toEqual([[file.id]]);
    expect(await screen.findByText('暂无数据')).toBeTruthy();
  });

  it('keeps a file whose server delete failed and says why', async () => {
    const client = fakeFileClient({ removeError: new FileClientError('您暂无此权限', 403, 40301, '您暂无此权限') });
    const file = storedFile({ originalName: '别人的.pdf' });
    const user = userEvent.setup();
    renderWithProviders(<BatchUpload client={client} bizType="demand" defaultValue={[file]} removeOnServer />);
    await user.click(screen.getByRole('button', { name: '已上传附件（1）' }));
    await user.click(await screen.findByRole('button', { name: '删除 别人的.pdf' }));
    expect((await screen.findByRole('alert')).textContent).toBe('您暂无此权限');
    expect(screen.getByText('别人的.pdf')).toBeTruthy();
  });

  it('shows the list only when read-only', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BatchUpload client={fakeFileClient()} bizType="demand" isReadOnly defaultValue={[storedFile({ originalName: '只读.pdf' })]} />);
    expect(document.querySelector('input[type="file"]')).toBeNull();
    await user.click(screen.getByRole('button', { name: '已上传附件（1）' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: '下载 只读.pdf' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /删除/ })).toBeNull();
  });
});
