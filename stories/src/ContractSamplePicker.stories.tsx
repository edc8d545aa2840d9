import { ContractSamplePicker, type ContractSamplePickerProps } from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  contractSamples,
  englishSamples,
  escapeBackTo,
  expectLoadFailed,
  failingHandler,
  fetchContractSamples,
  OpenerDemo,
  openByKeyboard,
  overlayClosed,
  overlayOf,
  pendingHandler,
  SAMPLES_URL,
  samplesHandler,
  type OpenerDemoArgs,
} from './fixtures/print';

type DemoProps = OpenerDemoArgs & Partial<ContractSamplePickerProps>;

/** The attachment panel's 合同范本 button opening the picker; the confirmed sample is shown under it. */
function PickerDemo({ startOpen, openLabel = '合同范本', chosenLabel, ...props }: DemoProps) {
  return (
    <OpenerDemo startOpen={startOpen} openLabel={openLabel} chosenLabel={chosenLabel} minHeight={680}>
      {({ isOpen, onOpenChange, choose }) => (
        <ContractSamplePicker isOpen={isOpen} onOpenChange={onOpenChange} loadSamples={fetchContractSamples} onConfirm={(sample) => choose(sample.conSampleName)} {...props} />
      )}
    </OpenerDemo>
  );
}

const meta: Meta<typeof PickerDemo> = {
  title: 'Files/ContractSamplePicker',
  component: PickerDemo,
  parameters: { msw: { handlers: [samplesHandler(contractSamples(12))] } },
};

export default meta;
type Story = StoryObj<typeof PickerDemo>;

const dataRows = (dialog: HTMLElement) => within(dialog).getAllByRole('row').filter((row) => row.getAttribute('aria-rowindex') !== '1');
const dialogOf = (canvasElement: HTMLElement, name = '选择合同范本') => overlayOf(canvasElement, name);

/** 选择合同范本: a radio table of template name, sample name and file name, 10 rows a page; pick one and confirm. */
export const Default: Story = {
  play: async ({ canvasElement, canvas }) => {
    const dialog = await dialogOf(canvasElement);
    await waitFor(() => expect(dataRows(dialog)).toHaveLength(10));
    await expect(within(dialog).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['选择', '合同模板名称', '范本名称', '文件名称']);
    await expect(within(dialog).getByText('共 12 条')).toBeVisible();
    const third = dataRows(dialog)[2] as HTMLElement;
    await userEvent.click(within(third).getByRole('radio', { name: '选择此行' }));
    await expect(third).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await overlayClosed(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('已选择：玉米采购范本3');
  },
};

/** 确定 with no row chosen: 请选择范本, and the dialog stays. */
export const NoneChosen: Story = {
  parameters: { msw: { handlers: [samplesHandler(contractSamples(3))] } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await waitFor(() => expect(dataRows(dialog)).toHaveLength(3));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('请选择范本');
    await expect(dialog).toHaveAccessibleDescription('请选择范本');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [samplesHandler([])] } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(await within(dialog).findByText('暂无数据')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pendingHandler(SAMPLES_URL)] } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(await within(dialog).findByRole('progressbar', { name: '加载中' })).toBeVisible();
    await expect(within(dialog).getByRole('grid').closest('[aria-busy="true"]')).not.toBeNull();
  },
};

/** The sample list failed: 合同范本加载失败 and 重试. */
export const LoadError: Story = {
  parameters: { msw: { handlers: [failingHandler(SAMPLES_URL, 500, '系统错误')] } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expectLoadFailed(dialog, '合同范本加载失败');
  },
};

/** Long template, sample and file names are cut in their cells; the full text stays readable. */
export const LongChineseText: Story = {
  parameters: { msw: { handlers: [samplesHandler(contractSamples(3, { long: true }))] } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await waitFor(() => expect(dataRows(dialog)).toHaveLength(3));
    await expect(dataRows(dialog)[0]).toHaveTextContent('东北产区二等黄玉米集中采购范本（水分不超过14%，杂质不超过1%）');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { openLabel: 'Contract sample', chosenLabel: 'Chosen' },
  parameters: { msw: { handlers: [samplesHandler(englishSamples)] } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, 'Choose contract sample');
    await waitFor(() => expect(dataRows(dialog)).toHaveLength(2));
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please select a sample');
  },
};

/** By keyboard: Enter opens, ↓ and Space choose a row, Escape closes and focus returns to the button. */
export const Keyboard: Story = {
  args: { startOpen: false },
  parameters: { msw: { handlers: [samplesHandler(contractSamples(3))] } },
  play: async ({ canvasElement, canvas }) => {
    const trigger = await openByKeyboard(canvas, '合同范本');
    const dialog = await dialogOf(canvasElement);
    await waitFor(() => expect(dataRows(dialog)).toHaveLength(3));
    const first = dataRows(dialog)[0] as HTMLElement;
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(dataRows(dialog)[1]).toHaveAttribute('aria-selected', 'true'));
    await escapeBackTo(canvasElement, trigger);
  },
};
