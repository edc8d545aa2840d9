import { AttachmentPanel, ToastProvider } from '@srm/design-system';
import { FileViewer } from '@srm/design-system/viewer';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { attachmentFiles, attachmentTypes, createFileServer, demoFile, longNameFiles, storyFileClient } from './fixtures/files';

/** No timer at all: Storybook's freeze runs pending timers before a screenshot, which would close toasts. */
const STORY_TOAST_DURATION = Infinity;

const meta: Meta<typeof AttachmentPanel> = {
  title: 'Files/AttachmentPanel',
  component: AttachmentPanel,
  args: {
    client: storyFileClient,
    bizType: 'contract',
    bizKey: 'HT2026000001',
    onChange: fn(),
    // The viewer lives at @srm/design-system/viewer; an app gives it once to SrmProvider (fileViewer).
    viewer: FileViewer,
  },
  argTypes: { viewer: { control: false } },
  decorators: [
    (Story) => (
      <ToastProvider duration={STORY_TOAST_DURATION}>
        <div style={{ width: 1080, minHeight: 360 }}>
          <Story />
        </div>
      </ToastProvider>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof AttachmentPanel>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);
const fileInput = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
const toastShown = (element: HTMLElement, text: string) => waitFor(() => expect(body(element).getByText(text)).toBeVisible());
const settled = (element: HTMLElement) => waitFor(() => expect(element.ownerDocument.querySelector('[data-entering], [data-exiting]')).toBeNull());
/** The grid once the list has loaded (after the 400 ms debounce). */
async function loadedGrid(canvas: ReturnType<typeof within>, firstName: string) {
  const grid = await canvas.findByRole('grid', { name: '附件列表' });
  await within(grid).findByText(firstName);
  return grid;
}
const rowOf = (grid: HTMLElement, name: string) => within(grid).getByText(name).closest<HTMLElement>('[role="row"]')!;

const defaultServer = createFileServer({ files: attachmentFiles, uploadDelay: 500 });

/**
 * Every toolbar button; upload a file: a progress bar, then 上传成功 and the file on top. A caller's
 * `onPreview` replaces the built-in viewer.
 */
export const Default: Story = {
  args: { canPrint: true, onPrint: fn(), onContractSample: fn(), onGenerateContract: fn(), onPreview: fn() },
  parameters: { msw: { handlers: defaultServer.handlers } },
  play: async ({ canvas, canvasElement, args }) => {
    const grid = await loadedGrid(canvas, '玉米采购合同.pdf');
    await expect(defaultServer.requests[0]?.fields).toEqual({ bizType: 'contract', bizKey: 'HT2026000001' });
    const toolbar = canvas.getByRole('toolbar');
    await expect(within(toolbar).getAllByRole('button').map((button) => button.textContent)).toEqual(['打印', '合同范本', '生成合同', '上传']);
    await expect(rowOf(grid, '玉米采购合同.pdf')).toHaveTextContent('2.34 MB');
    await userEvent.upload(fileInput(canvasElement), demoFile('补充协议.docx', 3072));
    await expect(await canvas.findByRole('progressbar', { name: '正在上传补充协议.docx' })).toBeInTheDocument();
    await toastShown(canvasElement, '上传成功');
    await waitFor(() => expect(within(grid).getAllByRole('row')[1]).toHaveTextContent('补充协议.docx'));
    await expect(defaultServer.uploads()[0]).toMatchObject({ fields: { bizType: 'contract', module: 'execution', bizKey: 'HT2026000001' }, file: { name: '补充协议.docx', size: 3072 } });
    await userEvent.click(within(rowOf(grid, '质量检验报告.xlsx')).getByRole('button', { name: '预览' }));
    await expect(args.onPreview).toHaveBeenCalledWith(expect.any(Array), 3);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: createFileServer({ files: [] }).handlers } },
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: '附件列表' });
    await waitFor(() => expect(grid.closest('[aria-busy="true"]')).toBeNull());
    await expect(within(grid).getByText('暂无数据')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: createFileServer({ files: attachmentFiles, listDelay: 'infinite' }).handlers } },
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: '附件列表' });
    await expect(grid.closest('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.getByRole('button', { name: '上传' })).toBeDisabled();
  },
};

/** Not editing: no upload, no delete, no contract buttons; print and download stay. */
export const ReadOnly: Story = {
  args: { isEditable: false, canPrint: true, onPrint: fn(), onContractSample: fn(), signetMode: true },
  parameters: { msw: { handlers: createFileServer({ files: attachmentFiles }).handlers } },
  play: async ({ canvas }) => {
    const grid = await loadedGrid(canvas, '玉米采购合同.pdf');
    await expect(within(canvas.getByRole('toolbar')).getAllByRole('button').map((button) => button.textContent)).toEqual(['打印']);
    await expect(within(grid).queryAllByRole('button', { name: '删除' })).toEqual([]);
    await expect(within(grid).getAllByRole('button', { name: '下载' })).toHaveLength(3);
    await expect(within(grid).getByRole('switch', { name: '玉米采购合同.pdf是否盖章' })).toHaveAttribute('aria-readonly', 'true');
  },
};

const deleteServer = createFileServer({ files: attachmentFiles });

/** 删除 asks 确认删除? first; 确定 deletes: 附件删除成功 and the row goes. */
export const DeleteConfirm: Story = {
  parameters: { msw: { handlers: deleteServer.handlers } },
  play: async ({ canvas, canvasElement }) => {
    const grid = await loadedGrid(canvas, '玉米采购合同.pdf');
    await userEvent.click(within(rowOf(grid, '供应商营业执照.jpg')).getByRole('button', { name: '删除' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: '确认删除?' });
    await expect(dialog).toHaveTextContent('确定删除附件“供应商营业执照.jpg”吗？');
    await settled(canvasElement);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '取消' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await toastShown(canvasElement, '附件删除成功');
    await waitFor(() => expect(within(grid).queryByText('供应商营业执照.jpg')).toBeNull());
    await expect(deleteServer.requests.find((request) => request.method === 'DELETE')?.body).toEqual(['2']);
    await settled(canvasElement);
    // The row's button is gone: focus is back in the table.
    await waitFor(() => expect(grid.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
  },
};

/** The direct supplier CD: its attachment filed under the OA id cannot be deleted. */
export const DirectSupplierOaAttachment: Story = {
  args: { supplierCode: 'CD', oaId: 'OA-2026-0088' },
  parameters: { msw: { handlers: createFileServer({ files: attachmentFiles }).handlers } },
  play: async ({ canvas }) => {
    const grid = await loadedGrid(canvas, '玉米采购合同.pdf');
    await expect(within(rowOf(grid, '质量检验报告.xlsx')).queryByRole('button', { name: '删除' })).toBeNull();
    await expect(within(rowOf(grid, '玉米采购合同.pdf')).getByRole('button', { name: '删除' })).toBeVisible();
  },
};

export const SignetMode: Story = {
  args: { signetMode: true },
  parameters: { msw: { handlers: createFileServer({ files: attachmentFiles }).handlers } },
  play: async ({ canvas, canvasElement }) => {
    const grid = await loadedGrid(canvas, '玉米采购合同.pdf');
    await expect(within(grid).getByRole('columnheader', { name: '是否盖章' })).toBeVisible();
    const toggle = within(grid).getByRole('switch', { name: '供应商营业执照.jpg是否盖章' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await toastShown(canvasElement, '修改成功');
    await expect(within(grid).getByRole('switch', { name: '供应商营业执照.jpg是否盖章' })).toBeChecked();
  },
};

const failingSignetServer = createFileServer({ files: attachmentFiles, updateFailure: { status: 409, message: '数据已被他人修改，请刷新后重试' } });

/** Saving the flag fails: 修改失败, and the switch goes back. */
export const SignetToggleFailure: Story = {
  args: { signetMode: true },
  parameters: { msw: { handlers: failingSignetServer.handlers } },
  play: async ({ canvas, canvasElement }) => {
    const grid = await loadedGrid(canvas, '玉米采购合同.pdf');
    const toggle = within(grid).getByRole('switch', { name: '玉米采购合同.pdf是否盖章' });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await toastShown(canvasElement, '修改失败');
    await waitFor(() => expect(within(grid).getByRole('switch', { name: '玉米采购合同.pdf是否盖章' })).toBeChecked());
    await expect(failingSignetServer.requests.find((request) => request.method === 'PUT')?.body).toEqual({ id: '1', version: 0, signetFlag: 0 });
  },
};

export const SpecialMode1: Story = {
  args: { specialMode: 1, attachmentTypes },
  parameters: { msw: { handlers: createFileServer({ files: attachmentFiles }).handlers } },
  play: async ({ canvas, canvasElement }) => {
    const grid = await loadedGrid(canvas, '玉米采购合同.pdf');
    await expect(within(grid).getByRole('columnheader', { name: '附件类型' })).toBeVisible();
    await userEvent.click(within(grid).getByRole('button', { name: /供应商营业执照.jpg的附件类型/ }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: '补充协议' }));
    await toastShown(canvasElement, '修改成功');
    await expect(within(grid).getByRole('button', { name: /供应商营业执照.jpg的附件类型/ })).toHaveTextContent('补充协议');
  },
};

export const LimitReached: Story = {
  args: { limit: 3 },
  parameters: { msw: { handlers: createFileServer({ files: attachmentFiles }).handlers } },
  play: async ({ canvas, canvasElement }) => {
    await loadedGrid(canvas, '玉米采购合同.pdf');
    await userEvent.click(canvas.getByRole('button', { name: '上传' }));
    await toastShown(canvasElement, '最多上传3个附件，请删除后再上传');
  },
};

const refusingServer = createFileServer({ files: attachmentFiles, uploadFailure: { status: 413, message: '文件大小不能超过10M' } });

/** The gateway refuses the upload with its 413 envelope: its message shows, the list stays. */
export const UploadError: Story = {
  parameters: { msw: { handlers: refusingServer.handlers } },
  play: async ({ canvas, canvasElement }) => {
    const grid = await loadedGrid(canvas, '玉米采购合同.pdf');
    await userEvent.upload(fileInput(canvasElement), demoFile('扫描件.pdf', 4096, 'application/pdf'));
    await toastShown(canvasElement, '文件大小不能超过10M');
    await expect(refusingServer.uploads()).toHaveLength(1);
    await expect(within(grid).getAllByRole('row')).toHaveLength(4);
  },
};

const tooLargeServer = createFileServer({ files: attachmentFiles });

/** An 11 MB file never leaves the browser. */
export const FileTooLarge: Story = {
  parameters: { msw: { handlers: tooLargeServer.handlers } },
  play: async ({ canvas, canvasElement }) => {
    await loadedGrid(canvas, '玉米采购合同.pdf');
    await userEvent.upload(fileInput(canvasElement), demoFile('全部扫描件.zip', 11 * 1024 * 1024, 'application/zip'));
    await toastShown(canvasElement, '文件大小不能超过10M');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(tooLargeServer.uploads()).toEqual([]);
  },
};

export const LongChineseNames: Story = {
  args: { signetMode: true },
  parameters: { msw: { handlers: createFileServer({ files: longNameFiles }).handlers } },
  play: async ({ canvas }) => {
    const grid = await loadedGrid(canvas, longNameFiles[0]!.originalName);
    await expect(within(grid).getByText('欧阳明月（集团采购中心原料采购二组）')).toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { canPrint: true, onPrint: fn(), signetMode: true, specialMode: 1, attachmentTypes },
  parameters: { msw: { handlers: createFileServer({ files: attachmentFiles }).handlers } },
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'Attachments' });
    await within(grid).findByText('玉米采购合同.pdf');
    await expect(within(grid).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'File name',
      'File type',
      'File size',
      'Uploader',
      'Upload time',
      'Attachment type',
      'Sealed',
      'Actions',
    ]);
    await expect(within(canvas.getByRole('toolbar')).getAllByRole('button').map((button) => button.textContent)).toEqual(['Print', 'Upload']);
  },
};

const previewServer = createFileServer({
  files: attachmentFiles,
  reviewUrls: { 1: '/fixtures/viewer/contract.pdf', 2: '/fixtures/viewer/silo.png' },
});

/** The open viewer once its entry animation has ended and its file has settled. */
async function viewerOf(element: HTMLElement, name: string, status: string) {
  const dialog = await body(element).findByRole('dialog', { name });
  await settled(element);
  await waitFor(() => expect(dialog.querySelector('.srm-viewer')).toHaveAttribute('data-status', status), { timeout: 15000 });
  return dialog;
}

/** The file name opens the FileViewer by itself, from the file's fresh preview address; Escape closes it back to the name. */
export const Preview: Story = {
  parameters: { msw: { handlers: previewServer.handlers } },
  play: async ({ canvas, canvasElement }) => {
    const grid = await loadedGrid(canvas, '玉米采购合同.pdf');
    const name = within(grid).getByRole('button', { name: '玉米采购合同.pdf' });
    await userEvent.click(name);
    let dialog = await viewerOf(canvasElement, '玉米采购合同.pdf', 'ready');
    await waitFor(() => expect(within(dialog).getByRole('group', { name: '第 1 页，共 2 页' })).toHaveAttribute('data-rendered', 'true'), { timeout: 15000 });
    await expect(previewServer.requests.find((request) => request.path === '/system/file/batch')?.body).toEqual(['1']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(name).toHaveFocus());
    // 预览 does the same; the picture shows.
    await userEvent.click(within(rowOf(grid, '供应商营业执照.jpg')).getByRole('button', { name: '预览' }));
    dialog = await viewerOf(canvasElement, '供应商营业执照.jpg', 'ready');
    await expect(within(dialog).getByRole('img', { name: '供应商营业执照.jpg' })).toBeVisible();
    await expect(within(dialog).getByText('2 / 3')).toBeVisible();
  },
};

/** A type outside png, jpg, jpeg, gif and pdf, opened from the keyboard: 暂不支持预览当前文件类型 with a download. */
export const PreviewUnsupported: Story = {
  parameters: { msw: { handlers: createFileServer({ files: attachmentFiles }).handlers } },
  play: async ({ canvas, canvasElement }) => {
    const grid = await loadedGrid(canvas, '质量检验报告.xlsx');
    within(grid).getByRole('button', { name: '质量检验报告.xlsx' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await viewerOf(canvasElement, '质量检验报告.xlsx', 'unsupported');
    await expect(within(dialog).getByText('暂不支持预览当前文件类型')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '下载文件' })).toBeVisible();
  },
};
