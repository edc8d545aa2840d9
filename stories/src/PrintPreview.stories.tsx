import { PrintPreview, type PrintPreviewProps, type PrintTemplateOption } from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import {
  englishTemplates,
  escapeBackTo,
  failingHandler,
  fetchPrintPdf,
  fetchPrintTemplates,
  LONG_TEMPLATE_NAME,
  OpenerDemo,
  openByKeyboard,
  overlayOf,
  pageOf,
  PDF_URL,
  pdfHandler,
  pendingHandler,
  printTemplates,
  templatesHandler,
  UPLOAD_URL,
  uploadHandler,
  uploadPrintPdf,
  type OpenerDemoArgs,
} from './fixtures/print';

interface DemoProps extends Omit<OpenerDemoArgs, 'chosenLabel'>, Partial<PrintPreviewProps> {
  /** Offer 生成并上传. */
  withUpload?: boolean;
}

/** A contract page's 打印 button: loads the templates from the gateway and opens the preview. */
function PreviewDemo({ startOpen, openLabel = '打印预览', withUpload = true, ...props }: DemoProps) {
  const [templates, setTemplates] = useState<PrintTemplateOption[] | null>(null);
  useEffect(() => {
    let current = true;
    fetchPrintTemplates({ page: 1, pageSize: 100 }).then(
      (page) => {
        if (current) setTemplates([...page.data]);
      },
      () => {
        if (current) setTemplates([]);
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return (
    <OpenerDemo startOpen={startOpen} openLabel={openLabel} minHeight={640}>
      {({ isOpen, onOpenChange }) => (
        <PrintPreview
          isOpen={isOpen}
          onOpenChange={onOpenChange}
          templates={templates ?? []}
          isLoadingTemplates={templates === null}
          loadPdf={fetchPrintPdf}
          onUpload={withUpload ? uploadPrintPdf : undefined}
          {...props}
        />
      )}
    </OpenerDemo>
  );
}

const meta: Meta<typeof PreviewDemo> = {
  title: 'Files/PrintPreview',
  component: PreviewDemo,
  args: { defaultTemplateId: 1 },
  parameters: { msw: { handlers: [templatesHandler(printTemplates(5)), pdfHandler, uploadHandler] } },
};

export default meta;
type Story = StoryObj<typeof PreviewDemo>;

const previewOf = (canvasElement: HTMLElement, name = '打印预览') => overlayOf(canvasElement, name);

const button = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name });

/** The PDF of the chosen template fills the screen; generate-and-upload, download and print work. */
export const Default: Story = {
  args: { onTemplateChange: fn() },
  play: async ({ canvasElement }) => {
    const dialog = await previewOf(canvasElement);
    const frame = (await within(dialog).findByTitle('采购合同（标准版）的 PDF 预览')) as HTMLIFrameElement;
    await expect(frame.getAttribute('src')).toMatch(/^blob:/);
    const rect = dialog.getBoundingClientRect();
    await expect(Math.round(rect.width)).toBe(window.innerWidth);
    await expect(Math.round(rect.height)).toBe(window.innerHeight);
    await expect(within(dialog).getByRole('toolbar', { name: '打印操作' })).toBeVisible();
    await userEvent.click(button(dialog, '生成并上传'));
    await expect(await within(dialog).findByText('上传成功')).toHaveAttribute('role', 'status');
    // 下载 saves the shown PDF under the template name (the click is caught: no file lands on disk).
    const save = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      await userEvent.click(button(dialog, '下载'));
      await expect(save).toHaveBeenCalledTimes(1);
      const link = save.mock.contexts[0] as HTMLAnchorElement;
      await expect(link.download).toBe('采购合同（标准版）.pdf');
      await expect(link.href).toBe(frame.src);
    } finally {
      save.mockRestore();
    }
    // 打印 prints the frame's document (the browser's print dialog is replaced by a spy).
    const view = frame.contentWindow as Window;
    const print = fn();
    view.print = print;
    await userEvent.click(button(dialog, '打印'));
    await expect(print).toHaveBeenCalledTimes(1);
  },
};

/** 生成并上传 while the PDF is generated and stored: the button is pending; 下载 and 打印 stay usable. */
export const Uploading: Story = {
  parameters: { msw: { handlers: [templatesHandler(printTemplates(5)), pdfHandler, pendingHandler(UPLOAD_URL, 'post')] } },
  play: async ({ canvasElement }) => {
    const dialog = await previewOf(canvasElement);
    await within(dialog).findByTitle('采购合同（标准版）的 PDF 预览');
    const upload = button(dialog, '生成并上传');
    await userEvent.click(upload);
    await waitFor(() => expect(upload).toHaveAttribute('data-pending'));
    await expect(button(dialog, '下载')).toBeEnabled();
    await expect(button(dialog, '打印')).toBeEnabled();
    await expect(within(dialog).queryByText('上传成功')).toBeNull();
  },
};

/** The upload is refused: the button is usable again and 上传成功 never shows (the app's request layer says why). */
export const UploadFailed: Story = {
  args: { onUpload: fn(uploadPrintPdf) },
  parameters: { msw: { handlers: [templatesHandler(printTemplates(5)), pdfHandler, failingHandler(UPLOAD_URL, 403, '您暂无此权限', 'post')] } },
  play: async ({ canvasElement, args }) => {
    const dialog = await previewOf(canvasElement);
    await within(dialog).findByTitle('采购合同（标准版）的 PDF 预览');
    await userEvent.click(button(dialog, '生成并上传'));
    await waitFor(() => expect(args.onUpload).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(button(dialog, '生成并上传')).not.toHaveAttribute('data-pending'));
    await expect(button(dialog, '生成并上传')).toBeEnabled();
    await expect(within(dialog).queryByText('上传成功')).toBeNull();
  },
};

/** A template that cannot print (printable: false) is neither offered nor previewed, even as the default. */
export const OnlyPrintable: Story = {
  args: { defaultTemplateId: 2 },
  parameters: {
    msw: { handlers: [templatesHandler(printTemplates(3).map((template) => ({ ...template, printable: template.id !== 2 }))), pdfHandler, uploadHandler] },
  },
  play: async ({ canvasElement }) => {
    const dialog = await previewOf(canvasElement);
    await waitFor(() => expect(dialog.querySelector('.srm-print-preview-template[data-loading]')).toBeNull());
    await expect(within(dialog).getByRole('status')).toHaveTextContent('请选择打印模板');
    await expect(button(dialog, '生成并上传')).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: /打印模板/ }));
    const options = await pageOf(canvasElement).findAllByRole('option');
    await expect(options.map((option: HTMLElement) => option.textContent)).toEqual(['采购合同（标准版）', '提货单']);
    await userEvent.keyboard('{Escape}');
  },
};

/** No template chosen yet: 请选择打印模板 and the actions wait; choosing one shows its PDF. */
export const NoneChosen: Story = {
  args: { defaultTemplateId: null, onTemplateChange: fn() },
  play: async ({ canvasElement, args }) => {
    const dialog = await previewOf(canvasElement);
    await expect(within(dialog).getByRole('status')).toHaveTextContent('请选择打印模板');
    await expect(button(dialog, '下载')).toBeDisabled();
    await expect(button(dialog, '打印')).toBeDisabled();
    // The templates arrive from the gateway first.
    await waitFor(() => expect(dialog.querySelector('.srm-print-preview-template[data-loading]')).toBeNull());
    await userEvent.click(within(dialog).getByRole('button', { name: /打印模板/ }));
    await userEvent.click(await pageOf(canvasElement).findByRole('option', { name: '提货单' }));
    await expect(await within(dialog).findByTitle('提货单的 PDF 预览')).toBeVisible();
    await expect(args.onTemplateChange).toHaveBeenCalledWith(3);
  },
};

/** The gateway has no templates: nothing to choose. */
export const Empty: Story = {
  args: { defaultTemplateId: null },
  parameters: { msw: { handlers: [templatesHandler([]), pdfHandler] } },
  play: async ({ canvasElement }) => {
    const dialog = await previewOf(canvasElement);
    await expect(within(dialog).getByRole('status')).toHaveTextContent('请选择打印模板');
    await expect(button(dialog, '打印')).toBeDisabled();
  },
};

/** The PDF is still being generated. */
export const Loading: Story = {
  parameters: { msw: { handlers: [templatesHandler(printTemplates(5)), pendingHandler(PDF_URL, 'post')] } },
  play: async ({ canvasElement }) => {
    const dialog = await previewOf(canvasElement);
    await expect(await within(dialog).findByRole('progressbar', { name: '正在生成 PDF' })).toBeVisible();
    await expect(button(dialog, '下载')).toBeDisabled();
  },
};

/** The print call answered a coded error instead of a PDF: its message is shown. */
export const ServerError: Story = {
  parameters: { msw: { handlers: [templatesHandler(printTemplates(5)), failingHandler(PDF_URL, 503, '打印服务不可用，请联系管理员', 'post')] } },
  play: async ({ canvasElement }) => {
    const dialog = await previewOf(canvasElement);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('打印服务不可用，请联系管理员');
    await expect(button(dialog, '重试')).toBeVisible();
    await expect(button(dialog, '打印')).toBeDisabled();
  },
};

/** A coded error without a message: 获取打印信息出错了. */
export const ErrorWithoutMessage: Story = {
  parameters: { msw: { handlers: [templatesHandler(printTemplates(5)), failingHandler(PDF_URL, 500, '', 'post')] } },
  play: async ({ canvasElement }) => {
    const dialog = await previewOf(canvasElement);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('获取打印信息出错了');
  },
};

export const LongChineseText: Story = {
  args: { defaultTemplateId: 2 },
  parameters: { msw: { handlers: [templatesHandler(printTemplates(5, { long: true })), pdfHandler, uploadHandler] } },
  play: async ({ canvasElement }) => {
    const dialog = await previewOf(canvasElement);
    await expect(await within(dialog).findByTitle(`${LONG_TEMPLATE_NAME}的 PDF 预览`)).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { openLabel: 'Print preview' },
  parameters: { msw: { handlers: [templatesHandler(englishTemplates), pdfHandler, uploadHandler] } },
  play: async ({ canvasElement }) => {
    const dialog = await previewOf(canvasElement, 'Print preview');
    await expect(await within(dialog).findByTitle('PDF preview of Purchase contract (standard)')).toBeVisible();
    for (const name of ['Generate and upload', 'Download', 'Print']) await expect(button(dialog, name)).toBeVisible();
  },
};

/** By keyboard: Enter opens the preview, Escape closes it and focus returns to the button. */
export const Keyboard: Story = {
  args: { startOpen: false },
  play: async ({ canvasElement, canvas }) => {
    const trigger = await openByKeyboard(canvas, '打印预览');
    const dialog = await previewOf(canvasElement);
    await within(dialog).findByTitle('采购合同（标准版）的 PDF 预览');
    await escapeBackTo(canvasElement, trigger);
  },
};
