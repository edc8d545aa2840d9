import { BatchUpload, ToastProvider } from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { attachmentFiles, createFileServer, demoFile, dropFiles, longNameFiles, storyFileClient } from './fixtures/files';

/** No timer at all: Storybook's freeze runs pending timers before a screenshot, which would close toasts. */
const STORY_TOAST_DURATION = Infinity;

const meta: Meta<typeof BatchUpload> = {
  title: 'Files/BatchUpload',
  component: BatchUpload,
  args: { client: storyFileClient, bizType: 'demand', bizKey: 'XQ2026000012', label: '需求附件', onChange: fn(), onPreview: fn() },
  decorators: [
    (Story) => (
      <ToastProvider duration={STORY_TOAST_DURATION}>
        <div style={{ width: 480, minHeight: 420 }}>
          <Story />
        </div>
      </ToastProvider>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof BatchUpload>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);
const fileInput = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
const toastShown = (element: HTMLElement, text: string) => waitFor(() => expect(body(element).getByText(text)).toBeVisible());
/** Waits until no overlay is entering or leaving. */
const settled = (element: HTMLElement) => waitFor(() => expect(element.ownerDocument.querySelector('[data-entering], [data-exiting]')).toBeNull());

const server = createFileServer({ uploadDelay: 400 });

/** Pick three files: three requests, then 上传成功 and 已上传附件（3）. */
export const Default: Story = {
  parameters: { msw: { handlers: server.handlers } },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('button', { name: '选择文件' })).toHaveAccessibleDescription('单个文件不超过10M；最多5个');
    await userEvent.upload(fileInput(canvasElement), [demoFile('报价单.pdf', 1024), demoFile('资质证书.png', 2048), demoFile('检验报告.xlsx', 4096)]);
    await expect(await canvas.findAllByRole('progressbar')).toHaveLength(3);
    await toastShown(canvasElement, '上传成功');
    await expect(await canvas.findByRole('button', { name: '已上传附件（3）' })).toBeVisible();
    await expect(server.uploads().map((request) => request.file?.name).sort()).toEqual(['报价单.pdf', '检验报告.xlsx', '资质证书.png']);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

const dropServer = createFileServer();

/** Drop two files on the zone. */
export const DropFiles: Story = {
  parameters: { msw: { handlers: dropServer.handlers } },
  play: async ({ canvas, canvasElement }) => {
    dropFiles(canvasElement.querySelector('.srm-upload-zone')!, [demoFile('磅单一.png', 100, 'image/png'), demoFile('磅单二.png', 200, 'image/png')]);
    await expect(await canvas.findByRole('button', { name: '已上传附件（2）' })).toBeVisible();
    await expect(dropServer.uploads()).toHaveLength(2);
  },
};

const countServer = createFileServer();

/** Four already there: two more would pass the maximum of 5, so nothing is sent. */
export const TooMany: Story = {
  args: { defaultValue: [...attachmentFiles, ...longNameFiles.slice(0, 1)] },
  parameters: { msw: { handlers: countServer.handlers } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), [demoFile('a.pdf', 10), demoFile('b.pdf', 10)]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('最多上传5个附件');
    await expect(countServer.requests).toEqual([]);
  },
};

const sizeServer = createFileServer();

/** One file over 10 MB: 请勿上传超过10M的文件 for it, the other one is sent. */
export const OneFileTooLarge: Story = {
  parameters: { msw: { handlers: sizeServer.handlers } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), [demoFile('合同.pdf', 1024), demoFile('全部扫描件.zip', 11 * 1024 * 1024)]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('请勿上传超过10M的文件');
    await expect(await canvas.findByRole('button', { name: '已上传附件（1）' })).toBeVisible();
    await expect(sizeServer.uploads().map((request) => request.file)).toEqual([{ name: '合同.pdf', size: 1024 }]);
  },
};

/** The popover: preview, download and delete on each file. */
export const FileListPopover: Story = {
  args: { defaultValue: attachmentFiles },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '已上传附件（3）' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: '已上传附件' });
    await settled(canvasElement);
    const list = within(dialog).getByRole('list', { name: '已上传附件' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(within(dialog).getByRole('button', { name: '删除 供应商营业执照.jpg' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([attachmentFiles[0], attachmentFiles[2]]);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '删除 质量检验报告.xlsx' })).toHaveFocus());
    await expect(canvas.getByRole('button', { name: '已上传附件（2）' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '预览 质量检验报告.xlsx' }));
    await expect(args.onPreview).toHaveBeenCalledWith([attachmentFiles[0], attachmentFiles[2]], 1);
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** Opened, for review (and the screenshot). */
export const FileListOpen: Story = {
  args: { defaultValue: attachmentFiles },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '已上传附件（3）' }));
    await body(canvasElement).findByRole('dialog', { name: '已上传附件' });
    await settled(canvasElement);
  },
};

export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '已上传附件（0）' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: '已上传附件' });
    await settled(canvasElement);
    await expect(within(dialog).getByText('暂无数据')).toBeVisible();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: attachmentFiles },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('input[type="file"]')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '已上传附件（3）' }));
    const dialog = await body(canvasElement).findByRole('dialog');
    await settled(canvasElement);
    await expect(within(dialog).queryByRole('button', { name: /删除/ })).toBeNull();
    await expect(within(dialog).getByRole('button', { name: '下载 玉米采购合同.pdf' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: attachmentFiles.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '选择文件' })).toBeDisabled();
  },
};

export const LongChineseNames: Story = {
  args: { label: '河北饲料有限公司二〇二六年度玉米原料集中采购需求附件（含技术规格书）', defaultValue: longNameFiles, accept: ['pdf', 'docx', 'xlsx', 'jpg', 'png'] },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '已上传附件（2）' }));
    const dialog = await body(canvasElement).findByRole('dialog');
    await settled(canvasElement);
    await expect(within(dialog).getByText(longNameFiles[0]!.originalName)).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Demand attachments', defaultValue: attachmentFiles.slice(0, 2) },
  parameters: { msw: { handlers: createFileServer().handlers } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toHaveAccessibleDescription('Up to 10M per file; At most 5');
    await userEvent.upload(fileInput(canvasElement), [demoFile('a.pdf', 1), demoFile('b.pdf', 1), demoFile('c.pdf', 1), demoFile('d.pdf', 1)]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('At most 5 attachments');
    await expect(canvas.getByRole('button', { name: 'Uploaded attachments (2)' })).toBeVisible();
  },
};
