import { describe, expect, it } from 'vitest';
import {
  canCheck,
  canCommit,
  canPick,
  currentStep,
  importPhase,
  importReducer,
  initialImportState,
  progressPercent,
  shownErrors,
  type ImportAction,
  type ImportCheckSummary,
  type ImportState,
} from './importDialogState';

const file = new File(['x'], '物料质量指标.xlsx');
const summary = (patch: Partial<ImportCheckSummary> = {}): ImportCheckSummary => ({
  checkId: 'c1',
  status: 'checked',
  total: 10,
  checkedRows: 10,
  valid: 10,
  invalid: 0,
  errors: [],
  hasErrorFile: false,
  imported: 0,
  message: null,
  isTask: false,
  ...patch,
});
const play = (...actions: ImportAction[]): ImportState => actions.reduce(importReducer, initialImportState);
const picked: ImportAction = { type: 'picked', file, issue: null };

describe('importReducer', () => {
  it('starts at 下载模板 and moves to 上传文件 once the template is downloaded or a file is chosen', () => {
    expect(importPhase(initialImportState)).toBe('idle');
    expect(currentStep(initialImportState)).toBe('template');
    expect(currentStep(play({ type: 'templateDownloaded' }))).toBe('upload');
    const ready = play(picked);
    expect(importPhase(ready)).toBe('ready');
    expect(currentStep(ready)).toBe('upload');
    expect(canCheck(ready)).toBe(true);
    expect(canCommit(ready)).toBe(false);
  });

  it('keeps nothing of a refused pick and says why', () => {
    const refused = play(picked, { type: 'picked', file, issue: { key: 'import.wrongFormat' } });
    expect(refused.file).toBeNull();
    expect(refused.fileIssue).toEqual({ key: 'import.wrongFormat' });
    expect(canCheck(refused)).toBe(false);
    expect(currentStep(refused)).toBe('upload');
    expect(play({ type: 'picked', file: null, issue: null }).fileIssue).toEqual({ key: 'import.empty' });
  });

  it('runs a check: uploading, then checking with polls, then checked', () => {
    const started = play(picked, { type: 'checkStarted' });
    expect(importPhase(started)).toBe('uploading');
    expect(currentStep(started)).toBe('check');
    expect(canPick(started)).toBe(false);
    expect(canCheck(started)).toBe(false);
    const checking = importReducer(started, { type: 'answered', summary: summary({ status: 'checking', checkedRows: 0, total: 0 }) });
    expect(importPhase(checking)).toBe('checking');
    expect(canPick(checking)).toBe(false);
    const polled = importReducer(checking, { type: 'refreshed', summary: summary({ status: 'checking', checkedRows: 4 }) });
    expect(polled.summary?.checkedRows).toBe(4);
    expect(polled.polls).toBe(1);
    const done = importReducer(polled, { type: 'refreshed', summary: summary() });
    expect(importPhase(done)).toBe('checked');
    expect(currentStep(done)).toBe('commit');
    expect(canCommit(done)).toBe(true);
    // Polls of the finished check, or of another check, change nothing.
    expect(importReducer(done, { type: 'refreshed', summary: summary({ status: 'checking' }) })).toBe(done);
    expect(importReducer(polled, { type: 'refreshed', summary: summary({ checkId: 'other' }) })).toBe(polled);
  });

  it('with errors stays on 校验数据, refuses 导入 and lets another file start over', () => {
    const bad = play(picked, { type: 'checkStarted' }, { type: 'answered', summary: summary({ valid: 8, invalid: 2, errors: ['第3行：水分标准上限须为数字'] }) });
    expect(currentStep(bad)).toBe('check');
    expect(canCommit(bad)).toBe(false);
    expect(importReducer(bad, { type: 'commitStarted' })).toBe(bad);
    expect(canPick(bad)).toBe(true);
    const again = importReducer(bad, picked);
    expect(again.summary).toBeNull();
    expect(importPhase(again)).toBe('ready');
  });

  it('refuses 导入 for a file without data rows', () => {
    expect(canCommit(play(picked, { type: 'checkStarted' }, { type: 'answered', summary: summary({ total: 0, valid: 0 }) }))).toBe(false);
  });

  it('commits: committing with polls, then committed; nothing more can be picked', () => {
    const checked = play(picked, { type: 'checkStarted' }, { type: 'answered', summary: summary() });
    const started = importReducer(checked, { type: 'commitStarted' });
    expect(started.busy).toBe('commit');
    expect(canCommit(started)).toBe(false);
    const committing = importReducer(started, { type: 'answered', summary: summary({ status: 'committing', imported: 3 }) });
    expect(importPhase(committing)).toBe('committing');
    expect(progressPercent(committing.summary!)).toBe(30);
    const committed = importReducer(committing, { type: 'refreshed', summary: summary({ status: 'committed', imported: 10 }) });
    expect(importPhase(committed)).toBe('committed');
    expect(currentStep(committed)).toBe('commit');
    expect(canPick(committed)).toBe(false);
    expect(canCheck(committed)).toBe(false);
  });

  it('a null answer keeps what was there; a thrown one shows its message', () => {
    const ready = play(picked, { type: 'checkStarted' }, { type: 'answered', summary: null });
    expect(importPhase(ready)).toBe('ready');
    expect(ready.error).toBeNull();
    const thrown = play(picked, { type: 'checkStarted' }, { type: 'callFailed', message: '网络异常' });
    expect(importPhase(thrown)).toBe('ready');
    expect(thrown.error).toBe('网络异常');
    expect(importReducer(thrown, { type: 'checkStarted' }).error).toBeNull();
    const checked = play(picked, { type: 'checkStarted' }, { type: 'answered', summary: summary() }, { type: 'commitStarted' }, { type: 'answered', summary: null });
    expect(importPhase(checked)).toBe('checked');
    expect(canCommit(checked)).toBe(true);
  });

  it('a failed status, or a failed poll, ends in failed and allows another file', () => {
    const failed = play(picked, { type: 'checkStarted' }, { type: 'answered', summary: summary({ status: 'failed', message: '模板不正确' }) });
    expect(importPhase(failed)).toBe('failed');
    expect(currentStep(failed)).toBe('check');
    expect(canPick(failed)).toBe(true);
    expect(canCheck(failed)).toBe(true);
    const checking = play(picked, { type: 'checkStarted' }, { type: 'answered', summary: summary({ status: 'checking' }) });
    const stopped = importReducer(checking, { type: 'pollFailed', message: '网关超时' });
    expect(importPhase(stopped)).toBe('failed');
    expect(stopped.error).toBe('网关超时');
    expect(canPick(stopped)).toBe(true);
    // A late poll answer after the stop is ignored.
    expect(importReducer(stopped, { type: 'refreshed', summary: summary() })).toBe(stopped);
    const commitFailed = play(picked, { type: 'checkStarted' }, { type: 'answered', summary: summary() }, { type: 'commitStarted' }, { type: 'answered', summary: summary({ status: 'failed' }) });
    expect(currentStep(commitFailed)).toBe('commit');
  });

  it('a failed download shows its message and leaves the flow alone', () => {
    const checking = play(picked, { type: 'checkStarted' });
    const after = importReducer(checking, { type: 'downloadFailed', message: '模板不存在' });
    expect(after.busy).toBe('check');
    expect(after.error).toBe('模板不存在');
  });
});

describe('progressPercent and shownErrors', () => {
  it('rounds checked rows over the total, 0 while the total is unknown', () => {
    expect(progressPercent(summary({ status: 'checking', checkedRows: 2400, total: 6000 }))).toBe(40);
    expect(progressPercent(summary({ status: 'checking', checkedRows: 0, total: 0 }))).toBe(0);
    expect(progressPercent(summary({ status: 'checking', checkedRows: 12, total: 10 }))).toBe(100);
  });

  it('lists at most 100 messages and says when more rows failed', () => {
    const errors = Array.from({ length: 120 }, (_, index) => `第${index + 2}行：物料编码不存在`);
    expect(shownErrors(summary({ invalid: 300, errors }))).toEqual({ errors: errors.slice(0, 100), truncated: true });
    expect(shownErrors(summary({ invalid: 2, errors: errors.slice(0, 2) })).truncated).toBe(false);
  });
});
