import { ClassNames } from '@emotion/react';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { Button as RACButton } from 'react-aria-components';
import { useLocale } from '../../i18n/LocaleProvider';
import { normalizeTagColor, plainText, type TagColor } from './tagColors';
import { tagStyles, type TagSize } from './tagStyles';

export interface TagProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'color' | 'children'> {
  /** The content, usually a short text. Long text is truncated with an ellipsis. */
  children?: ReactNode;
  /**
   * Colour: a variant (`default`, `primary`, `success`, `warning`, `danger`, `info`) or a colour
   * name that maps to one (`blue`, `green`, `orange`, `red`, `gray`). Unknown names use `default`.
   * @default 'default'
   */
  variant?: TagColor;
  /**
   * Height and type size.
   * @default 'medium'
   */
  size?: TagSize;
  /**
   * Show a close button (labelled 移除{text}) that calls `onClose`.
   * @default false
   */
  isClosable?: boolean;
  /** Called when the close button is pressed. */
  onClose?: () => void;
  /**
   * Accessible name of the close button.
   * @default '移除{text}' in zh-CN, 'Remove {text}' in en
   */
  closeLabel?: string;
  /**
   * Disables the close button.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Maximum width (CSS length or pixels); longer text is truncated.
   * @default '100%' of the container
   */
  maxWidth?: string | number;
  /**
   * Tooltip of the tag, so truncated text can still be read.
   * @default the text content when it is a string or number
   */
  title?: string;
}

/**
 * A small label. States: `data-variant`, `data-size`, `data-closable`, `data-disabled`.
 * The close button is a react-aria Button (Enter / Space / click) with an accessible name.
 */
export const Tag = forwardRef<HTMLSpanElement, TagProps>(function Tag(
  {
    children,
    variant = 'default',
    size = 'medium',
    isClosable = false,
    onClose,
    closeLabel,
    isDisabled = false,
    maxWidth,
    title,
    className,
    style,
    ...props
  },
  ref,
) {
  const { t } = useLocale();
  const resolved = normalizeTagColor(variant);
  const text = plainText(children);
  return (
    <ClassNames>
      {({ css, cx, theme }) => (
        <span
          {...props}
          ref={ref}
          title={title ?? text}
          data-variant={resolved}
          data-size={size}
          data-closable={isClosable || undefined}
          data-disabled={isDisabled || undefined}
          className={cx(css(tagStyles(theme, resolved, size)), className)}
          style={maxWidth === undefined ? style : { ...style, maxWidth }}
        >
          <span className="srm-tag-text">{children}</span>
          {isClosable ? (
            <RACButton
              className="srm-tag-close"
              aria-label={closeLabel ?? t('tag.remove', { label: text ?? '' })}
              isDisabled={isDisabled}
              onPress={() => onClose?.()}
            >
              <CloseIcon />
            </RACButton>
          ) : null}
        </span>
      )}
    </ClassNames>
  );
});

function CloseIcon() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M3 3l6 6M9 3l-6 6" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" />
    </svg>
  );
}
