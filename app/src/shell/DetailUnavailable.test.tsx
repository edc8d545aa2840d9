import { LocaleProvider, ThemeProvider } from '@srm/design-system';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/envelope';
import { appEn, appZhCN, type AppMessageKey } from '../i18n/messages';
import { DetailUnavailable, unavailableText } from './DetailUnavailable';

afterEach(cleanup);

const zh = (key: AppMessageKey) => appZhCN[key];
const en = (key: AppMessageKey) => appEn[key];

describe('unavailableText', () => {
  it('says what the gateway said, or the catalogue text of a transport failure', () => {
    expect(unavailableText(new ApiError('合同不存在或无权查看', 404, 404), zh)).toBe('合同不存在或无权查看');
    expect(unavailableText(new ApiError(appZhCN['error.timeout'], undefined, undefined, undefined, 'error.timeout'), en)).toBe(appEn['error.timeout']);
  });

  it('says 数据不存在或无权查看 when there is no error, or the call layer already showed it', () => {
    expect(unavailableText(null, zh)).toBe('数据不存在或无权查看');
    const shown = Object.assign(new ApiError('登录状态已过期！', 403), { shown: true });
    expect(unavailableText(shown, zh)).toBe('数据不存在或无权查看');
    expect(unavailableText(undefined, en)).toBe('This record does not exist, or you may not view it');
  });
});

describe('<DetailUnavailable>', () => {
  it('shows one alert with the message, the way back and further actions', () => {
    render(
      <MemoryRouter>
        <ThemeProvider>
          <LocaleProvider locale="zh-CN">
            <DetailUnavailable error={new ApiError('变更单不存在或无权查看', 404, 404)} backTo="/contract/change" backLabel="返回列表">
              <button type="button">重新加载</button>
            </DetailUnavailable>
          </LocaleProvider>
        </ThemeProvider>
      </MemoryRouter>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('变更单不存在或无权查看');
    expect(within(alert).getByRole('link', { name: '返回列表' }).getAttribute('href')).toBe('/contract/change');
    expect(within(alert).getByRole('button', { name: '重新加载' })).toBeTruthy();
  });
});
