import {
  ColumnSettingsStorageProvider,
  ConfirmProvider,
  ProTable,
  ToastProvider,
  columnSettingsStorageKey,
  type ColumnSettingsStorage,
} from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contractColumns, contractRows, type ContractRow } from './fixtures/contracts';

const TABLE_ID = 'story-storage-contracts';
const KEY = columnSettingsStorageKey(TABLE_ID);

/**
 * A synchronous storage kept in memory that writes down every call, standing in for what an app
 * gives the provider (the SRM app: the user's settings loaded from the gateway, local storage as the
 * fallback).
 */
function recordingStorage(initial: Record<string, string>, record: (line: string) => void): ColumnSettingsStorage {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key) => {
      record(`getItem ${key}`);
      return data.get(key) ?? null;
    },
    setItem: (key, value) => {
      record(`setItem ${key}`);
      data.set(key, value);
    },
    removeItem: (key) => {
      record(`removeItem ${key}`);
      data.delete(key);
    },
  };
}

/** The user's saved settings: 采购员 and 备注 hidden. */
const savedSettings = JSON.stringify({
  version: '1',
  columns: contractColumns.map((column) => ({ key: column.key, visible: column.key !== 'buyer' && column.key !== 'remark' })),
});

function StorageDemo() {
  const [log, setLog] = useState<string[]>([]);
  const [storage] = useState(() =>
    // Tables read while rendering: show the call after that render, not during it.
    recordingStorage({ [KEY]: savedSettings }, (line) =>
      queueMicrotask(() => setLog((lines) => (lines.at(-1) === line ? lines : [...lines, line]))),
    ),
  );
  return (
    <ColumnSettingsStorageProvider storage={storage}>
      <ProTable<ContractRow>
        aria-label="采购合同"
        tableId={TABLE_ID}
        columns={contractColumns}
        rowKey="id"
        dataSource={contractRows(5)}
        pagination={false}
        height={260}
      />
      <ol aria-label="存储调用" style={{ margin: '12px 0 0', paddingLeft: 20 }}>
        {log.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ol>
    </ColumnSettingsStorageProvider>
  );
}

const meta: Meta<typeof ColumnSettingsStorageProvider> = {
  title: 'Data/ColumnSettingsStorageProvider',
  component: ColumnSettingsStorageProvider,
  decorators: [
    (Story) => (
      <ToastProvider duration={Infinity}>
        <ConfirmProvider>
          <div style={{ width: 1100 }}>
            <Story />
          </div>
        </ConfirmProvider>
      </ToastProvider>
    ),
  ],
  render: () => <StorageDemo />,
};

export default meta;
type Story = StoryObj<typeof ColumnSettingsStorageProvider>;

const headers = (grid: HTMLElement) => within(grid).getAllByRole('columnheader').map((header) => header.textContent ?? '');

/**
 * A ProTable with a tableId reads its column settings from the provided storage (采购员 and 备注
 * hidden) and saves changes made in 列设置 there, not in local storage.
 */
export const GivenStorage: Story = {
  play: async ({ canvas, canvasElement }) => {
    const grid = await canvas.findByRole('grid', { name: '采购合同' });
    await expect(headers(grid)).not.toContain('备注');
    await expect(headers(grid)).not.toContain('采购员');
    const log = canvas.getByRole('list', { name: '存储调用' });
    await waitFor(() => expect(within(log).getByText(`getItem ${KEY}`)).toBeInTheDocument());

    await userEvent.click(canvas.getByRole('button', { name: '列设置' }));
    const drawer = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '列设置' });
    await userEvent.click(within(drawer).getByRole('checkbox', { name: '备注' }));
    await waitFor(() => expect(headers(grid)).toContain('备注'));
    await waitFor(() => expect(within(log).getByText(`setItem ${KEY}`)).toBeInTheDocument());
    await expect(window.localStorage.getItem(KEY)).toBeNull();
  },
};
