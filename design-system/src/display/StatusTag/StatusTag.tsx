import { forwardRef, type ReactNode } from 'react';
import { Tag, type TagProps } from '../Tag/Tag';
import { resolveStatus, type StatusItem, type StatusValue } from './statusLookup';

export interface StatusTagProps extends Omit<TagProps, 'children' | 'variant'> {
  /** The dictionary: `{dictItemCode, dictItemName, color?, listClass?}` per status. */
  items: readonly StatusItem[] | null | undefined;
  /** The status value to show (compared with `dictItemCode` as text). */
  value: StatusValue;
  /**
   * What to render when the value is empty (null, undefined or '').
   * @default null (nothing)
   */
  emptyContent?: ReactNode;
}

/**
 * Shows a status value as a Tag: the dictionary item's name in its colour; an unknown value as
 * itself in the default colour. States: `data-status` (the value) and `data-known`.
 */
export const StatusTag = forwardRef<HTMLSpanElement, StatusTagProps>(function StatusTag(
  { items, value, emptyContent = null, ...props },
  ref,
) {
  const status = resolveStatus(items, value);
  if (!status) return <>{emptyContent}</>;
  return (
    <Tag
      {...props}
      ref={ref}
      variant={status.variant}
      data-status={String(value)}
      data-known={status.isKnown}
    >
      {status.label}
    </Tag>
  );
});
