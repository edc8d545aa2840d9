import { css, keyframes, type Theme } from '@emotion/react';
import { overlayTokens } from '../../theme/tokens';
import { layoutTokens as lt } from '../../theme/tokens';

/** The page frame: header across the top, sidebar on the left, toolbar and content on the right. */
export function appFrameStyles(theme: Theme) {
  const c = theme.colors;
  return css`
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    grid-template-rows: ${theme.layout.headerHeight} minmax(0, 1fr);
    grid-template-areas:
      'header header'
      'sidebar body';
    height: 100vh;
    min-height: 0;
    background: ${c.background};
    font-family: ${theme.fontFamily};
    color: ${c.text};

    &[data-mobile] {
      grid-template-columns: minmax(0, 1fr);
      grid-template-areas:
        'header'
        'body';
    }
    .srm-app-header {
      grid-area: header;
      display: flex;
      align-items: center;
      gap: ${theme.space[4]};
      min-width: 0;
      height: ${theme.layout.headerHeight};
      padding: 0 ${theme.space[4]};
      background: ${c.header};
      color: ${c.textInverse};
      z-index: ${theme.zIndices.header};
    }
    .srm-app-logo {
      display: flex;
      flex: none;
      align-items: center;
    }
    .srm-app-top-menu {
      flex: 1;
      min-width: 0;
      overflow: hidden;
    }
    .srm-app-header-right {
      display: flex;
      flex: none;
      align-items: center;
      gap: ${theme.space[3]};
      margin-left: auto;
    }
    .srm-app-sidebar {
      grid-area: sidebar;
      min-height: 0;
      overflow: hidden;
      background: ${lt.sidebarBackground};
    }
    .srm-app-body {
      grid-area: body;
      display: flex;
      flex-direction: column;
      min-width: 0;
      min-height: 0;
    }
    .srm-app-toolbar {
      display: flex;
      flex: none;
      align-items: center;
      gap: ${theme.space[3]};
      min-width: 0;
      height: ${theme.layout.toolbarHeight};
      padding: 0 ${theme.space[3]};
      border-bottom: 1px solid ${c.borderSubtle};
      background: ${c.surface};
    }
    .srm-app-breadcrumb {
      flex: 1;
      min-width: 0;
      overflow: hidden;
      white-space: nowrap;
    }
    .srm-app-breadcrumb .srm-breadcrumb-list {
      flex-wrap: nowrap;
    }
    .srm-app-breadcrumb .srm-breadcrumb {
      flex: none;
    }
    .srm-app-tabs {
      flex: none;
      display: flex;
      align-items: center;
      min-width: 0;
      height: ${theme.layout.tabBarHeight};
      padding: 0 ${theme.space[3]};
      border-bottom: 1px solid ${c.borderSubtle};
      background: ${c.surface};
    }
    .srm-app-tabs > * {
      flex: 1;
      min-width: 0;
    }
    .srm-app-drawer-toggle {
      display: inline-flex;
      flex: none;
      align-items: center;
      justify-content: center;
      width: ${theme.density.controlHeight};
      height: ${theme.density.controlHeight};
      padding: 0;
      border: 1px solid ${c.borderSubtle};
      border-radius: ${theme.radii.md};
      background: ${c.surface};
      color: ${c.textSecondary};
      cursor: pointer;
      outline: none;
    }
    .srm-app-drawer-toggle[data-hovered] {
      color: ${c.primary};
      border-color: ${c.primary};
    }
    .srm-app-drawer-toggle[data-focus-visible] {
      box-shadow: ${theme.shadows.focus};
      outline: 2px solid ${c.primary};
    }
    .srm-app-main {
      flex: 1;
      min-height: 0;
      overflow: auto;
      padding: ${theme.space[4]};
      outline: none;
    }
  `;
}

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const slideIn = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(0); }
`;

/** The sidebar drawer of narrow screens: dimmed page, sheet from the left. */
export function sidebarDrawerStyles(theme: Theme) {
  return css`
    position: fixed;
    inset: 0;
    z-index: ${theme.zIndices.drawer};
    display: flex;
    background: ${overlayTokens.backdrop};
    &[data-entering] {
      animation: ${fadeIn} 0.15s ease-out;
    }
    .srm-app-drawer {
      width: ${lt.sidebarWidth};
      max-width: 100%;
      height: 100%;
      background: ${lt.sidebarBackground};
      box-shadow: ${theme.shadows.lg};
      outline: none;
    }
    .srm-app-drawer[data-entering] {
      animation: ${slideIn} 0.2s ease-out;
    }
    .srm-app-drawer-dialog {
      height: 100%;
      outline: none;
    }
    .srm-app-drawer-dialog > nav {
      height: 100%;
    }
    @media (prefers-reduced-motion: reduce) {
      &[data-entering],
      .srm-app-drawer[data-entering] {
        animation: none;
      }
    }
  `;
}
