import { ClassNames, css, type Theme } from '@emotion/react';
import { forwardRef, useEffect, useImperativeHandle, useReducer, useRef, type CSSProperties, type ImgHTMLAttributes, type ReactNode } from 'react';
import { useLocale } from '../../i18n/LocaleProvider';
import { imageReducer, initialImageState } from './imageStatus';

export type ImageFit = 'contain' | 'cover' | 'fill' | 'none' | 'scale-down';

export interface ImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'alt' | 'src' | 'width' | 'height' | 'placeholder'> {
  /** The image address. A missing or blank address shows the fallback at once. */
  src?: string;
  /** Required text alternative; use `''` only for a purely decorative image. */
  alt: string;
  /** Width of the box (pixels or a CSS length); without it the image's own width. */
  width?: number | string;
  /** Height of the box (pixels or a CSS length); without it the image's own height. */
  height?: number | string;
  /**
   * How the image fills a sized box (CSS `object-fit`).
   * @default 'contain'
   */
  fit?: ImageFit;
  /**
   * Shown while loading.
   * @default a neutral box with a picture icon
   */
  placeholder?: ReactNode;
  /**
   * Shown when the image fails to load.
   * @default a box with 加载失败 / Failed to load
   */
  fallback?: ReactNode;
  /**
   * The address itself is still being fetched (e.g. a preview URL from the files API): show the
   * placeholder without loading anything yet.
   * @default false
   */
  isLoading?: boolean;
  /** Class of the outer box. */
  className?: string;
  /** Style of the outer box. */
  style?: CSSProperties;
}

function imageStyles(theme: Theme, fit: ImageFit) {
  const c = theme.colors;
  const minBox = `calc(${theme.space[10]} * 2)`;
  return css`
    position: relative;
    display: inline-flex;
    max-width: 100%;
    overflow: hidden;
    vertical-align: middle;
    border-radius: ${theme.radii.sm};

    &[data-status='loading'],
    &[data-status='error'] {
      min-width: ${minBox};
      min-height: ${minBox};
    }
    .srm-image-img {
      display: block;
      max-width: 100%;
      object-fit: ${fit};
    }
    &[data-sized] .srm-image-img {
      width: 100%;
      height: 100%;
    }
    &[data-status='loading'] .srm-image-img {
      position: absolute;
      inset: 0;
      opacity: 0;
    }
    .srm-image-placeholder,
    .srm-image-fallback {
      position: absolute;
      inset: 0;
      display: flex;
      flex-direction: column;
      align-items: center;
      justify-content: center;
      gap: ${theme.space[1]};
      border: 1px solid ${c.borderSubtle};
      border-radius: inherit;
      background: ${c.surfaceDisabled};
      color: ${c.textTertiary};
      font-size: ${theme.fontSizes.xs};
      text-align: center;
    }
    .srm-image-placeholder svg,
    .srm-image-fallback svg {
      width: ${theme.space[6]};
      height: ${theme.space[6]};
    }
  `;
}

/**
 * An `<img>` with a placeholder while loading and a 加载失败 box when it fails.
 * States: `data-status` (`loading`, `loaded`, `error`) and `data-sized` on the outer box.
 */
export const Image = forwardRef<HTMLImageElement, ImageProps>(function Image(
  { src, alt, width, height, fit = 'contain', placeholder, fallback, isLoading = false, className, style, onLoad, onError, ...props },
  ref,
) {
  const { t } = useLocale();
  const imgRef = useRef<HTMLImageElement>(null);
  useImperativeHandle(ref, () => imgRef.current as HTMLImageElement);
  const [state, dispatch] = useReducer(imageReducer, src, initialImageState);
  // A new source starts over during render, so a fast load event of the new source is not dropped.
  if (state.src !== src) dispatch({ type: 'source', src });
  const status = isLoading ? 'loading' : state.src === src ? state.status : initialImageState(src).status;

  useEffect(() => {
    // An image already decoded before React listened (from the cache) still counts as loaded.
    const img = imgRef.current;
    if (img && img.complete && img.naturalWidth > 0) dispatch({ type: 'load', src });
  }, [src, isLoading]);

  const sized = width !== undefined || height !== undefined;
  return (
    <ClassNames>
      {({ css: toClass, cx, theme }) => (
        <span
          data-status={status}
          data-sized={sized || undefined}
          className={cx(toClass(imageStyles(theme, fit)), className)}
          style={sized ? { ...style, width, height } : style}
        >
          {status === 'error' ? (
            (fallback ?? (
              <span className="srm-image-fallback" role="img" aria-label={alt ? t('image.loadFailedLabel', { alt }) : t('image.loadFailed')}>
                <BrokenPictureIcon />
                <span>{t('image.loadFailed')}</span>
              </span>
            ))
          ) : isLoading ? (
            <span className="srm-image-placeholder" role="img" aria-label={alt} aria-busy="true">
              {placeholder ?? <PictureIcon />}
            </span>
          ) : (
            <>
              <img
                {...props}
                ref={imgRef}
                src={src}
                alt={alt}
                className="srm-image-img"
                onLoad={(event) => {
                  dispatch({ type: 'load', src });
                  onLoad?.(event);
                }}
                onError={(event) => {
                  dispatch({ type: 'error', src });
                  onError?.(event);
                }}
              />
              {status === 'loading' ? (
                <span className="srm-image-placeholder" aria-hidden="true">
                  {placeholder ?? <PictureIcon />}
                </span>
              ) : null}
            </>
          )}
        </span>
      )}
    </ClassNames>
  );
});

function PictureIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="3" y="5" width="18" height="14" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <circle cx="8.5" cy="10" r="1.6" fill="currentColor" />
      <path d="M4 17l5-5 4 4 3-3 4 4" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
    </svg>
  );
}

function BrokenPictureIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 6.5A1.5 1.5 0 0 1 4.5 5H12l-2 5 3 3-2 6H4.5A1.5 1.5 0 0 1 3 17.5z" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M15 5h4.5A1.5 1.5 0 0 1 21 6.5v11a1.5 1.5 0 0 1-1.5 1.5H15l2-6-3-3z" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
    </svg>
  );
}
