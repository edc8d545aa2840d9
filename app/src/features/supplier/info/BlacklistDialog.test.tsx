import type { SupplierArchiveRow } from '@srm/gateway/api';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestEnvelope } from '../../../api/http';
import { renderPageWithButtons } from '../../../testing/pageHarness';
import { BlacklistDialog } from './BlacklistDialog';

// blacklistSupplier (admissionApi.ts) runs for real over a mocked call layer: URL, body and the codes left to the dialog.
vi.mock('../../../api/http', () => ({ request: vi.fn(), requestEnvelope: vi.fn() }));

const MENU: [string, string] = ['supplier', 'supplier:info'];
const TODAY = '2026-11-27';

const row: SupplierArchiveRow = {
  id: 4,
  sn: 'GY0004',
  name: '福建粮油贸易有限公司',
  unifiedCreditCode: '91350100M000100Y43',
  bigType: '01',
  smallType: '0101',
  financialStatus: 3,
  ebsNo: null,
  contactName: '张三',
  contactPhone: '13800138000',
  province: '福建省',
  city: '福州市',
  blacklistUntil: null,
  updatedTime: '2026-11-20 10:00:00',
  version: 5,
};

vi.setConfig({ testTimeout: 20_000 });

beforeAll(() => {
  // react-aria collapses the text selection into a date segment on focus; happy-dom answers with a
  // selectionchange loop that overflows the stack (as in the design system's DatePicker tests).
  vi.spyOn(Selection.prototype, 'collapse').mockImplementation(() => undefined);
});

beforeEach(() => {
  vi.mocked(requestEnvelope).mockReset();
});
afterEach(cleanup);

/** Types a date into the picker's segments (year, month, day). */
async function typeDate(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, date: string) {
  const [year] = within(within(dialog).getByRole('group', { name: /截止日期/ })).getAllByRole('spinbutton');
  await user.click(year!);
  await user.keyboard(date.replaceAll('-', ''));
}

function open(onDone = vi.fn()) {
  renderPageWithButtons(<BlacklistDialog row={row} today={TODAY} onClose={vi.fn()} onDone={onDone} />, { menu: MENU, buttons: ['supplier:info:blacklist'] });
  return screen.findByRole('dialog', { name: '加入黑名单 福建粮油贸易有限公司' });
}

describe('<BlacklistDialog>', () => {
  it('refuses to send without reason and until-date, or with a date before today; then sends exactly the body', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    vi.mocked(requestEnvelope).mockResolvedValue({ code: 200, success: true, message: '已加入黑名单', data: { id: 4, sn: 'GY0004', version: 6 } } as never);
    const dialog = await open(onDone);

    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('请填写原因和截止日期');

    await user.click(within(dialog).getByRole('textbox', { name: /原因/ }));
    await user.paste('  以次充好  ');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('请填写原因和截止日期');

    await typeDate(user, dialog, '2026-11-26');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('截止日期不能早于今天'));
    expect(requestEnvelope).not.toHaveBeenCalled();

    await typeDate(user, dialog, '2027-01-31');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(requestEnvelope).toHaveBeenCalledTimes(1));
    expect(requestEnvelope).toHaveBeenCalledWith(
      { url: '/supplier/api/v1/supplier/blacklist', data: { id: 4, version: 5, reason: '以次充好', untilDate: '2027-01-31' } },
      { allowedCodes: [400, 409, 422] },
    );
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('已加入黑名单')).toBeTruthy();
  });

  it('shows the gateway’s 422 in the dialog, which stays open', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    vi.mocked(requestEnvelope).mockRejectedValue(Object.assign(new Error('供应商 福建粮油贸易有限公司 当前状态不能加入黑名单'), { status: 422, code: 422, shown: false }));
    const dialog = await open(onDone);
    await user.click(within(dialog).getByRole('textbox', { name: /原因/ }));
    await user.paste('质量问题');
    await typeDate(user, dialog, TODAY);
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(requestEnvelope).toHaveBeenCalledWith(expect.objectContaining({ data: { id: 4, version: 5, reason: '质量问题', untilDate: TODAY } }), expect.anything()));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('供应商 福建粮油贸易有限公司 当前状态不能加入黑名单'));
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
