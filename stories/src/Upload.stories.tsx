import { ToastProvider, Upload } from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { attachmentFiles, createFileServer, demoFile, dropFiles, longNameFiles, pasteFiles, storyFileClient } from './fixtures/files';

/** No timer at all: Storybook's freeze runs pending timers before a screenshot, which would close toasts. */
const STORY_TOAST_DURATION = Infinity;

const meta: Meta<typeof Upload> = {
  title: 'Files/Upload',
  component: Upload,
  args: { client: storyFileClient, bizType: 'contract', bizKey: 'HT2026000001', label: '合同附件', onChange: fn(), onUploaded: fn() },
  decorators: [
    (Story) => (
      <ToastProvider duration={STORY_TOAST_DURATION}>
        <div style={{ width: 420, minHeight: 260 }}>
          <Story />
        </div>
      </ToastProvider>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof Upload>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);
/** A toast fades in: wait until it is shown. */
const toastShown = (element: HTMLElement, text: string) => waitFor(() => expect(body(element).getByText(text)).toBeVisible());
const fileInput = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;

const successServer = createFileServer({ uploadDelay: 600 });

/** Pick a file: a progress bar while it is sent (the real multipart body), then 上传成功 and the file. */
export const Default: Story = {
  parameters: { msw: { handlers: successServer.handlers } },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('button', { name: '选择文件' })).toHaveAccessibleDescription('单个文件不超过10M');
    await userEvent.upload(fileInput(canvasElement), demoFile('报价单.pdf', 2048, 'application/pdf'));
    await expect(await canvas.findByRole('progressbar', { name: '正在上传报价单.pdf' })).toBeVisible();
    await toastShown(canvasElement, '上传成功');
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
    await expect(within(canvas.getByRole('list', { name: '已上传附件' })).getByText('报价单.pdf')).toBeVisible();
    await expect(args.onUploaded).toHaveBeenCalledWith(expect.objectContaining({ id: '9001', originalName: '报价单.pdf', fileSize: 2048 }));
    const [sent] = successServer.uploads();
    await expect(sent?.fields).toEqual({ bizType: 'contract', module: 'execution', bizKey: 'HT2026000001' });
    await expect(sent?.file).toEqual({ name: '报价单.pdf', size: 2048 });
  },
};

/** While a file is being sent: its progress bar, and the picker waits. */
export const Uploading: Story = {
  parameters: { msw: { handlers: createFileServer({ uploadDelay: 'infinite' }).handlers } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), demoFile('年度框架协议.pdf', 4096, 'application/pdf'));
    await expect(await canvas.findByRole('progressbar', { name: '正在上传年度框架协议.pdf' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '选择文件' })).toBeDisabled();
  },
};

const tooLargeServer = createFileServer();

/** An 11 MB file is refused in the browser: 文件大小不能超过10M, and no request leaves. */
export const FileTooLarge: Story = {
  parameters: { msw: { handlers: tooLargeServer.handlers } },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), demoFile('扫描件合集.zip', 11 * 1024 * 1024, 'application/zip'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('文件大小不能超过10M');
    // Give a request that should not exist the time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(tooLargeServer.requests).toEqual([]);
    await expect(args.onUploaded).not.toHaveBeenCalled();
  },
};

const dropServer = createFileServer();

/** Drop a file on the zone. */
export const DropAFile: Story = {
  parameters: { msw: { handlers: dropServer.handlers } },
  play: async ({ canvas, canvasElement }) => {
    const zone = canvasElement.querySelector('.srm-upload-zone')!;
    dropFiles(zone, [demoFile('磅单.png', 512, 'image/png')]);
    await toastShown(canvasElement, '上传成功');
    await expect(canvas.getByText('磅单.png')).toBeVisible();
    await expect(dropServer.uploads()[0]?.file).toEqual({ name: '磅单.png', size: 512 });
  },
};

const pasteServer = createFileServer();

/** Paste a file (a screenshot) while the picker has focus. */
export const PasteAFile: Story = {
  parameters: { msw: { handlers: pasteServer.handlers } },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: '选择文件' });
    button.focus();
    await waitFor(() => expect(button).toHaveFocus());
    pasteFiles(button, [demoFile('截图.png', 256, 'image/png')]);
    await toastShown(canvasElement, '上传成功');
    await expect(pasteServer.uploads()).toHaveLength(1);
  },
};

const formatServer = createFileServer();

/** Only some formats: another one is refused before sending. */
export const WrongFormat: Story = {
  args: { accept: ['pdf', 'docx'] },
  parameters: { msw: { handlers: formatServer.handlers } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('单个文件不超过10M；支持格式：pdf、docx')).toBeVisible();
    await userEvent.upload(fileInput(canvasElement), demoFile('报价.xlsx', 100), { applyAccept: false });
    await expect(await canvas.findByRole('alert')).toHaveTextContent('只能选择格式为pdf、docx的文件');
    await expect(formatServer.requests).toEqual([]);
  },
};

const refusingServer = createFileServer({ uploadFailure: { status: 413, message: '文件大小不能超过10M' } });

/** The server refuses (413 envelope): its message shows. */
export const ServerError: Story = {
  parameters: { msw: { handlers: refusingServer.handlers } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), demoFile('合同.pdf', 1024, 'application/pdf'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('文件大小不能超过10M');
  },
};

export const WithFile: Story = {
  args: { defaultValue: attachmentFiles[0] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('玉米采购合同.pdf')).toBeVisible();
    await expect(canvas.getByText('2.34 MB')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '删除 玉米采购合同.pdf' }));
    await expect(args.onChange).toHaveBeenCalledWith(null);
    await expect(canvas.queryByText('玉米采购合同.pdf')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, value: attachmentFiles[1] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '选择文件' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: /删除/ })).toBeNull();
  },
};

/** The button alone, as in a toolbar. */
export const ButtonVariant: Story = {
  args: { variant: 'button', label: undefined },
  parameters: { msw: { handlers: createFileServer().handlers } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '上传' })).toBeVisible();
    await expect(canvas.queryByText('单个文件不超过10M')).toBeNull();
  },
};

export const Blocked: Story = {
  args: { variant: 'button', label: undefined, blockedMessage: '最多上传3个附件，请删除后再上传' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '上传' }));
    await toastShown(canvasElement, '最多上传3个附件，请删除后再上传');
  },
};

export const LongChineseName: Story = {
  args: { label: '河北饲料有限公司玉米原料年度集中采购合同盖章扫描件', defaultValue: longNameFiles[0] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: '河北饲料有限公司玉米原料年度集中采购合同盖章扫描件' })).toBeVisible();
    await expect(canvas.getByText(longNameFiles[0]!.originalName)).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Contract attachment' },
  parameters: { msw: { handlers: createFileServer().handlers } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toHaveAccessibleDescription('Up to 10M per file');
    await userEvent.upload(fileInput(canvasElement), demoFile('big.zip', 11 * 1024 * 1024));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('File size cannot exceed 10M');
  },
};
