import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import type { PrintTemplateOption } from '../PrintTemplateChooser/templateChoice';
import { PrintPreview } from './PrintPreview';

const templates: PrintTemplateOption[] = [
  { id: 1, name: '采购合同（标准版）' },
  { id: 2, name: '提货单' },
];

const pdfBlob = () => new Blob(['%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n'], { type: 'application/pdf' });
const errorBlob = (message: string) => new Blob([JSON.stringify({ code: 404, success: false, message, data: null })], { type: 'application/json' });

beforeEach(() => {
  // happy-dom does not load frames and logs each one it skips; nothing else is silenced.
  const original = console.error.bind(console);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).includes('Iframe page loading is disabled')) return;
    original(...args);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function openPreview(props: Partial<Parameters<typeof PrintPreview>[0]> = {}) {
  const loadPdf = vi.fn(async () => pdfBlob());
  renderWithProviders(<PrintPreview defaultOpen templates={templates} loadPdf={loadPdf} {...props} />);
  const dialog = await screen.findByRole('dialog', { name: '打印预览' });
  return { dialog, loadPdf };
}

const button = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name }) as HTMLButtonElement;

describe('PrintPreview', () => {
  it('asks for a template first: 请选择打印模板, actions disabled', async () => {
    const { dialog, loadPdf } = await openPreview();
    expect(within(dialog).getByRole('status').textContent).toBe('请选择打印模板');
    expect(button(dialog, '下载').disabled).toBe(true);
    expect(button(dialog, '打印').disabled).toBe(true);
    expect(within(dialog).queryByRole('button', { name: '生成并上传' })).toBeNull();
    expect(loadPdf).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('toolbar', { name: '打印操作' })).toBeTruthy();
  });

  it('shows the PDF of the chosen template in a frame named after it, and enables the actions', async () => {
    const { dialog, loadPdf } = await openPreview({ defaultTemplateId: 1, onUpload: async () => {} });
    const frame = (await within(dialog).findByTitle('采购合同（标准版）的 PDF 预览')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toMatch(/^blob:/);
    expect(loadPdf).toHaveBeenCalledWith(templates[0]);
    expect(button(dialog, '下载').disabled).toBe(false);
    expect(button(dialog, '打印').disabled).toBe(false);
    expect(button(dialog, '生成并上传').disabled).toBe(false);
  });

  it('shows the server message of a blob holding a coded error, else 获取打印信息出错了, with a retry', async () => {
    const loadPdf = vi
      .fn<(template: PrintTemplateOption) => Promise<Blob>>()
      .mockResolvedValueOnce(errorBlob('未找到打印模板'))
      .mockRejectedValueOnce(new Error('Network Error'))
      .mockRejectedValueOnce(errorBlob('打印服务不可用，请联系管理员'))
      .mockResolvedValueOnce(pdfBlob());
    const user = userEvent.setup();
    const { dialog } = await openPreview({ defaultTemplateId: 2, loadPdf });
    expect((await within(dialog).findByRole('alert')).textContent).toBe('未找到打印模板');
    expect(button(dialog, '下载').disabled).toBe(true);
    await user.click(button(dialog, '重试'));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('获取打印信息出错了'));
    await user.click(button(dialog, '重试'));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('打印服务不可用，请联系管理员'));
    await user.click(button(dialog, '重试'));
    expect(await within(dialog).findByTitle('提货单的 PDF 预览')).toBeTruthy();
    expect(loadPdf).toHaveBeenCalledTimes(4);
  });

  it('loads another template when one is picked in the selector', async () => {
    const user = userEvent.setup();
    const onTemplateChange = vi.fn();
    const { dialog, loadPdf } = await openPreview({ defaultTemplateId: 1, onTemplateChange });
    await within(dialog).findByTitle('采购合同（标准版）的 PDF 预览');
    await user.click(within(dialog).getByRole('button', { name: /打印模板/ }));
    await user.click(await screen.findByRole('option', { name: '提货单' }));
    expect(await within(dialog).findByTitle('提货单的 PDF 预览')).toBeTruthy();
    expect(loadPdf).toHaveBeenLastCalledWith(templates[1]);
    expect(onTemplateChange).toHaveBeenCalledWith(2);
  });

  it('generates and uploads, then says 上传成功', async () => {
    const user = userEvent.setup();
    const onUpload = vi.fn(async () => {});
    const { dialog } = await openPreview({ defaultTemplateId: 1, onUpload });
    await within(dialog).findByTitle('采购合同（标准版）的 PDF 预览');
    await user.click(button(dialog, '生成并上传'));
    expect(onUpload).toHaveBeenCalledWith(templates[0]);
    expect((await within(dialog).findByText('上传成功')).getAttribute('role')).toBe('status');
  });

  it('keeps 生成并上传 pending while it uploads, and usable again without 上传成功 when it fails', async () => {
    const user = userEvent.setup();
    let fail: (reason: unknown) => void = () => {};
    const onUpload = vi.fn(
      () =>
        new Promise<void>((_resolve, reject) => {
          fail = reject;
        }),
    );
    const { dialog } = await openPreview({ defaultTemplateId: 1, onUpload });
    await within(dialog).findByTitle('采购合同（标准版）的 PDF 预览');
    await user.click(button(dialog, '生成并上传'));
    await waitFor(() => expect(button(dialog, '生成并上传').hasAttribute('data-pending')).toBe(true));
    // Download and print stay available meanwhile.
    expect(button(dialog, '下载').disabled).toBe(false);
    fail(new Error('上传失败'));
    await waitFor(() => expect(button(dialog, '生成并上传').hasAttribute('data-pending')).toBe(false));
    expect(within(dialog).queryByText('上传成功')).toBeNull();
    expect(onUpload).toHaveBeenCalledTimes(1);
  });

  it('neither offers nor previews a template that cannot print (printable: false)', async () => {
    const user = userEvent.setup();
    const loadPdf = vi.fn(async () => pdfBlob());
    renderWithProviders(
      <PrintPreview
        defaultOpen
        templates={[{ id: 1, name: '采购合同（标准版）' }, { id: 3, name: '豆粕采购合同', printable: false }]}
        defaultTemplateId={3}
        loadPdf={loadPdf}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: '打印预览' });
    expect(within(dialog).getByRole('status').textContent).toBe('请选择打印模板');
    expect(loadPdf).not.toHaveBeenCalled();
    // The selector shows no choice (not the hidden template's id).
    expect(within(dialog).getByRole('button', { name: /打印模板/ }).textContent).not.toContain('3');
    await user.click(within(dialog).getByRole('button', { name: /打印模板/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['采购合同（标准版）']);
  });

  it('downloads the PDF under the template name and prints the frame', async () => {
    const user = userEvent.setup();
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    const { dialog } = await openPreview({ defaultTemplateId: 1 });
    const frame = (await within(dialog).findByTitle('采购合同（标准版）的 PDF 预览')) as HTMLIFrameElement;
    await user.click(button(dialog, '下载'));
    expect(clicks).toHaveLength(1);
    expect(clicks[0]?.download).toBe('采购合同（标准版）.pdf');
    expect(clicks[0]?.href).toBe(frame.getAttribute('src'));
    // happy-dom loads no frame: stand in for the PDF viewer's window.
    const print = vi.fn();
    Object.defineProperty(frame, 'contentWindow', { configurable: true, value: { focus: vi.fn(), print } });
    await user.click(button(dialog, '打印'));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('closes with Escape', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    await openPreview({ onOpenChange });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('speaks English', async () => {
    renderWithProviders(<PrintPreview defaultOpen templates={templates} loadPdf={async () => errorBlob('')} defaultTemplateId={1} />, { locale: 'en' });
    const dialog = await screen.findByRole('dialog', { name: 'Print preview' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to get the print information');
    expect(within(dialog).getByRole('button', { name: 'Print' })).toBeTruthy();
  });
});
