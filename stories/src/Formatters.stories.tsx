/**
 * The React-free formatters of `i18n/format` and the date-value helpers of `controls/dateCore`,
 * shown as a table so designers can review the exact texts a list or a print shows.
 */
import { formatAmount, formatDate, formatNumber, rangeBounds, recentDays, toChineseMoney, tokens, useLocale } from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

const amounts = ['0', '0.1', '1680.32', '100000001', '-2500.5', '1.005', '999999999999999.9999'];

function FormatterTable() {
  const { locale } = useLocale();
  const cellStyle = { border: `1px solid ${tokens.colors.borderSubtle}`, padding: '4px 8px', textAlign: 'left' as const };
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <table style={{ borderCollapse: 'collapse' }} aria-label="金额格式">
        <thead>
          <tr>
            <th style={cellStyle}>输入</th>
            <th style={cellStyle}>formatAmount</th>
            <th style={cellStyle}>toChineseMoney</th>
          </tr>
        </thead>
        <tbody>
          {amounts.map((amount) => (
            <tr key={amount}>
              <td style={cellStyle}>{amount}</td>
              <td style={cellStyle}>{formatAmount(amount, 2, locale)}</td>
              <td style={cellStyle}>{toChineseMoney(amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table style={{ borderCollapse: 'collapse' }} aria-label="日期与数量">
        <tbody>
          <tr>
            <th style={cellStyle}>formatDate date / datetime / month / year</th>
            <td style={cellStyle}>
              {(['date', 'datetime', 'month', 'year'] as const).map((kind) => formatDate('2026-11-21T08:30:05', kind)).join(' · ')}
            </td>
          </tr>
          <tr>
            <th style={cellStyle}>formatNumber 12500.5 (precision 3)</th>
            <td style={cellStyle}>{formatNumber(12500.5, { precision: 3, locale })}</td>
          </tr>
          <tr>
            <th style={cellStyle}>rangeBounds 2026-11-01 ~ 2026-11-21</th>
            <td style={cellStyle}>{rangeBounds(['2026-11-01', '2026-11-21'])?.join(' ~ ')}</td>
          </tr>
          <tr>
            <th style={cellStyle}>recentDays(7, 2026-11-21)</th>
            <td style={cellStyle}>{recentDays(7, '2026-11-21')?.join(' ~ ')}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

const meta: Meta<typeof FormatterTable> = {
  title: 'Foundations/Formatters (format, dateCore)',
  component: FormatterTable,
};

export default meta;
type Story = StoryObj<typeof FormatterTable>;

export const Chinese: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('壹仟陆佰捌拾元叁角贰分')).toBeVisible();
    await expect(canvas.getByText('1,680.32')).toBeVisible();
    await expect(canvas.getByText('2026-11-01 00:00:00 ~ 2026-11-21 23:59:59')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('100,000,001.00')).toBeVisible();
  },
};
