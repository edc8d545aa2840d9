import { ClassNames } from '@emotion/react';
import { forwardRef } from 'react';
import { Label, ProgressBar, type ProgressBarProps } from 'react-aria-components';
import { useLocale } from '../../i18n/LocaleProvider';
import { composeClassName } from '../../styles/composeClassName';
import { spinnerStyles, type SpinnerSize } from './spinnerStyles';

export interface SpinnerProps
  extends Omit<ProgressBarProps, 'children' | 'isIndeterminate' | 'value' | 'minValue' | 'maxValue' | 'formatOptions' | 'valueLabel'> {
  /**
   * Ring diameter: 16, 24 or 32 px.
   * @default 'medium'
   */
  size?: SpinnerSize;
  /**
   * The accessible name, and the visible text when `showLabel` is set.
   * @default '加载中' in zh-CN, 'Loading' in en
   */
  label?: string;
  /**
   * Show the label as text beside (`end`) or below (`bottom`) the ring; `none` keeps it for
   * assistive technology only.
   * @default 'none'
   */
  labelPlacement?: 'none' | 'end' | 'bottom';
}

/**
 * An indeterminate loading indicator: a react-aria ProgressBar (`role="progressbar"`) named 加载中.
 * States: `data-size`, `data-label-placement`.
 */
export const Spinner = forwardRef<HTMLDivElement, SpinnerProps>(function Spinner(
  { size = 'medium', label, labelPlacement = 'none', className, ...props },
  ref,
) {
  const { t } = useLocale();
  const text = label ?? t('common.loading');
  const visible = labelPlacement !== 'none';
  return (
    <ClassNames>
      {({ css, theme }) => {
        const base = css(spinnerStyles(theme, size));
        return (
          <ProgressBar
            {...props}
            ref={ref}
            isIndeterminate
            aria-label={visible ? undefined : (props['aria-label'] ?? text)}
            data-size={size}
            data-label-placement={labelPlacement}
            className={composeClassName(base, className)}
          >
            <span className="srm-spinner-ring" aria-hidden="true" />
            {visible ? <Label className="srm-spinner-label">{text}</Label> : null}
          </ProgressBar>
        );
      }}
    </ClassNames>
  );
});
