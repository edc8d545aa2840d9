import { Button } from '@srm/design-system';
import { FileViewer, limitedPreviewTypes, type FileViewerProps, type ViewerFile } from '@srm/design-system/viewer';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, passthrough } from 'msw';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

/** Sample files served from `public/fixtures/viewer/` (generated once, committed, each under 50 KB). */
const fixture = (name: string) => `/fixtures/viewer/${name}`;

const silo: ViewerFile = { name: '粮仓照片.png', url: fixture('silo.png') };
const receipt: ViewerFile = { name: '过磅单.png', url: fixture('receipt.png') };
const contractPdf: ViewerFile = { name: '采购合同HT-2026-0001.pdf', url: fixture('contract.pdf') };
const contractDocx: ViewerFile = { name: '采购合同.docx', url: fixture('contract.docx') };
const arrivalsXlsx: ViewerFile = { name: '6月到货明细.xlsx', url: fixture('arrivals.xlsx') };
const notesTxt: ViewerFile = { name: '送货说明.txt', url: fixture('notes.txt') };

/** The sample files are real static files: let them through MSW untouched. */
const fixturesPassThrough = http.get('/fixtures/viewer/*', () => passthrough());

/** The viewer as a page uses it: a trigger, and the open state and index kept by the page. */
function ViewerDemo({ isOpen: initiallyOpen = true, index: initialIndex = 0, ...props }: FileViewerProps) {
  const [isOpen, setOpen] = useState(initiallyOpen);
  const [index, setIndex] = useState(initialIndex);
  return (
    <>
      <Button variant="primary" onPress={() => setOpen(true)}>
        预览附件
      </Button>
      <FileViewer
        {...props}
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          props.onOpenChange?.(open);
        }}
        index={index}
        onIndexChange={(next) => {
          setIndex(next);
          props.onIndexChange?.(next);
        }}
      />
    </>
  );
}

const meta: Meta<typeof FileViewer> = {
  title: 'Files/FileViewer',
  component: FileViewer,
  args: { files: [silo, receipt, contractPdf], onIndexChange: fn(), onOpenChange: fn() },
  render: (args) => <ViewerDemo {...args} />,
  parameters: { msw: { handlers: [fixturesPassThrough] } },
};

export default meta;
type Story = StoryObj<typeof FileViewer>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Moves the pointer off a button so its tooltip never opens after the play function (stable screenshots). */
async function leave(element: HTMLElement) {
  await userEvent.unhover(element);
}

/** The open viewer once its entry animation has ended and its file is shown (or has settled on a fallback). */
async function viewer(canvasElement: HTMLElement, status = 'ready') {
  const dialog = await page(canvasElement).findByRole('dialog');
  await waitFor(() => expect(dialog.ownerDocument.querySelector('[data-entering]')).toBeNull());
  await waitFor(() => expect(dialog.querySelector('.srm-viewer')).toHaveAttribute('data-status', status), { timeout: 15000 });
  return dialog;
}

/** A picture: zoom in, turn it and put it back with the toolbar. */
export const Image: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await viewer(canvasElement);
    const body = within(dialog);
    await expect(dialog).toHaveAccessibleName('粮仓照片.png');
    await expect(body.getByText('1 / 3')).toBeVisible();
    const picture = body.getByRole('img', { name: '粮仓照片.png' });
    await expect(picture).toBeVisible();
    const content = dialog.querySelector('.srm-viewer-content') as HTMLElement;
    await userEvent.click(body.getByRole('button', { name: '放大' }));
    await expect(content).toHaveAttribute('data-scale', '1.2');
    await expect(body.getByText('120%')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: '向右旋转' }));
    await expect(content).toHaveAttribute('data-rotation', '90');
    await userEvent.click(body.getByRole('button', { name: '重置' }));
    await expect(content).toHaveAttribute('data-scale', '1');
    await expect(content).toHaveAttribute('data-rotation', '0');
    await expect(body.getByRole('button', { name: '重置' })).toBeDisabled();
    await userEvent.click(body.getByRole('button', { name: '缩小' }));
    await expect(body.getByText('80%')).toBeVisible();
    await leave(body.getByRole('button', { name: '缩小' }));
  },
};

/** Every page of a PDF in one scrolling column, drawn on canvases by PDF.js. */
export const Pdf: Story = {
  args: { files: [contractPdf] },
  play: async ({ canvasElement }) => {
    const dialog = await viewer(canvasElement);
    const body = within(dialog);
    await expect(dialog).toHaveAccessibleName('采购合同HT-2026-0001.pdf');
    const first = body.getByRole('group', { name: '第 1 页，共 2 页' });
    const second = body.getByRole('group', { name: '第 2 页，共 2 页' });
    await waitFor(() => expect(first).toHaveAttribute('data-rendered', 'true'), { timeout: 15000 });
    await expect(first.querySelector('canvas')?.width).toBeGreaterThan(0);
    await expect(first).toHaveTextContent('Purchase Contract HT-2026-0001');
    // The second page is drawn once it is scrolled near.
    const stage = body.getByRole('region', { name: '采购合同HT-2026-0001.pdf 预览区' });
    stage.scrollTop = stage.scrollHeight;
    await waitFor(() => expect(second).toHaveAttribute('data-rendered', 'true'), { timeout: 15000 });
    await expect(second).toHaveTextContent('Acceptance and signatures');
    stage.scrollTop = 0;
  },
};

/** A Word document drawn as pages by docx-preview. */
export const Docx: Story = {
  args: { files: [contractDocx] },
  play: async ({ canvasElement }) => {
    const dialog = await viewer(canvasElement);
    const body = within(dialog);
    await expect(body.getByText('采购合同')).toBeVisible();
    await expect(body.getByText('甲方（采购方）：北方饲料集团有限公司')).toBeVisible();
    await expect(body.getByRole('cell', { name: '二等黄玉米' })).toBeVisible();
  },
};

/** An Excel workbook: one tab per sheet, each a table with column letters and row numbers. */
export const Xlsx: Story = {
  args: { files: [arrivalsXlsx] },
  play: async ({ canvasElement }) => {
    const dialog = await viewer(canvasElement);
    const body = within(dialog);
    await expect(body.getByRole('tab', { name: '到货明细' })).toHaveAttribute('aria-selected', 'true');
    await expect(body.getByRole('cell', { name: '2026年6月玉米到货明细' })).toHaveAttribute('colspan', '5');
    await expect(body.getByRole('cell', { name: '2026-06-01' })).toBeVisible();
    await expect(body.getByRole('cell', { name: '1,200.00' })).toBeVisible();
    await expect(body.getByRole('cell', { name: '13.2%' })).toBeVisible();
    await userEvent.click(body.getByRole('tab', { name: '供应商汇总' }));
    await expect(await body.findByRole('cell', { name: '九三粮油工业' })).toBeVisible();
  },
};

/** A type the viewer cannot draw: 暂不支持预览当前文件类型 and a download button. */
export const Unsupported: Story = {
  args: { files: [notesTxt], onDownload: fn() },
  play: async ({ canvasElement, args }) => {
    const dialog = await viewer(canvasElement, 'unsupported');
    const body = within(dialog);
    await expect(body.getByText('暂不支持预览当前文件类型')).toBeVisible();
    await expect(body.getByRole('button', { name: '放大' })).toBeDisabled();
    await userEvent.click(body.getByRole('button', { name: '下载文件' }));
    await expect(args.onDownload).toHaveBeenCalledWith(notesTxt, 0);
  },
};

/** The caller limits preview to png, jpg, jpeg, gif and pdf (spec 01 §5): a Word file falls back. */
export const PreviewLimited: Story = {
  args: { files: [contractDocx, silo], previewTypes: limitedPreviewTypes, onDownload: fn() },
  play: async ({ canvasElement }) => {
    const dialog = await viewer(canvasElement, 'unsupported');
    const body = within(dialog);
    await expect(body.getByText('暂不支持预览当前文件类型')).toBeVisible();
    await expect(body.queryByText('甲方（采购方）：北方饲料集团有限公司')).toBeNull();
    await expect(body.getByRole('button', { name: '下载文件' })).toBeVisible();
    // A png is in the list: it shows.
    await userEvent.click(body.getByRole('button', { name: '下一个' }));
    await expect(await body.findByRole('img', { name: '粮仓照片.png' })).toBeVisible();
    await leave(body.getByRole('button', { name: '下一个' }));
  },
};

/** Next on the last file shows the first, previous on the first shows the last. */
export const WrapsAround: Story = {
  args: { index: 2 },
  play: async ({ canvasElement, args }) => {
    const dialog = await viewer(canvasElement);
    const body = within(dialog);
    await expect(body.getByText('3 / 3')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: '下一个' }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(0);
    await expect(body.getByText('1 / 3')).toBeVisible();
    await expect(dialog).toHaveAccessibleName('粮仓照片.png');
    await userEvent.click(body.getByRole('button', { name: '上一个' }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(2);
    await expect(body.getByText('3 / 3')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: '上一个' }));
    await expect(body.getByText('2 / 3')).toBeVisible();
    await expect(dialog).toHaveAccessibleName('过磅单.png');
    await waitFor(() => expect(dialog.querySelector('.srm-viewer')).toHaveAttribute('data-status', 'ready'));
    await leave(body.getByRole('button', { name: '上一个' }));
  },
};

/** The keyboard alone: → next file, + zooms, r turns, Escape closes and focus goes back to the trigger. */
export const Keyboard: Story = {
  args: { isOpen: false },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '预览附件' });
    await userEvent.click(trigger);
    const dialog = await viewer(canvasElement);
    const body = within(dialog);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{ArrowRight}');
    await expect(body.getByText('2 / 3')).toBeVisible();
    await expect(dialog).toHaveAccessibleName('过磅单.png');
    await waitFor(() => expect(dialog.querySelector('.srm-viewer')).toHaveAttribute('data-status', 'ready'));
    await userEvent.keyboard('+');
    const content = dialog.querySelector('.srm-viewer-content') as HTMLElement;
    await expect(content).toHaveAttribute('data-scale', '1.2');
    await userEvent.keyboard('r');
    await expect(content).toHaveAttribute('data-rotation', '90');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The file cannot be fetched: the server's message (or 附件获取失败) and the download offer. */
export const LoadError: Story = {
  args: {
    files: [{ name: '质检报告.pdf', url: '/gateway/system/file/404' }],
    onDownload: fn(),
  },
  parameters: {
    msw: {
      handlers: [
        fixturesPassThrough,
        http.get('/gateway/system/file/404', () =>
          HttpResponse.json({ code: 404, success: false, message: '附件不存在或已被删除' }, { status: 404 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await viewer(canvasElement, 'error');
    const body = within(dialog);
    await expect(body.getByRole('alert')).toHaveTextContent('附件不存在或已被删除');
    await expect(body.getByText('可下载后在本地查看')).toBeVisible();
    await expect(body.getByRole('button', { name: '下载文件' })).toBeVisible();
  },
};

/** A loader that fails without a server message: 附件获取失败. */
export const LoaderFailed: Story = {
  args: {
    files: [{ name: '合同扫描件.pdf', load: () => Promise.reject(new Error('Network Error')) }],
  },
  play: async ({ canvasElement }) => {
    const dialog = await viewer(canvasElement, 'error');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('附件获取失败');
  },
};

/** Still fetching: a spinner named 加载中. */
export const Loading: Story = {
  args: {
    files: [{ name: '合同扫描件.pdf', load: () => new Promise<Blob>(() => undefined) }],
  },
  play: async ({ canvasElement }) => {
    const dialog = await viewer(canvasElement, 'loading');
    await expect(within(dialog).getByRole('progressbar', { name: '加载中' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '放大' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { files: [] },
  play: async ({ canvasElement }) => {
    const dialog = await viewer(canvasElement, 'empty');
    await expect(dialog).toHaveAccessibleName('文件预览');
    await expect(within(dialog).getByText('暂无数据')).toBeVisible();
  },
};

export const LongChineseText: Story = {
  args: {
    files: [{ name: '河北饲料有限公司2026年度东北产区二等黄玉米到厂质检报告及供应商资质证明材料汇编（第三版）.zip', url: fixture('notes.txt') }],
  },
  play: async ({ canvasElement }) => {
    const dialog = await viewer(canvasElement, 'unsupported');
    await expect(dialog).toHaveAccessibleName(/河北饲料有限公司2026年度东北产区/);
    await expect(within(dialog).getByText('暂不支持预览当前文件类型')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { files: [notesTxt, silo] },
  play: async ({ canvasElement }) => {
    const dialog = await viewer(canvasElement, 'unsupported');
    const body = within(dialog);
    await expect(body.getByText('Preview is not supported for this file type')).toBeVisible();
    await expect(body.getByRole('button', { name: 'Download file' })).toBeVisible();
    await expect(body.getByRole('group', { name: 'Viewer toolbar' })).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Next' }));
    await expect(await body.findByRole('img', { name: '粮仓照片.png' })).toBeVisible();
    await waitFor(() => expect(dialog.querySelector('.srm-viewer')).toHaveAttribute('data-status', 'ready'));
    await userEvent.click(body.getByRole('button', { name: 'Zoom in' }));
    await expect(body.getByText('120%')).toBeVisible();
    await leave(body.getByRole('button', { name: 'Zoom in' }));
  },
};
