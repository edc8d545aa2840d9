import { Button, ProTable, SrmProvider, useConfirm, useToast, type SrmProviderProps } from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contractColumns, contractRows } from './fixtures/contracts';

const columns = contractColumns.filter((column) => ['contractNo', 'materialName', 'amount', 'status'].includes(column.key));
const rows = contractRows(4);
const greenTheme = { colors: { primary: '#0e7c66', primaryHover: '#0b6a57', primaryActive: '#095646' } };

/** A page of an app: a ProTable and a delete that asks first (useConfirm) and then says so (useToast). */
function ContractPage() {
  const confirm = useConfirm();
  const toast = useToast();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, width: 720 }}>
      <div>
        <Button
          variant="primary"
          onPress={async () => {
            if (await confirm({ variant: 'delete', message: '删除后数据不可恢复，是否继续？' })) toast.successFor('deleted');
          }}
        >
          删除
        </Button>
      </div>
      <ProTable aria-label="采购合同" tableId="srm-provider-story" columns={columns} rowKey="id" dataSource={rows} height={240} virtual={false} />
    </div>
  );
}

const meta: Meta<typeof SrmProvider> = {
  title: 'Foundations/SrmProvider',
  component: SrmProvider,
  // No timer for messages: Storybook's freeze runs pending timers before a screenshot, which would close them.
  args: { toast: { duration: Infinity } },
  render: (args: SrmProviderProps) => (
    <SrmProvider {...args}>
      <ContractPage />
    </SrmProvider>
  ),
};

export default meta;
type Story = StoryObj<typeof SrmProvider>;

/** zh-CN by default: the table, the confirmation and the message all come from the one provider. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const grid = await canvas.findByRole('grid', { name: '采购合同' });
    await expect(await within(grid).findByText('HT2026000004')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '列设置' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '删除' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: '确认删除?' });
    await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[data-entering]')).toBeNull());
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(within(body.getByRole('region', { name: '消息通知' })).getByRole('status')).toHaveTextContent('删除成功');
  },
};

/** `locale="en-US"` and a theme override: the primary colour is green, every other token is kept. */
export const EnglishAndTheme: Story = {
  args: { locale: 'en-US', theme: greenTheme },
  play: async ({ canvas }) => {
    await canvas.findByText('HT2026000001');
    await expect(canvas.getByRole('button', { name: 'Column settings' })).toBeVisible();
    await expect(getComputedStyle(canvas.getByRole('button', { name: '删除' })).backgroundColor).toBe('rgb(14, 124, 102)');
  },
};
