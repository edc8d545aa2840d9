import type { ContractSample } from '@srm/gateway/api';
import { ROW_ACTION_LOCK_MS, type FileClient, type StoredFile } from '@srm/design-system';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { giveGridALayout, renderPageWithButtons } from '../../../testing/pageHarness';
import { deleteSamples, deleteTemplates, fetchSamplePage, fetchTemplateChoices, fetchTemplatePage, saveSample, saveTemplate } from '../api/templateApi';
import { ContractTemplatePage } from './ContractTemplatePage';
import type { TemplateRow } from '../api/rows';

const uploads = vi.hoisted(() => ({ calls: [] as { name: string; bizKey: string | null | undefined }[] }));

vi.mock('../api/templateApi', () => {
  const client = (): FileClient =>
    ({
      upload: async (file: File, meta: { bizKey?: string | null }) => {
        uploads.calls.push({ name: file.name, bizKey: meta.bizKey });
        return { id: 'f77', originalName: file.name, fileSize: file.size, fileType: 'docx' } as StoredFile;
      },
    }) as unknown as FileClient;
  return {
    fetchTemplatePage: vi.fn(),
    fetchTemplateChoices: vi.fn(),
    saveTemplate: vi.fn(),
    deleteTemplates: vi.fn(),
    fetchSamplePage: vi.fn(),
    saveSample: vi.fn(),
    deleteSamples: vi.fn(),
    downloadFile: vi.fn(),
    templateFileClient: client,
  };
});

const template = (id: number, name: string, fileId: string | null): TemplateRow => ({
  id,
  version: 2,
  name,
  code: `CT_${id}`,
  templateType: 'fixedPrice',
  fileId,
  fileName: fileId === null ? null : `${name}.docx`,
  enabled: 1,
  sortNumber: id,
  remark: null,
});

const sample: ContractSample = {
  conSampleId: 31,
  conTemplateId: 1,
  conTemplateName: '一口价玉米合同',
  conSampleName: '东北玉米范本',
  fileId: 'f90',
  fileName: '东北玉米范本.docx',
  filePath: '/gateway/system/file/f90',
  enabled: 1,
  version: 0,
};

function renderPage(buttons: string[]) {
  renderPageWithButtons(<ContractTemplatePage />, { menu: ['contract', 'contract:template'], buttons });
}

giveGridALayout();

const ALL = ['contract:template:add', 'contract:template:edit', 'contract:template:delete'];

beforeEach(() => {
  uploads.calls = [];
  vi.mocked(fetchTemplatePage).mockReset();
  vi.mocked(fetchTemplatePage).mockResolvedValue({ data: [template(1, '一口价玉米合同', 'f11'), template(2, '基差合同草稿', null)], total: 2 });
  vi.mocked(fetchTemplateChoices).mockReset();
  vi.mocked(fetchTemplateChoices).mockResolvedValue([{ id: 1, name: '一口价玉米合同' }]);
  vi.mocked(saveTemplate).mockReset();
  vi.mocked(saveTemplate).mockResolvedValue({ data: { id: 1, version: 3 }, message: '修改成功' });
  vi.mocked(deleteTemplates).mockReset();
  vi.mocked(deleteTemplates).mockResolvedValue({ data: null, message: '删除成功' });
  vi.mocked(fetchSamplePage).mockReset();
  vi.mocked(fetchSamplePage).mockResolvedValue({ data: [sample], total: 1 });
  vi.mocked(saveSample).mockReset();
  vi.mocked(deleteSamples).mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/**
 * The user waits out the row actions' click lock (spec 01 §9: a second press within 800 ms is
 * refused) before pressing another row action: the clock moves on, with no real wait.
 */
const waitOutRowActionLock = () => vi.setSystemTime(Date.now() + ROW_ACTION_LOCK_MS);

/** A user who types without a timer between keys (the default waits a macrotask per key). */
const typist = (options: Parameters<typeof userEvent.setup>[0] = {}) => userEvent.setup({ delay: null, ...options });

/** Types `text` into a field as one input (a paste): the form re-renders once, not once per key. */
const fill = async (user: ReturnType<typeof typist>, field: HTMLElement, text: string) => {
  await user.clear(field);
  await user.paste(text);
};

const rowOf = (name: string) => screen.getByText(name).closest('[role="row"]') as HTMLElement;
const buttonsOf = (name: string) => within(rowOf(name)).queryAllByRole('button').map((button) => button.textContent);
const fileInput = (dialog: HTMLElement) => dialog.querySelector('input[type="file"]') as HTMLInputElement;
const docx = (name: string) => new File([new Uint8Array([0x50, 0x4b, 3, 4])], name, { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });

describe('<ContractTemplatePage>', () => {
  it('lists the templates 10 a page with their files, and offers only the buttons the user holds', async () => {
    renderPage([]);
    expect(await screen.findByText('一口价玉米合同')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '合同模板' })).toBeTruthy();
    expect(fetchTemplatePage).toHaveBeenCalledWith(expect.objectContaining({ page: 1, pageSize: 10 }));
    expect(within(rowOf('一口价玉米合同')).getByText('一口价玉米合同.docx')).toBeTruthy();
    expect(within(rowOf('基差合同草稿')).getByText('未上传')).toBeTruthy();
    expect(buttonsOf('一口价玉米合同')).toEqual(['预览', '下载']);
    expect(buttonsOf('基差合同草稿')).toEqual([]);
    expect(screen.queryByRole('button', { name: '新增模板' })).toBeNull();
    cleanup();

    renderPage(ALL);
    await screen.findByText('一口价玉米合同');
    expect(buttonsOf('一口价玉米合同')).toEqual(['编辑', '预览', '下载', '删除']);
    expect(screen.getByRole('button', { name: '新增模板' })).toBeTruthy();
  });

  /** The 新增合同模板 dialog, open (each test renders the page once). */
  const openAddDialog = async (user: ReturnType<typeof typist>) => {
    renderPage(ALL);
    await screen.findByText('一口价玉米合同');
    await user.click(screen.getByRole('button', { name: '新增模板' }));
    return screen.findByRole('dialog', { name: '新增合同模板' });
  };

  it('refuses a template file that is not a .docx before sending it', async () => {
    const user = typist({ applyAccept: false });
    const dialog = await openAddDialog(user);
    await user.upload(fileInput(dialog), new File(['%PDF-1.4'], '模板.pdf', { type: 'application/pdf' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('docx');
    expect(uploads.calls).toEqual([]);
  });

  it('sends nothing while the form has errors (a code with a space, no category)', async () => {
    const user = typist({ applyAccept: false });
    const dialog = await openAddDialog(user);
    await fill(user, within(dialog).getByRole('textbox', { name: /模板名称/ }), '  战略合同模板 ');
    await fill(user, within(dialog).getByRole('textbox', { name: /模板编码/ }), 'CT 1');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('模板编码只能包含字母、数字和 _ . : -')).toBeTruthy();
    expect(saveTemplate).not.toHaveBeenCalled();
  });

  it('adds a template with an uploaded .docx', async () => {
    vi.mocked(saveTemplate).mockResolvedValue({ data: { id: 3, version: 0 }, message: '新增成功' });
    const user = typist({ applyAccept: false });
    const dialog = await openAddDialog(user);

    await user.upload(fileInput(dialog), docx('新模板.docx'));
    expect(await within(dialog).findByText('当前文件：新模板.docx')).toBeTruthy();
    expect(uploads.calls).toEqual([{ name: '新模板.docx', bizKey: null }]);

    await fill(user, within(dialog).getByRole('textbox', { name: /模板名称/ }), '  战略合同模板 ');
    await fill(user, within(dialog).getByRole('textbox', { name: /模板编码/ }), 'CT_STRATEGIC_2');
    await user.click(within(dialog).getByRole('button', { name: /合同类别/ }));
    await user.click(await screen.findByRole('option', { name: '战略合同' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(saveTemplate).toHaveBeenCalledWith({
        name: '战略合同模板',
        code: 'CT_STRATEGIC_2',
        templateType: 'strategic',
        fileId: 'f77',
        enabled: 1,
        sortNumber: 0,
        remark: null,
      }),
    );
    expect(await screen.findByText('新增成功')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增合同模板' })).toBeNull());
    await waitFor(() => expect(fetchTemplatePage).toHaveBeenCalledTimes(2));
  });

  it('edits with the id and version, and shows the gateway message', async () => {
    const user = typist();
    renderPage(ALL);
    await screen.findByText('一口价玉米合同');
    await user.click(within(rowOf('一口价玉米合同')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑合同模板：一口价玉米合同' });
    expect(within(dialog).getByText('当前文件：一口价玉米合同.docx')).toBeTruthy();
    const name = within(dialog).getByRole('textbox', { name: /模板名称/ });
    await fill(user, name, '一口价玉米合同（2026）');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(saveTemplate).toHaveBeenCalledWith(expect.objectContaining({ id: 1, version: 2, name: '一口价玉米合同（2026）', code: 'CT_1', fileId: 'f11' })),
    );
    expect(await screen.findByText('修改成功')).toBeTruthy();
  });

  it('deletes only after 确认删除?, with the gateway message', async () => {
    const user = typist();
    renderPage(ALL);
    await screen.findByText('基差合同草稿');
    await user.click(within(rowOf('基差合同草稿')).getByRole('button', { name: '删除' }));
    let confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('确认删除?');
    expect(confirm.textContent).toContain('基差合同草稿');
    await user.click(within(confirm).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(deleteTemplates).not.toHaveBeenCalled();

    waitOutRowActionLock();
    await user.click(within(rowOf('基差合同草稿')).getByRole('button', { name: '删除' }));
    confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(deleteTemplates).toHaveBeenCalledWith([2]));
    expect(await screen.findByText('删除成功')).toBeTruthy();
  });

  it('lists, edits and deletes samples in the 合同范本 tab', async () => {
    vi.mocked(saveSample).mockResolvedValue({ data: { id: 31, version: 1 }, message: '修改成功' });
    vi.mocked(deleteSamples).mockResolvedValue({ data: { deleted: 1 }, message: '删除成功' });
    const user = typist();
    renderPage(ALL);
    await screen.findByText('一口价玉米合同');
    await user.click(screen.getByRole('tab', { name: '合同范本' }));
    expect(await screen.findByText('东北玉米范本')).toBeTruthy();
    expect(fetchSamplePage).toHaveBeenCalledWith(expect.objectContaining({ page: 1, pageSize: 10 }));
    expect(buttonsOf('东北玉米范本')).toEqual(['编辑', '预览', '下载', '删除']);

    await user.click(within(rowOf('东北玉米范本')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑合同范本：东北玉米范本' });
    await user.upload(fileInput(dialog), docx('新范本.docx'));
    expect(await within(dialog).findByText('当前文件：新范本.docx')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saveSample).toHaveBeenCalledWith({ id: 31, version: 0, conTemplateId: 1, conSampleName: '东北玉米范本', fileId: 'f77', enabled: 1 }));
    expect(await screen.findByText('修改成功')).toBeTruthy();

    waitOutRowActionLock();
    await user.click(within(rowOf('东北玉米范本')).getByRole('button', { name: '删除' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(deleteSamples).toHaveBeenCalledWith([31]));
  });
});
