import { css, type Theme } from '@emotion/react';

/** The drawer's body: the minimum hint, the list of columns and the live region. */
export function columnSettingsStyles(theme: Theme) {
  const c = theme.colors;
  return css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[2]};
    font-size: ${theme.fontSizes.md};
    color: ${c.text};

    .srm-column-settings-hint {
      margin: 0;
      color: ${c.textTertiary};
      font-size: ${theme.fontSizes.xs};
    }
    .srm-column-settings-hint[data-limit] {
      color: ${c.warningText};
    }
    .srm-column-settings-list {
      margin: 0;
      padding: 0;
      list-style: none;
    }
    .srm-column-settings-row {
      display: flex;
      align-items: center;
      gap: ${theme.space[2]};
      min-height: ${theme.density.rowHeight};
      padding: ${theme.space[1]} 0;
      border-bottom: 1px solid ${c.borderSubtle};
    }
    .srm-column-settings-row[data-visible='false'] .srm-checkbox-label {
      color: ${c.textSecondary};
    }
    .srm-column-settings-name {
      flex: 1;
      min-width: 0;
      overflow-wrap: anywhere;
    }
    .srm-column-settings-actions,
    .srm-column-settings-pins {
      display: flex;
      flex: none;
      align-items: center;
      gap: ${theme.space[0]};
    }
    .srm-column-settings-pins {
      padding-left: ${theme.space[1]};
      border-left: 1px solid ${c.borderSubtle};
    }
  `;
}
