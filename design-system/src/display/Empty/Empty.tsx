import { ClassNames, css, type Theme } from '@emotion/react';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { useLocale } from '../../i18n/LocaleProvider';

export type EmptySize = 'default' | 'small';

export interface EmptyProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /**
   * The text under the illustration.
   * @default '暂无数据' in zh-CN, 'No data' in en
   */
  description?: ReactNode;
  /**
   * A custom illustration; `null` hides it.
   * @default the built-in empty-box drawing
   */
  image?: ReactNode;
  /** An optional action under the text, e.g. a 新增 button. */
  children?: ReactNode;
  /**
   * `small` for selects, popovers and table cells.
   * @default 'default'
   */
  size?: EmptySize;
}

function emptyStyles(theme: Theme, size: EmptySize) {
  const c = theme.colors;
  const imageSize = size === 'small' ? theme.space[8] : `calc(${theme.space[8]} * 2)`;
  return css`
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: ${theme.space[2]};
    padding: ${size === 'small' ? theme.space[2] : theme.space[6]} ${theme.space[4]};
    text-align: center;

    .srm-empty-image {
      display: flex;
      width: ${imageSize};
      height: ${imageSize};
    }
    .srm-empty-image svg {
      width: 100%;
      height: 100%;
    }
    .srm-empty-shadow {
      fill: ${c.background};
    }
    .srm-empty-box {
      fill: ${c.surface};
      stroke: ${c.border};
    }
    .srm-empty-lid {
      fill: ${c.borderSubtle};
      stroke: ${c.border};
    }
    .srm-empty-description {
      margin: 0;
      color: ${c.textTertiary};
      font-size: ${size === 'small' ? theme.fontSizes.xs : theme.fontSizes.md};
      line-height: ${theme.lineHeights.normal};
      overflow-wrap: anywhere;
    }
    .srm-empty-actions {
      display: flex;
      flex-wrap: wrap;
      justify-content: center;
      gap: ${theme.space[2]};
      margin-top: ${theme.space[1]};
    }
  `;
}

/** An empty state: an illustration, 暂无数据 (or a custom text) and an optional action. States: `data-size`. */
export const Empty = forwardRef<HTMLDivElement, EmptyProps>(function Empty(
  { description, image, children, size = 'default', className, ...props },
  ref,
) {
  const { t } = useLocale();
  return (
    <ClassNames>
      {({ css: toClass, cx, theme }) => (
        <div {...props} ref={ref} data-size={size} className={cx(toClass(emptyStyles(theme, size)), className)}>
          {image === null ? null : <div className="srm-empty-image">{image ?? <EmptyBox />}</div>}
          <p className="srm-empty-description">{description ?? t('common.noData')}</p>
          {children ? <div className="srm-empty-actions">{children}</div> : null}
        </div>
      )}
    </ClassNames>
  );
});

/** An open empty box, drawn in the theme's neutral colours (decorative). */
function EmptyBox() {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <ellipse className="srm-empty-shadow" cx="32" cy="54" rx="26" ry="5" />
      <path className="srm-empty-box" d="M10 26h44v24a2 2 0 0 1-2 2H12a2 2 0 0 1-2-2z" strokeWidth="1.5" />
      <path className="srm-empty-lid" d="M10 26l8-12h28l8 12H40a8 8 0 0 1-16 0z" strokeWidth="1.5" strokeLinejoin="round" />
    </svg>
  );
}
