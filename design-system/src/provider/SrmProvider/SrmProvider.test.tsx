import { useTheme } from '@emotion/react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useLocale } from '../../i18n/LocaleProvider';
import { useConfirm } from '../../overlays/ConfirmDialog/ConfirmProvider';
import { useOptionalToast, useToast } from '../../overlays/Toast/Toast';
import { ProTable } from '../../table/ProTable/ProTable';
import { renderWithProviders } from '../../test-utils';
import { lightTheme, mergeTheme } from '../../theme/theme';
import { SrmProvider } from './SrmProvider';

interface Row {
  id: number;
  name: string;
}

const columns = [{ key: 'name', title: '名称' }];
const request = async () => ({ data: [{ id: 1, name: '物料1' }, { id: 2, name: '物料2' }], total: 2 });

class Catch extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

function Probe() {
  const { locale, t } = useLocale();
  const theme = useTheme();
  const toast = useToast();
  const confirm = useConfirm();
  return (
    <div data-locale={locale} data-primary={theme.colors.primary} data-row={theme.density.rowHeight}>
      <span>{t('common.close')}</span>
      <button type="button" onClick={() => toast.success('已保存')}>toast</button>
      <button type="button" onClick={() => void confirm({ message: '是否继续？' })}>confirm</button>
    </div>
  );
}

describe('SrmProvider', () => {
  it('gives theme, zh-CN, toasts and confirm to the components below it', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <SrmProvider>
        <Probe />
      </SrmProvider>,
    );
    const probe = container.querySelector('[data-locale]')!;
    expect(probe.getAttribute('data-locale')).toBe('zh-CN');
    expect(probe.getAttribute('data-primary')).toBe('#165dff');
    expect(screen.getByText('关闭')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'toast' }));
    expect(within(screen.getByRole('region', { name: '消息通知' })).getByText('已保存')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'confirm' }));
    expect(await screen.findByRole('alertdialog')).toBeTruthy();
  });

  it('takes en-US and a theme override (merged into the base theme)', () => {
    const { container } = render(
      <SrmProvider locale="en-US" theme={{ colors: { primary: '#0e7c66' } }} density="comfortable">
        <Probe />
      </SrmProvider>,
    );
    const probe = container.querySelector('[data-locale]')!;
    expect(probe.getAttribute('data-locale')).toBe('en');
    expect(probe.getAttribute('data-primary')).toBe('#0e7c66');
    expect(probe.getAttribute('data-row')).toBe('40px');
    expect(screen.getByText('Close')).toBeTruthy();
  });

  it('merges a theme override one level deep and leaves the base theme alone', () => {
    const merged = mergeTheme(lightTheme, { colors: { primary: '#0e7c66' }, space: { 1: '5px' } });
    expect(merged.colors.primary).toBe('#0e7c66');
    expect(merged.colors.danger).toBe(lightTheme.colors.danger);
    expect(merged.space[1]).toBe('5px');
    expect(merged.space[2]).toBe(lightTheme.space[2]);
    expect(lightTheme.colors.primary).toBe('#165dff');
    expect(mergeTheme(lightTheme, (base) => ({ ...base, fontFamily: 'serif' })).fontFamily).toBe('serif');
    expect(mergeTheme(lightTheme)).toBe(lightTheme);
  });

  it('types the theme override with free values for known tokens only (checked by tsc)', () => {
    const elements = [
      <SrmProvider key="groups" theme={{ colors: { primary: '#0e7c66' }, space: { 1: '5px' }, fontWeights: { bold: 600 } }} />,
      <SrmProvider key="function" theme={(base) => ({ ...base, colors: { ...base.colors, primary: 'teal' } })} locale="en" />,
      // @ts-expect-error an unknown colour token
      <SrmProvider key="typo" theme={{ colors: { primry: '#000' } }} />,
      // @ts-expect-error an unknown locale
      <SrmProvider key="locale" locale="fr" />,
    ];
    expect(elements).toHaveLength(4);
  });

  it('renders a ProTable with its column settings', async () => {
    render(
      <SrmProvider>
        <ProTable<Row> aria-label="物料" tableId="srm-provider-test" columns={columns} rowKey="id" request={request} height={300} virtual={false} />
      </SrmProvider>,
    );
    expect(await screen.findByText('物料2')).toBeTruthy();
  });
});

describe('hooks outside their provider', () => {
  it('ProTable with only the theme and locale providers renders, and its column-settings reset still asks', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <ProTable<Row> aria-label="物料" tableId="no-confirm-provider" columns={columns} rowKey="id" request={request} height={300} virtual={false} />,
    );
    expect(await screen.findByText('物料1')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '列设置' }));
    const drawer = await screen.findByRole('dialog', { name: '列设置' });
    await user.click(within(drawer).getByRole('button', { name: '重置' }));
    expect(await screen.findByRole('alertdialog')).toBeTruthy();
  });

  it('useConfirm and useToast name the provider to add; useLocale and useOptionalToast have defaults', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    function AskConfirm() {
      useConfirm();
      return null;
    }
    function AskToast() {
      useToast();
      return null;
    }
    function Defaults() {
      const { locale } = useLocale();
      return <span>{`${locale} ${useOptionalToast() === null}`}</span>;
    }
    act(() => {
      render(
        <>
          <Catch>
            <AskConfirm />
          </Catch>
          <Catch>
            <AskToast />
          </Catch>
          <Defaults />
        </>,
      );
    });
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual([
      'useConfirm must be used inside <SrmProvider> (or ConfirmProvider)',
      'useToast must be used inside <SrmProvider> (or ToastProvider)',
    ]);
    expect(screen.getByText('zh-CN true')).toBeTruthy();
    spy.mockRestore();
  });
});
