import { ImportDialog, type ImportCheckSummary, type ImportDialogProps } from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoFile } from './fixtures/files';
import { OpenerDemo, overlayOf, pageOf } from './fixtures/print';

/**
 * The import dialog of the shared Excel pipeline. The callbacks are fakes answering fixed summaries
 * (no network): each story picks the answers, and its play function chooses a file and presses the
 * buttons, as a user would.
 */

const TITLE = '导入物料质量指标';
const ROW_ERRORS = ['第3行：水分标准上限须为数字', '第5行：物料编码 M9999 不存在'];

const summary = (patch: Partial<ImportCheckSummary> = {}): ImportCheckSummary => ({
  checkId: 'IMP202603060001',
  status: 'checked',
  total: 12,
  checkedRows: 12,
  valid: 12,
  invalid: 0,
  errors: [],
  hasErrorFile: false,
  imported: 0,
  message: null,
  isTask: false,
  ...patch,
});

/** Answers after a short wait, so pending buttons show as they would against the gateway. */
const answer = <T,>(value: T, ms = 150) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

interface DemoArgs extends Omit<ImportDialogProps, 'isOpen' | 'onOpenChange'> {
  startOpen?: boolean;
  /** What 校验 answers. */
  checkAnswer: ImportCheckSummary;
  /** What the polls answer, one after another (the last one repeats). */
  refreshAnswers: ImportCheckSummary[];
  /** What 导入 answers. */
  commitAnswer: ImportCheckSummary;
}

/**
 * A list page's 导入 button opening the dialog; after a commit the page says what it reloaded. The
 * callbacks given as args only record the calls (spies); the answers come from the `…Answer(s)` args,
 * counted per mount so a story shown again starts from its first answer.
 */
function ImportDemo({ startOpen = true, checkAnswer, refreshAnswers, commitAnswer, onCommitted, ...props }: DemoArgs) {
  const polls = useRef(0);
  return (
    <OpenerDemo startOpen={startOpen} openLabel="导入" chosenLabel="已刷新列表" minHeight={440}>
      {({ isOpen, onOpenChange, choose }) => (
        <ImportDialog
          {...props}
          isOpen={isOpen}
          onOpenChange={onOpenChange}
          onDownloadTemplate={async () => {
            await props.onDownloadTemplate();
            return answer(undefined);
          }}
          onCheck={async (file) => {
            await props.onCheck(file);
            return answer(checkAnswer);
          }}
          onRefresh={async (checkId) => {
            await props.onRefresh(checkId);
            const next = refreshAnswers[Math.min(polls.current, refreshAnswers.length - 1)] ?? checkAnswer;
            polls.current += 1;
            return answer(next);
          }}
          onDownloadErrors={async (checkId) => {
            await props.onDownloadErrors(checkId);
            return answer(undefined);
          }}
          onCommit={async (checkId) => {
            await props.onCommit(checkId);
            return answer(commitAnswer);
          }}
          onCommitted={(result) => {
            onCommitted?.(result);
            choose(`导入 ${result.imported} 行`);
          }}
        />
      )}
    </OpenerDemo>
  );
}

const meta: Meta<typeof ImportDemo> = {
  title: 'Files/ImportDialog',
  component: ImportDemo,
  args: {
    title: TITLE,
    description: '按物料编码更新质量指标（水分、杂质、容重的标准值与上下限）',
    onDownloadTemplate: fn(),
    onCheck: fn(),
    onRefresh: fn(),
    onDownloadErrors: fn(),
    onCommit: fn(),
    onCommitted: fn(),
    checkAnswer: summary(),
    refreshAnswers: [summary()],
    commitAnswer: summary({ status: 'committed', imported: 12 }),
  },
};

export default meta;
type Story = StoryObj<typeof ImportDemo>;

const dialogOf = (canvasElement: HTMLElement) => overlayOf(canvasElement, TITLE);
const fileInput = (dialog: HTMLElement) => dialog.querySelector<HTMLInputElement>('input[type="file"]')!;

/** Chooses 物料质量指标.xlsx and presses 校验: the dialog. */
async function chooseAndCheck(canvasElement: HTMLElement): Promise<HTMLElement> {
  const dialog = await dialogOf(canvasElement);
  await userEvent.upload(fileInput(dialog), demoFile('物料质量指标.xlsx', 2048, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'));
  await expect(within(dialog).getByText('物料质量指标.xlsx')).toBeVisible();
  await userEvent.click(within(dialog).getByRole('button', { name: '校验' }));
  return dialog;
}

/** Scrolls the dialog's body to its end, so the screenshot shows the result under the steps. */
function scrollBodyToEnd(dialog: HTMLElement) {
  const body = dialog.querySelector<HTMLElement>('.srm-overlay-body');
  if (body) body.scrollTop = body.scrollHeight;
}

/** Open, nothing chosen: step 1 下载模板 is current. */
export const Initial: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const steps = within(dialog).getByRole('list', { name: '导入步骤' });
    await expect(steps.querySelector('[aria-current="step"]')).toHaveTextContent('下载模板');
    await expect(within(dialog).getByRole('button', { name: '选择文件' })).toHaveAccessibleDescription('仅支持 xlsx 格式，文件大小不超过10M');
    await expect(within(dialog).getByRole('button', { name: '导入' })).toBeDisabled();
  },
};

/** A large file runs as a task: the progress bar at 2400 of 6000 rows, and the download-centre note. */
export const Checking: Story = {
  args: {
    checkAnswer: summary({ status: 'checking', total: 6000, checkedRows: 2400, valid: 0, isTask: true }),
    refreshAnswers: [summary({ status: 'checking', total: 6000, checkedRows: 2400, valid: 0, isTask: true })],
  },
  play: async ({ canvasElement }) => {
    const dialog = await chooseAndCheck(canvasElement);
    const bar = await within(dialog).findByRole('progressbar', { name: '校验进度' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(within(dialog).getByText('已校验 2400/6000 行')).toBeVisible();
    await expect(within(dialog).getByText('文件较大，已转为后台任务，可在下载中心查看进度')).toBeVisible();
    scrollBodyToEnd(dialog);
  },
};

/** Two rows failed: the list 错误明细, 下载错误文件, and 导入 disabled with 请修改错误后重新上传. */
export const CheckedWithErrors: Story = {
  args: { checkAnswer: summary({ valid: 10, invalid: 2, errors: ROW_ERRORS, hasErrorFile: true }) },
  play: async ({ canvasElement, args }) => {
    const dialog = await chooseAndCheck(canvasElement);
    await expect(await within(dialog).findByText('共 12 行，通过 10 行，错误 2 行')).toBeVisible();
    const list = within(dialog).getByRole('list', { name: '错误明细' });
    await expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(ROW_ERRORS);
    await expect(within(dialog).getByRole('button', { name: '导入' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: '导入' })).toHaveAccessibleDescription('请修改错误后重新上传');
    await userEvent.click(within(dialog).getByRole('button', { name: '下载错误文件' }));
    await expect(args.onDownloadErrors).toHaveBeenCalledWith('IMP202603060001');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '下载错误文件' })).not.toHaveAttribute('data-pending'));
    scrollBodyToEnd(dialog);
  },
};

/** Every row passed: 导入 is enabled and step 4 is current. */
export const CheckedClean: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await chooseAndCheck(canvasElement);
    await expect(await within(dialog).findByText('共 12 行，通过 12 行，错误 0 行')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '导入' })).toBeEnabled();
    await expect(within(dialog).getByRole('list', { name: '导入步骤' }).querySelector('[aria-current="step"]')).toHaveTextContent('导入');
    scrollBodyToEnd(dialog);
  },
};

/** After 导入: 导入成功，共导入 12 行, onCommitted once, and only 关闭 left. */
export const Committed: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await chooseAndCheck(canvasElement);
    await within(dialog).findByText('共 12 行，通过 12 行，错误 0 行');
    await userEvent.click(within(dialog).getByRole('button', { name: '导入' }));
    await expect(await within(dialog).findByText('导入成功，共导入 12 行')).toBeVisible();
    await waitFor(() => expect(args.onCommitted).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(within(dialog).getAllByRole('button', { name: '关闭' }).at(-1)).toHaveFocus());
    scrollBodyToEnd(dialog);
  },
};

/** The gateway could not read the file: its message as an alert, and 选择文件 works again. */
export const Failed: Story = {
  args: { checkAnswer: summary({ status: 'failed', total: 0, checkedRows: 0, valid: 0, message: '模板格式不正确，请下载最新模板后重新填写' }) },
  play: async ({ canvasElement }) => {
    const dialog = await chooseAndCheck(canvasElement);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('模板格式不正确，请下载最新模板后重新填写');
    await expect(within(dialog).getByRole('button', { name: '选择文件' })).toBeEnabled();
    scrollBodyToEnd(dialog);
  },
};

/** A .xls or a file over 10 MB is refused before any call. */
export const FileRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.upload(fileInput(dialog), demoFile('物料质量指标.xlsx', 11 * 1024 * 1024));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('文件大小不能超过10M');
    await expect(args.onCheck).not.toHaveBeenCalled();
  },
};

/**
 * The whole flow by keyboard and pointer: download the template, choose a file, 校验 (polled from
 * checking to checked), 导入 (polled from committing to committed); the page reloads its list.
 */
export const ChooseCheckAndCommit: Story = {
  args: {
    pollIntervalMs: 200,
    checkAnswer: summary({ status: 'checking', checkedRows: 0, valid: 0 }),
    refreshAnswers: [
      summary({ status: 'checking', checkedRows: 6, valid: 0 }),
      summary(),
      summary({ status: 'committing', imported: 6 }),
      summary({ status: 'committed', imported: 12 }),
    ],
    commitAnswer: summary({ status: 'committing', imported: 0 }),
  },
  play: async ({ canvasElement, canvas, args }) => {
    const dialog = await dialogOf(canvasElement);
    const template = within(dialog).getByRole('button', { name: '下载模板' });
    template.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDownloadTemplate).toHaveBeenCalledTimes(1);
    const steps = within(dialog).getByRole('list', { name: '导入步骤' });
    await waitFor(() => expect(steps.querySelector('[aria-current="step"]')).toHaveTextContent('上传文件'));
    await chooseAndCheck(canvasElement);
    await expect(args.onCheck).toHaveBeenCalledWith(expect.objectContaining({ name: '物料质量指标.xlsx' }));
    await expect(await within(dialog).findByText('共 12 行，通过 12 行，错误 0 行')).toBeVisible();
    await expect(args.onRefresh).toHaveBeenCalledWith('IMP202603060001');
    const commit = within(dialog).getByRole('button', { name: '导入' });
    commit.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCommit).toHaveBeenCalledWith('IMP202603060001');
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('导入成功，共导入 12 行'));
    await waitFor(() => expect(args.onCommitted).toHaveBeenCalledTimes(1));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('status')).toHaveTextContent('已刷新列表：导入 12 行');
  },
};

/** English. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { title: 'Import quality indicators', description: 'Updates the quality indicators of materials by their codes' },
  play: async ({ canvasElement }) => {
    const dialog = await overlayOf(canvasElement, 'Import quality indicators');
    await expect(within(dialog).getByRole('list', { name: 'Import steps' })).toHaveTextContent('1Download template2Upload file3Check data4Import');
  },
};
