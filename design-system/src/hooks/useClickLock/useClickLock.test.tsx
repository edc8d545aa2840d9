import { act, screen } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../../controls/Button';
import type { Locale } from '../../i18n/messages';
import { renderWithProviders } from '../../test-utils';
import { BATCH_ACTION_LOCK_MS } from './clickLock';
import { useClickLock, type UseClickLockOptions } from './useClickLock';

function Harness({ options, onSave, onDelete }: { options?: UseClickLockOptions; onSave: () => void; onDelete?: () => void }) {
  const [message, setMessage] = useState('');
  const lock = useClickLock({ onBlocked: setMessage, ...options });
  return (
    <>
      <button type="button" onClick={lock(onSave)}>
        保存
      </button>
      <button type="button" onClick={lock(() => onDelete?.())}>
        删除
      </button>
      <Button onPress={lock(onSave)}>提交</Button>
      <p>{message}</p>
    </>
  );
}

const renderIn = (locale: Locale, ui: ReactElement) => renderWithProviders(ui, { locale });

describe('useClickLock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const click = (name: string) => act(() => screen.getByRole('button', { name }).click());

  it('runs a double click once and reports the second press with the spec message', () => {
    const onSave = vi.fn();
    renderIn('zh-CN', <Harness onSave={onSave} />);
    click('保存');
    click('保存');
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(screen.getByText('操作过于频繁，请勿重复点击！')).toBeTruthy();
  });

  it('accepts the next press once the 800 ms window has passed', () => {
    const onSave = vi.fn();
    renderIn('zh-CN', <Harness onSave={onSave} />);
    click('保存');
    act(() => vi.advanceTimersByTime(799));
    click('保存');
    expect(onSave).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    click('保存');
    expect(onSave).toHaveBeenCalledTimes(2);
  });

  it('uses the given window (500 ms for batch buttons)', () => {
    const onSave = vi.fn();
    renderIn('zh-CN', <Harness onSave={onSave} options={{ ms: BATCH_ACTION_LOCK_MS }} />);
    click('保存');
    act(() => vi.advanceTimersByTime(500));
    click('保存');
    expect(onSave).toHaveBeenCalledTimes(2);
  });

  it('locks every handler of one hook together, and passes the arguments on', () => {
    const onSave = vi.fn();
    const onDelete = vi.fn();
    renderIn('zh-CN', <Harness onSave={onSave} onDelete={onDelete} />);
    click('保存');
    click('删除');
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]?.[0]).toHaveProperty('type', 'click');
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('guards a react-aria Button press too', () => {
    const onSave = vi.fn();
    renderIn('zh-CN', <Harness onSave={onSave} />);
    click('提交');
    click('提交');
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('gives the message in the current locale', () => {
    renderIn('en', <Harness onSave={() => undefined} />);
    click('保存');
    click('保存');
    expect(screen.getByText('Too many clicks; please do not click repeatedly!')).toBeTruthy();
  });

  it('ignores a repeat silently without onBlocked', () => {
    const onSave = vi.fn();
    renderIn('zh-CN', <Harness onSave={onSave} options={{ onBlocked: undefined }} />);
    click('保存');
    click('保存');
    expect(onSave).toHaveBeenCalledTimes(1);
  });
});
