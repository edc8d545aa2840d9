import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Button as RACButton, Heading } from 'react-aria-components';
import { useLocale } from '../../i18n/LocaleProvider';
import { bodyNeedsFocus, FOCUSABLE_INSIDE } from './keyboardScroll';

/** The × icon of close buttons (dialogs, drawers, toasts); sized by the parent's CSS. */
export function CloseIcon() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M3.5 3.5l9 9M12.5 3.5l-9 9" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

/** The header of a dialog or drawer: the title (names the dialog) and a close button named 关闭. */
export function OverlayHeader({
  title,
  onClose,
  hideCloseButton,
}: {
  title?: ReactNode;
  onClose: () => void;
  hideCloseButton?: boolean;
}) {
  const { t } = useLocale();
  if (title == null && hideCloseButton) return null;
  return (
    <div className="srm-overlay-header">
      {title != null ? (
        <Heading slot="title" className="srm-overlay-title">
          {title}
        </Heading>
      ) : (
        <span className="srm-overlay-title" />
      )}
      {hideCloseButton ? null : (
        <RACButton className="srm-overlay-close" aria-label={t('common.close')} onPress={onClose}>
          <CloseIcon />
        </RACButton>
      )}
    </div>
  );
}

/**
 * Whether a scrolling element must be focusable for the keyboard to scroll it (keyboardScroll.ts),
 * measured again as it or its content changes size.
 */
function useKeyboardScrollable<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [needsFocus, setNeedsFocus] = useState(false);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return undefined;
    const measure = () => setNeedsFocus(bodyNeedsFocus(node, node.querySelector(FOCUSABLE_INSIDE) !== null));
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const resized = new ResizeObserver(measure);
    resized.observe(node);
    const changed = new MutationObserver(() => {
      for (const child of node.children) resized.observe(child);
      measure();
    });
    for (const child of node.children) resized.observe(child);
    changed.observe(node, { childList: true, subtree: true });
    return () => {
      resized.disconnect();
      changed.disconnect();
    };
  }, []);
  return { ref, needsFocus };
}

/**
 * The body of a dialog or drawer; while loading it shows a spinner and 加载中 and is aria-busy. A body
 * that scrolls with nothing focusable inside joins the tab order, so the keyboard can scroll it.
 */
export function OverlayBody({ isLoading, children }: { isLoading?: boolean; children?: ReactNode }) {
  const { t } = useLocale();
  const { ref, needsFocus } = useKeyboardScrollable<HTMLDivElement>();
  return (
    <div
      ref={ref}
      className="srm-overlay-body"
      tabIndex={needsFocus ? 0 : undefined}
      aria-busy={isLoading || undefined}
      data-loading={isLoading || undefined}
    >
      {isLoading ? (
        <div className="srm-overlay-loading" role="status">
          <span className="srm-overlay-spinner" aria-hidden="true" />
          {t('common.loading')}
        </div>
      ) : (
        children
      )}
    </div>
  );
}
