/**
 * Design tokens: the only place raw colours and pixel values live.
 * Components read them through the emotion theme (`useTheme()` / `ClassNames`'s `theme`).
 */

export const colors = {
  // Text and fills below meet WCAG AA (4.5:1) on white and on the page background; axe checks them.
  primary: '#165dff',
  primaryHover: '#1450e6',
  primaryActive: '#0e42d2',
  primarySubtle: '#e8f3ff',
  success: '#00b42a',
  warning: '#ff7d00',
  danger: '#cb2634',
  dangerHover: '#b21f2c',
  dangerSubtle: '#ffece8',
  text: '#1d2129',
  textSecondary: '#4e5969',
  /** Help text, counters: smaller type, still 4.5:1. */
  textTertiary: '#5c6673',
  /** Placeholders only (axe exempts them; they must not look like a value). */
  textPlaceholder: '#86909c',
  textDisabled: '#c9cdd4',
  textInverse: '#ffffff',
  border: '#c9cdd4',
  borderSubtle: '#e5e6eb',
  /** Outlines of checkbox and radio indicators: 3:1 against white (WCAG 1.4.11, non-text contrast). */
  borderStrong: '#86909c',
  background: '#f2f3f5',
  surface: '#ffffff',
  surfaceDisabled: '#f7f8fa',
  header: '#0d1e3f',
  /** Avatars: gender 1 (and unknown) and gender 2. */
  avatarMale: '#165dff',
  avatarFemale: '#d91a7d',
  focusRing: 'rgba(22, 93, 255, 0.35)',
  /** Tag and status text on their subtle fills (4.5:1 on the fill and on white). */
  successText: '#008026',
  successSubtle: '#e8ffea',
  warningText: '#a64500',
  warningSubtle: '#fff7e8',
  /** The translucent veil of LoadingOverlay over the region it covers. */
  loadingMask: 'rgba(255, 255, 255, 0.7)',
} as const;

/** A 4 px spacing scale. */
export const space = {
  0: '0px',
  1: '4px',
  2: '8px',
  3: '12px',
  4: '16px',
  5: '20px',
  6: '24px',
  8: '32px',
  10: '40px',
} as const;

/** Noto Sans SC first, so CJK glyphs render the same on every machine (and in visual tests). */
export const fontFamily =
  '"Noto Sans SC", "Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", system-ui, sans-serif';

export const fontSizes = {
  xs: '12px',
  sm: '13px',
  md: '14px',
  lg: '16px',
  xl: '20px',
  xxl: '24px',
} as const;

export const fontWeights = { regular: 400, medium: 500, bold: 700 } as const;

export const lineHeights = { tight: 1.3, normal: 1.5715 } as const;

export const radii = { sm: '2px', md: '4px', lg: '8px', round: '999px' } as const;

export const shadows = {
  sm: '0 1px 2px rgba(0, 0, 0, 0.08)',
  md: '0 4px 10px rgba(0, 0, 0, 0.1)',
  lg: '0 8px 24px rgba(0, 0, 0, 0.14)',
  focus: `0 0 0 2px ${colors.focusRing}`,
} as const;

export const zIndices = {
  base: 0,
  sticky: 100,
  header: 200,
  dropdown: 1000,
  drawer: 1100,
  modal: 1200,
  toast: 1300,
  tooltip: 1400,
} as const;

/**
 * Layout sizes fixed by the spec (§9): header 56 px, toolbar 44 px (the breadcrumb's row); the tab
 * bar has its own row under the toolbar (a 28 px tab and 4 px above and below).
 */
export const layout = {
  headerHeight: '56px',
  toolbarHeight: '44px',
  tabBarHeight: '36px',
  mobileBreakpoint: 992,
} as const;

/** Density drives control and table-row heights; back-office lists default to compact. */
export const densities = {
  compact: { controlHeight: '28px', rowHeight: '32px', paddingX: '8px' },
  comfortable: { controlHeight: '32px', rowHeight: '40px', paddingX: '12px' },
} as const;

export type Density = keyof typeof densities;

/**
 * Dialog widths (@family:overlays): `medium` is the cascade-selection dialog (spec §2.7, 800 px),
 * `large` the user picker (§2.6, 1050 px); `xsmall` is the confirm box.
 */
export const dialogWidths = { xsmall: '420px', small: '520px', medium: '800px', large: '1050px' } as const;

/** Side-sheet (drawer) widths (@family:overlays). */
export const drawerWidths = { small: '378px', medium: '560px', large: '800px' } as const;

/** Overlay sizes and colours that the base scales lack (@family:overlays). */
export const overlayTokens = {
  /** The dimmed page behind a modal dialog or drawer. */
  backdrop: 'rgba(0, 0, 0, 0.45)',
  /** Space kept between a dialog and the viewport edges. */
  viewportMargin: '24px',
  /** Arrow of popovers and tooltips (square side, in px, as react-aria's offset wants a number). */
  arrowSize: 8,
  /** Gap between a popover or tooltip and its trigger, in px. */
  offset: 8,
  tooltipMaxWidth: '320px',
  popoverMinWidth: '160px',
  menuMinWidth: '128px',
  toastMinWidth: '240px',
  toastMaxWidth: '480px',
  iconSize: '16px',
  closeIconSize: '14px',
} as const;

/** Table (ProTable grid) sizes and colours (@family:table). Row heights per density are px numbers, as the virtualiser needs them. */
export const tableTokens = {
  rowHeights: { default: 48, middle: 40, small: 32 },
  headerHeight: 44,
  /**
   * The default table height is the window height minus this: spec 01 §2.6's 237 px, plus the tab
   * bar's own row (layout.tabBarHeight, 36 px; the spec's tabs shared the breadcrumb's row), so a list
   * page still fits the window without scrolling.
   */
  windowHeightOffset: 237 + 36,
  headerBackground: '#f7f8fa',
  rowHover: '#f2f3f5',
  rowSelected: '#e8f3ff',
  /** The shadow drawn at the inner edge of pinned columns. */
  pinnedShadowLeft: 'inset -8px 0 8px -8px rgba(0, 0, 0, 0.15)',
  pinnedShadowRight: 'inset 8px 0 8px -8px rgba(0, 0, 0, 0.15)',
  resizeHandleWidth: '8px',
  cellPaddingX: '12px',
  sortIconSize: '10px',
} as const;

/** Shell layout sizes and sidebar colours that the base scales lack (@family:layout); header and toolbar heights are `layout`. */
export const layoutTokens = {
  sidebarWidth: '210px',
  /** Icons only: the icon plus its padding. */
  sidebarCollapsedWidth: '56px',
  /** Each nesting level of the side menu is indented by this. */
  menuIndent: '16px',
  menuItemHeight: '40px',
  /** The monogram drawn when a menu has no icon of its own. */
  iconSize: '20px',
  tabHeight: '28px',
  tabMaxWidth: '200px',
  /** The dark sidebar and its text (4.5:1 and more on it). */
  sidebarBackground: '#0d1e3f',
  sidebarHover: '#1a2d52',
  sidebarActive: '#165dff',
  sidebarText: '#d6dce8',
  sidebarTextActive: '#ffffff',
} as const;
