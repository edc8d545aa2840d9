import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { limitedPreviewTypes } from '../preview/fileKind';
import { FileViewer, type FileViewerProps } from './FileViewer';
import type { ViewerFile } from '../preview/fileSource';

// The heavy renderers are replaced: their own behaviour is covered by the stories in a real browser.
const renderDocx = vi.fn(async (_data: Blob, container: HTMLElement) => {
  container.innerHTML = '<section><p>甲方（采购方）：北方饲料集团有限公司</p></section>';
});
const readWorkbook = vi.fn(async () => [
  {
    name: '到货明细',
    columns: [{ letter: 'A' }, { letter: 'B' }],
    rows: [{ number: 1, cells: [{ text: '供应商', colSpan: 1, rowSpan: 1, style: { bold: true } }, { text: '1,200.00', colSpan: 1, rowSpan: 1, style: { align: 'right' } }] }],
    truncatedRows: false,
    truncatedColumns: false,
  },
  { name: '供应商汇总', columns: [{ letter: 'A' }], rows: [{ number: 1, cells: [{ text: '九三粮油工业', colSpan: 1, rowSpan: 1, style: {} }] }], truncatedRows: false, truncatedColumns: false },
]);
const renderPage = vi.fn(() => ({ promise: Promise.resolve(), cancel: vi.fn() }));
const fakePdf = {
  numPages: 2,
  getPage: vi.fn(async (number: number) => ({
    getViewport: ({ scale }: { scale: number }) => ({ width: 595 * scale, height: 842 * scale }),
    render: renderPage,
    getTextContent: async () => ({ items: [{ str: `Contract page ${number}`, hasEOL: false }] }),
  })),
};
const openPdf = vi.fn(async () => ({ promise: Promise.resolve(fakePdf), destroy: vi.fn(async () => undefined) }));

vi.mock('./renderers/docx', () => ({ renderDocx: (data: Blob, container: HTMLElement) => renderDocx(data, container) }));
vi.mock('../../excel/readWorkbook', () => ({ readWorkbook: () => readWorkbook() }));
vi.mock('./renderers/pdf', () => ({ CSS_PER_POINT: 96 / 72, openPdf: () => openPdf(), setPdfAssets: vi.fn() }));

const blobOf = (type: string) => async () => new Blob(['content'], { type });
const silo: ViewerFile = { name: '粮仓照片.png', url: '/files/silo.png' };
const receipt: ViewerFile = { name: '过磅单.jpg', url: '/files/receipt.jpg' };
const contract: ViewerFile = { name: '采购合同.pdf', load: blobOf('application/pdf') };
const docx: ViewerFile = { name: '采购合同.docx', load: blobOf('application/octet-stream') };
const xlsx: ViewerFile = { name: '到货明细.xlsx', load: blobOf('application/octet-stream') };
const notes: ViewerFile = { name: '送货说明.txt', url: '/files/notes.txt' };

function Controlled({ initialIndex = 0, ...props }: Partial<FileViewerProps> & { initialIndex?: number }) {
  const [index, setIndex] = useState(initialIndex);
  const [open, setOpen] = useState(true);
  return (
    <FileViewer
      files={[silo, receipt, contract]}
      {...props}
      isOpen={open}
      onOpenChange={(next) => {
        setOpen(next);
        props.onOpenChange?.(next);
      }}
      index={index}
      onIndexChange={(next) => {
        setIndex(next);
        props.onIndexChange?.(next);
      }}
    />
  );
}

const viewerRoot = () => screen.getByRole('dialog').querySelector('.srm-viewer') as HTMLElement;
const content = () => screen.getByRole('dialog').querySelector('.srm-viewer-content') as HTMLElement;

/** The picture (while it loads it is hidden, so it has no accessible name yet). */
const picture = (name: string) => screen.getByRole('dialog').querySelector(`img[alt="${name}"]`) as HTMLImageElement;

/** happy-dom loads no pictures: fire the load event the browser would. */
function loadPicture(name: string) {
  fireEvent.load(picture(name));
}

beforeEach(() => {
  vi.clearAllMocks();
  // No IntersectionObserver: every PDF page is drawn at once.
  vi.stubGlobal('IntersectionObserver', undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FileViewer', () => {
  it('shows a picture named by the file, with the counter and a loading state until it loads', () => {
    renderWithProviders(<Controlled />);
    const dialog = screen.getByRole('dialog', { name: '粮仓照片.png' });
    expect(within(dialog).getByText('1 / 3')).toBeTruthy();
    expect(viewerRoot().getAttribute('data-status')).toBe('loading');
    expect(within(dialog).getByRole('progressbar', { name: '加载中' })).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: '放大' }) as HTMLButtonElement).disabled).toBe(true);
    loadPicture('粮仓照片.png');
    expect(viewerRoot().getAttribute('data-status')).toBe('ready');
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('img', { name: '粮仓照片.png' }).getAttribute('src')).toBe('/files/silo.png');
  });

  it('zooms in steps of 0.2 down to 0.2, rotates by 90° both ways and resets', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Controlled />);
    loadPicture('粮仓照片.png');
    const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
    expect(button('重置').disabled).toBe(true);
    await user.click(button('放大'));
    expect(content().getAttribute('data-scale')).toBe('1.2');
    expect(screen.getByText('120%')).toBeTruthy();
    await user.click(button('向右旋转'));
    expect(content().getAttribute('data-rotation')).toBe('90');
    expect(content().style.transform).toContain('rotate(90deg) scale(1.2)');
    await user.click(button('向左旋转'));
    await user.click(button('向左旋转'));
    expect(content().getAttribute('data-rotation')).toBe('270');
    await user.click(button('重置'));
    expect(content().getAttribute('data-scale')).toBe('1');
    expect(content().getAttribute('data-rotation')).toBe('0');
    for (let i = 0; i < 4; i += 1) await user.click(button('缩小'));
    expect(content().getAttribute('data-scale')).toBe('0.2');
    expect(screen.getByText('20%')).toBeTruthy();
    expect(button('缩小').disabled).toBe(true);
  });

  it('zooms a picture by 0.015 per wheel step', () => {
    renderWithProviders(<Controlled />);
    loadPicture('粮仓照片.png');
    const stage = screen.getByRole('region', { name: '粮仓照片.png 预览区' });
    fireEvent.wheel(stage, { deltaY: -120 });
    fireEvent.wheel(stage, { deltaY: -120 });
    expect(content().getAttribute('data-scale')).toBe('1.03');
    fireEvent.wheel(stage, { deltaY: 120 });
    expect(content().getAttribute('data-scale')).toBe('1.015');
  });

  it('wraps from the last file to the first and back, starting each file unzoomed', async () => {
    const user = userEvent.setup();
    const onIndexChange = vi.fn();
    renderWithProviders(<Controlled initialIndex={2} onIndexChange={onIndexChange} />);
    expect(screen.getByText('3 / 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '下一个' }));
    expect(onIndexChange).toHaveBeenLastCalledWith(0);
    expect(screen.getByRole('dialog', { name: '粮仓照片.png' })).toBeTruthy();
    loadPicture('粮仓照片.png');
    await user.click(screen.getByRole('button', { name: '放大' }));
    expect(content().getAttribute('data-scale')).toBe('1.2');
    await user.click(screen.getByRole('button', { name: '上一个' }));
    expect(onIndexChange).toHaveBeenLastCalledWith(2);
    expect(screen.getByText('3 / 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '上一个' }));
    expect(screen.getByRole('dialog', { name: '过磅单.jpg' })).toBeTruthy();
    loadPicture('过磅单.jpg');
    expect(content().getAttribute('data-scale')).toBe('1');
  });

  it('works uncontrolled from defaultIndex and disables paging for a single file', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<FileViewer files={[silo, receipt]} defaultIndex={1} defaultOpen />);
    expect(screen.getByText('2 / 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '下一个' }));
    expect(screen.getByText('1 / 2')).toBeTruthy();
    unmount();
    renderWithProviders(<FileViewer files={[silo]} defaultOpen />);
    expect((screen.getByRole('button', { name: '下一个' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: '上一个' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('answers the keyboard: arrows page, + = - zoom, r rotates, 0 resets, Escape closes', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderWithProviders(<Controlled onOpenChange={onOpenChange} />);
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('2 / 3')).toBeTruthy();
    await user.keyboard('+');
    // Not loaded yet: nothing to zoom.
    expect(content().getAttribute('data-scale')).toBe('1');
    loadPicture('过磅单.jpg');
    await user.keyboard('+');
    await user.keyboard('=');
    expect(content().getAttribute('data-scale')).toBe('1.4');
    await user.keyboard('-');
    expect(content().getAttribute('data-scale')).toBe('1.2');
    await user.keyboard('r');
    expect(content().getAttribute('data-rotation')).toBe('90');
    await user.keyboard('0');
    expect(content().getAttribute('data-scale')).toBe('1');
    expect(content().getAttribute('data-rotation')).toBe('0');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByText('3 / 3')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('shows the fallback 暂不支持预览当前文件类型 with a download button for other types', async () => {
    const user = userEvent.setup();
    const onDownload = vi.fn();
    renderWithProviders(<Controlled files={[notes, silo]} onDownload={onDownload} />);
    expect(viewerRoot().getAttribute('data-status')).toBe('unsupported');
    expect(screen.getByText('暂不支持预览当前文件类型')).toBeTruthy();
    expect((screen.getByRole('button', { name: '放大' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: '下载文件' }));
    expect(onDownload).toHaveBeenCalledWith(notes, 0);
    await user.click(screen.getByRole('button', { name: '下载' }));
    expect(onDownload).toHaveBeenCalledTimes(2);
  });

  it('keeps to previewTypes: a Word file falls back when preview is limited to pictures and PDF', () => {
    renderWithProviders(<Controlled files={[docx]} previewTypes={limitedPreviewTypes} />);
    expect(screen.getByText('暂不支持预览当前文件类型')).toBeTruthy();
    expect(renderDocx).not.toHaveBeenCalled();
  });

  it('draws every page of a PDF, each named 第 n 页，共 m 页', async () => {
    renderWithProviders(<Controlled files={[contract]} />);
    const first = await screen.findByRole('group', { name: '第 1 页，共 2 页' });
    const second = screen.getByRole('group', { name: '第 2 页，共 2 页' });
    await waitFor(() => expect(viewerRoot().getAttribute('data-status')).toBe('ready'));
    await waitFor(() => expect(second.getAttribute('data-rendered')).toBe('true'));
    expect(first.textContent).toContain('Contract page 1');
    expect(second.textContent).toContain('Contract page 2');
    expect(renderPage).toHaveBeenCalledTimes(2);
    expect(Number.parseFloat(first.style.width)).toBeCloseTo((595 * 96) / 72, 2);
  });

  it('renders a Word document and a workbook with one tab per sheet', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<Controlled files={[docx]} />);
    expect(await screen.findByText('甲方（采购方）：北方饲料集团有限公司')).toBeTruthy();
    await waitFor(() => expect(viewerRoot().getAttribute('data-status')).toBe('ready'));
    unmount();

    renderWithProviders(<Controlled files={[xlsx]} />);
    const tabs = await screen.findByRole('tablist', { name: '工作表' });
    expect(within(tabs).getByRole('tab', { name: '到货明细' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('columnheader', { name: 'A' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: '1' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '1,200.00' }).getAttribute('data-align')).toBe('right');
    expect(screen.getByRole('cell', { name: '供应商' }).hasAttribute('data-bold')).toBe(true);
    await user.click(within(tabs).getByRole('tab', { name: '供应商汇总' }));
    expect(await screen.findByRole('cell', { name: '九三粮油工业' })).toBeTruthy();
    // The arrows move between sheet tabs there, not between files.
    await user.keyboard('{ArrowLeft}');
    expect(within(tabs).getByRole('tab', { name: '到货明细' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('1 / 1')).toBeTruthy();
  });

  it('shows the server message, or 附件获取失败, and offers the download when a file cannot be fetched', async () => {
    const failing: ViewerFile = {
      name: '质检报告.pdf',
      load: async () => new Blob([JSON.stringify({ code: 404, success: false, message: '附件不存在或已被删除' })], { type: 'application/json' }),
    };
    const { unmount } = renderWithProviders(<Controlled files={[failing]} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('附件不存在或已被删除');
    expect(alert.textContent).toContain('可下载后在本地查看');
    expect(screen.getByRole('button', { name: '下载文件' })).toBeTruthy();
    expect(viewerRoot().getAttribute('data-status')).toBe('error');
    unmount();

    renderWithProviders(<Controlled files={[{ name: '扫描件.pdf', load: () => Promise.reject(new Error('Network Error')) }]} />);
    expect((await screen.findByRole('alert')).textContent).toContain('附件获取失败');
  });

  it('says 加载失败 for a picture that does not load, and 文件解析失败 for a damaged document', async () => {
    const { unmount } = renderWithProviders(<Controlled files={[silo]} />);
    fireEvent.error(picture('粮仓照片.png'));
    expect(screen.getByRole('alert').textContent).toContain('加载失败');
    unmount();

    renderDocx.mockRejectedValueOnce(new Error('Corrupted zip'));
    renderWithProviders(<Controlled files={[docx]} />);
    expect((await screen.findByRole('alert')).textContent).toContain('文件解析失败，文件可能已损坏');
  });

  it('downloads from the address itself when there is no onDownload', async () => {
    const user = userEvent.setup();
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderWithProviders(<Controlled files={[notes]} />);
    await user.click(screen.getByRole('button', { name: '下载文件' }));
    expect(clicked[0]?.download).toBe('送货说明.txt');
    expect(clicked[0]?.getAttribute('href')).toBe('/files/notes.txt');
    click.mockRestore();
  });

  it('has no download for a file without an address, a loader or a handler, and shows 暂无数据 for an empty list', () => {
    const { unmount } = renderWithProviders(<Controlled files={[{ name: '无地址.txt' }]} />);
    expect(screen.queryByRole('button', { name: '下载' })).toBeNull();
    expect(screen.queryByRole('button', { name: '下载文件' })).toBeNull();
    unmount();
    renderWithProviders(<Controlled files={[]} />);
    expect(screen.getByRole('dialog', { name: '文件预览' })).toBeTruthy();
    expect(screen.getByText('暂无数据')).toBeTruthy();
  });

  it('speaks English', () => {
    renderWithProviders(<Controlled files={[notes]} />, { locale: 'en' });
    expect(screen.getByText('Preview is not supported for this file type')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Viewer toolbar' })).toBeTruthy();
    for (const name of ['Previous', 'Next', 'Zoom out', 'Zoom in', 'Rotate left', 'Rotate right', 'Reset', 'Download', 'Download file', 'Close']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });

  it('loads nothing while closed', async () => {
    const load = vi.fn(blobOf('application/pdf'));
    renderWithProviders(<FileViewer files={[{ name: 'a.pdf', load }]} isOpen={false} />);
    await act(async () => undefined);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
