import { css, type Theme } from '@emotion/react';
import { overlayTokens } from '../../theme/tokens';

/** The menu's popover and the menu inside it; states from react-aria's data attributes. */
export function menuPopoverStyles(theme: Theme) {
  const c = theme.colors;
  return css`
    min-width: max(${overlayTokens.menuMinWidth}, var(--trigger-width));
    max-width: calc(100vw - ${overlayTokens.viewportMargin});
    border: 1px solid ${c.borderSubtle};
    border-radius: ${theme.radii.md};
    background: ${c.surface};
    box-shadow: ${theme.shadows.md};
    overflow: auto;
    outline: none;

    .srm-menu {
      padding: ${theme.space[1]} 0;
      outline: none;
      font-size: ${theme.fontSizes.md};
      line-height: ${theme.lineHeights.normal};
      color: ${c.text};
    }
    .srm-menu-item {
      display: flex;
      flex-direction: column;
      padding: ${theme.space[1]} ${theme.space[3]};
      cursor: pointer;
      outline: none;
      overflow-wrap: anywhere;
    }
    .srm-menu-item[data-focused],
    .srm-menu-item[data-hovered] {
      background: ${c.primarySubtle};
    }
    .srm-menu-item[data-focus-visible] {
      box-shadow: inset 0 0 0 2px ${c.focusRing};
    }
    .srm-menu-item[data-danger] {
      color: ${c.danger};
    }
    .srm-menu-item[data-danger][data-focused],
    .srm-menu-item[data-danger][data-hovered] {
      background: ${c.dangerSubtle};
    }
    .srm-menu-item[data-disabled] {
      color: ${c.textDisabled};
      background: transparent;
      cursor: not-allowed;
    }
    .srm-menu-item-description {
      color: ${c.textTertiary};
      font-size: ${theme.fontSizes.xs};
    }
    .srm-menu-section-title {
      padding: ${theme.space[1]} ${theme.space[3]};
      color: ${c.textTertiary};
      font-size: ${theme.fontSizes.xs};
    }
    .srm-menu-separator {
      height: 1px;
      margin: ${theme.space[1]} 0;
      border: none;
      background: ${c.borderSubtle};
    }
  `;
}
