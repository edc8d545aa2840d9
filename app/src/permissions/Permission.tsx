import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import type { PermissionRule } from './permissionRules';
import { usePermission, type PermissionState } from './usePermission';

export interface PermissionProps extends PermissionRule {
  /**
   * One element: a design-system Button or any react-aria pressable gets `isDisabled` and a guarded
   * `onPress`; a DOM element (`<button>`) gets `disabled` and a guarded `onClick`. Or a function of
   * the decision, for anything else.
   */
  children: ReactElement<PressableProps> | ((state: PermissionState) => ReactNode);
}

interface PressableProps {
  isDisabled?: boolean;
  onPress?: (...args: never[]) => void;
  /** For a plain DOM child (`<button>`, `<a>`). */
  disabled?: boolean;
  onClick?: (...args: never[]) => void;
}

type Handler = ((...args: unknown[]) => void) | undefined;

/**
 * Renders its child according to spec 01 §6: not at all without the `role` or the `menus`;
 * disabled with `disabled`/`readonly`; with `perMessage`, kept but a press shows 您暂无此权限.
 *
 * ```tsx
 * <Permission role="contract:add"><Button onPress={add}>新增</Button></Permission>
 * <Permission role="contract:audit" perMessage><Button onPress={audit}>审核</Button></Permission>
 * ```
 */
export function Permission({ children, ...rule }: PermissionProps) {
  const state = usePermission(rule);
  if (!state.visible) return null;
  if (typeof children === 'function') return <>{children(state)}</>;
  if (!isValidElement(children)) return children;
  const own = children.props;
  if (typeof children.type === 'string') {
    // A DOM element knows onClick and disabled, not react-aria's onPress and isDisabled.
    return cloneElement(children, { disabled: Boolean(own.disabled) || state.disabled || undefined, onClick: state.guard(own.onClick as Handler) });
  }
  return cloneElement(children, {
    isDisabled: Boolean(own.isDisabled) || state.disabled,
    onPress: state.guard(own.onPress as Handler),
  });
}
