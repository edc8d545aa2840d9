import type { SupplierQualificationRow } from '@srm/gateway/api';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppT } from '../../../i18n/useAppT';
import { renderPageWithButtons } from '../../../testing/pageHarness';
import { saveQualification } from '../api/qualificationApi';
import { qualificationZhCN } from '../messages/qualificationMessages';
import { QualificationDialog, qualificationDraftOf, qualificationDraftProblem, toQualificationSaveBody } from './QualificationDialog';

vi.mock('../api/qualificationApi', () => ({
  QUALIFICATION_FILE_BIZ_TYPE: 'qualification',
  qualificationFileClient: {},
  fetchQualificationSuppliers: vi.fn().mockResolvedValue([]),
  saveQualification: vi.fn(),
}));

const MENU: [string, string] = ['supplier', 'supplier:qualification'];

const t = ((key: string, values?: Record<string, unknown>) =>
  Object.entries(values ?? {}).reduce((text, [name, value]) => text.replace(`{${name}}`, String(value)), (qualificationZhCN as Record<string, string>)[key] ?? key)) as AppT;

const row: SupplierQualificationRow = {
  id: 7,
  supplierSn: 'S0001',
  supplierName: '中粮贸易有限公司',
  certType: 'feed_licence',
  certNo: 'SL-001',
  issuer: '农业农村厅',
  validFrom: '2025-01-01',
  validTo: '2026-12-10',
  certState: 'expiring',
  required: 1,
  fileId: '0123456789abcdef0123456789abcdef',
  remark: null,
  updatedTime: '2026-11-20 10:00:00',
  version: 3,
};

/** Types a text at once (a paste): typing key by key takes seconds in happy-dom. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  vi.mocked(saveQualification).mockReset();
});
afterEach(cleanup);

describe('the certificate draft', () => {
  it('checks the required fields, the number’s length and the date order before anything is sent', () => {
    const draft = qualificationDraftOf(row);
    expect(qualificationDraftProblem(draft, t)).toBeNull();
    expect(qualificationDraftProblem({ ...draft, certNo: ' ' }, t)).toBe('请填写供应商、证照类型、证照编号和有效期');
    expect(qualificationDraftProblem({ ...draft, validTo: null }, t)).toBe('请填写供应商、证照类型、证照编号和有效期');
    expect(qualificationDraftProblem({ ...draft, certNo: 'X'.repeat(61) }, t)).toBe('证照编号不能超过60个字符');
    expect(qualificationDraftProblem({ ...draft, validFrom: '2026-12-11' }, t)).toBe('有效期止不能早于有效期起');
  });

  it('sends required for staff only, with the version and the file', () => {
    const draft = { ...qualificationDraftOf(row), issuer: ' ', remark: ' 换证 ' };
    expect(toQualificationSaveBody(draft, row, false)).toEqual({
      id: 7,
      version: 3,
      supplierSn: 'S0001',
      certType: 'feed_licence',
      certNo: 'SL-001',
      issuer: null,
      validFrom: '2025-01-01',
      validTo: '2026-12-10',
      required: 1,
      fileId: row.fileId,
      remark: '换证',
    });
    expect(toQualificationSaveBody(draft, row, true)).not.toHaveProperty('required');
    expect(qualificationDraftOf(undefined, { sn: 'S0002', name: '北大荒' })).toMatchObject({ supplierSn: 'S0002', required: false, fileId: null });
  });
});

describe('<QualificationDialog>', () => {
  it('edits a certificate for staff: supplier and 必备证照 shown; the gateway’s 400 shows in the dialog', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    vi.mocked(saveQualification).mockRejectedValueOnce(Object.assign(new Error('该供应商已有同类型、编号为 SL-002 的证照'), { status: 400, code: 400, shown: false }));
    renderPageWithButtons(<QualificationDialog row={row} ownSupplier={null} onClose={vi.fn()} onSaved={onSaved} />, { menu: MENU, buttons: ['supplier:qualification:edit'] });
    const dialog = await screen.findByRole('dialog', { name: '编辑资质证照 SL-001' });
    expect(within(dialog).getByRole('button', { name: /供应商/ })).toBeTruthy();
    const required = within(dialog).getByRole('checkbox', { name: '必备证照' }) as HTMLInputElement;
    expect(required.checked).toBe(true);
    const certNo = within(dialog).getByRole('textbox', { name: /证照编号/ });
    await user.clear(certNo);
    await fill(user, certNo, 'SL-002');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saveQualification).toHaveBeenCalledWith(expect.objectContaining({ id: 7, version: 3, certNo: 'SL-002', required: 1, fileId: row.fileId })));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('该供应商已有同类型、编号为 SL-002 的证照');
    expect(onSaved).not.toHaveBeenCalled();

    vi.mocked(saveQualification).mockResolvedValueOnce({ data: { id: 7, version: 4 }, message: '修改成功' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
  });

  it('adds for a supplier user: its own supplier, no 必备证照, and nothing sent while dates are missing', async () => {
    const user = userEvent.setup();
    renderPageWithButtons(<QualificationDialog ownSupplier={{ sn: 'S0001', name: '中粮贸易有限公司' }} onClose={vi.fn()} onSaved={vi.fn()} />, {
      menu: MENU,
      buttons: ['supplier:qualification:add'],
    });
    const dialog = await screen.findByRole('dialog', { name: '新增资质证照' });
    expect(within(dialog).queryByRole('checkbox', { name: '必备证照' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /^供应商/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: /证照类型/ }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '营业执照' }));
    await fill(user, within(dialog).getByRole('textbox', { name: /证照编号/ }), 'YYZZ-9');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('请填写供应商、证照类型、证照编号和有效期');
    expect(saveQualification).not.toHaveBeenCalled();
    expect(within(dialog).getByText('证照附件')).toBeTruthy();
  });
});
