import type { ReactNode } from 'react';
import { FileViewerContext, type FileViewerComponent } from '../../files/preview/viewerSlot';
import type { Locale } from '../../i18n/messages';
import { LocaleProvider } from '../../i18n/LocaleProvider';
import { ConfirmProvider } from '../../overlays/ConfirmDialog/ConfirmProvider';
import { ToastProvider, type ToastProviderProps } from '../../overlays/Toast/Toast';
import { ThemeProvider, type ThemeProviderProps } from '../../theme/ThemeProvider';
import type { ThemeOverride } from '../../theme/theme';
import type { Density } from '../../theme/tokens';

/** SrmProvider's languages: `'en-US'` is the same as `'en'`. */
export type SrmLocale = Locale | 'en-US';

export interface SrmProviderProps {
  children?: ReactNode;
  /**
   * The UI language of every component below (react-aria's dates and numbers follow it):
   * `'zh-CN'` or `'en-US'` (also spelled `'en'`).
   * @default 'zh-CN'
   */
  locale?: SrmLocale;
  /**
   * Changes to the theme: token groups merged key by key (`{colors: {primary: '#0e7c66'}}`), or a
   * function from the base theme to the theme. Keep it stable (a constant or memoised).
   */
  theme?: ThemeOverride;
  /**
   * Row and control density.
   * @default 'compact'
   */
  density?: Density;
  /**
   * Render the global styles (font stack, box sizing, body colours); turn off inside a page that
   * has its own.
   * @default true
   */
  withGlobalStyles?: ThemeProviderProps['withGlobalStyles'];
  /**
   * Messages (toasts): `duration`, `maxVisible`, or a `queue` made outside React (an HTTP interceptor's).
   * @default {duration: 5000, maxVisible: 5}
   */
  toast?: Omit<ToastProviderProps, 'children'>;
  /**
   * The viewer that components previewing files (AttachmentPanel) open: `FileViewer` from
   * `@srm/design-system/viewer`. Without it they download a file instead of previewing it, and the
   * app bundles no PDF.js, docx-preview or exceljs and no PDF worker.
   */
  fileViewer?: FileViewerComponent;
}

/**
 * Everything the design system's components need, once at the app's root: the theme, the locale
 * (zh-CN by default, en-US available), messages (`useToast`) and confirmations (`useConfirm`).
 * The same as `ThemeProvider > LocaleProvider > ToastProvider > ConfirmProvider`, plus the file
 * viewer when `fileViewer` is given.
 */
export function SrmProvider({ children, locale = 'zh-CN', theme, density, withGlobalStyles, toast, fileViewer }: SrmProviderProps) {
  const content = fileViewer ? <FileViewerContext value={fileViewer}>{children}</FileViewerContext> : children;
  return (
    <ThemeProvider theme={theme} density={density} withGlobalStyles={withGlobalStyles}>
      <LocaleProvider locale={locale === 'en-US' ? 'en' : locale}>
        <ToastProvider {...toast}>
          <ConfirmProvider>{content}</ConfirmProvider>
        </ToastProvider>
      </LocaleProvider>
    </ThemeProvider>
  );
}
