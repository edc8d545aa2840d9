/**
 * What each confirm variant means: its default title, the tone of its 确定 button, which button
 * takes focus first, and whether cancelling says so with a message. Spec 01 §5 (确认删除?) and
 * §2.5 (the quick-start delete: 确定删除？, and 已取消删除 on cancel).
 */
import type { MessageKey } from '../../i18n/messages';

export type ConfirmVariant = 'default' | 'delete' | 'quickDelete';

export interface ConfirmVariantSpec {
  titleKey: MessageKey;
  /** The 确定 button's look. */
  confirmTone: 'primary' | 'danger';
  /** Destructive confirmations focus 取消 first, so a stray Enter does not delete. */
  initialFocus: 'confirm' | 'cancel';
  /** An info message shown when the user cancels. */
  cancelMessageKey?: MessageKey;
}

const specs: Record<ConfirmVariant, ConfirmVariantSpec> = {
  default: { titleKey: 'confirm.defaultTitle', confirmTone: 'primary', initialFocus: 'confirm' },
  delete: { titleKey: 'confirm.deleteTitle', confirmTone: 'danger', initialFocus: 'cancel' },
  quickDelete: {
    titleKey: 'confirm.quickDeleteTitle',
    confirmTone: 'danger',
    initialFocus: 'cancel',
    cancelMessageKey: 'confirm.deleteCancelled',
  },
};

/** The spec of a variant; an unknown value (from untyped callers) is treated as `'default'`. */
export function confirmVariantSpec(variant: ConfirmVariant | undefined): ConfirmVariantSpec {
  return (variant && Object.prototype.hasOwnProperty.call(specs, variant) ? specs[variant] : undefined) ?? specs.default;
}
