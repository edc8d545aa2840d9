import type { ReactNode } from 'react';
import { Button as RACButton, Heading } from 'react-aria-components';
import { useLocale } from '../../i18n/LocaleProvider';

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

/** The body of a dialog or drawer; while loading it shows a spinner and 加载中 and is aria-busy. */
export function OverlayBody({ isLoading, children }: { isLoading?: boolean; children?: ReactNode }) {
  const { t } = useLocale();
  return (
    <div className="srm-overlay-body" aria-busy={isLoading || undefined} data-loading={isLoading || undefined}>
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
