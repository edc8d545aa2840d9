import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useDialogOpen } from './useDialogOpen';

describe('useDialogOpen', () => {
  it('follows a controlled isOpen and runs onOpen once per opening', () => {
    const onOpen = vi.fn();
    const { result, rerender } = renderHook(({ isOpen }) => useDialogOpen({ isOpen }, onOpen), { initialProps: { isOpen: false } });
    expect(result.current).toMatchObject({ isOpen: false, session: 0 });
    rerender({ isOpen: true });
    expect(result.current).toMatchObject({ isOpen: true, session: 1 });
    rerender({ isOpen: true });
    expect(onOpen).toHaveBeenCalledTimes(1);
    rerender({ isOpen: false });
    rerender({ isOpen: true });
    expect(result.current.session).toBe(2);
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('keeps its own state when uncontrolled and reports changes', () => {
    const onOpenChange = vi.fn();
    const onOpen = vi.fn();
    const { result } = renderHook(() => useDialogOpen({ defaultOpen: true, onOpenChange }, onOpen));
    // Open from the start: a session without a transition.
    expect(result.current).toMatchObject({ isOpen: true, session: 1 });
    act(() => result.current.setOpen(false));
    expect(result.current.isOpen).toBe(false);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    act(() => result.current.setOpen(true));
    expect(result.current).toMatchObject({ isOpen: true, session: 2 });
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});
