import { css, type Theme } from '@emotion/react';

/** The search row (company, inventory org, keyword, 查询/重置) above the store table. */
export function transferStoreStyles(theme: Theme) {
  const c = theme.colors;
  return css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[3]};
    min-width: 0;
    font-size: ${theme.fontSizes.md};
    color: ${c.text};

    .srm-transfer-fields {
      display: grid;
      grid-template-columns: repeat(auto-fit, minmax(12em, 1fr));
      gap: ${theme.space[3]};
      align-items: start;
    }
    .srm-transfer-actions {
      display: flex;
      gap: ${theme.space[2]};
      align-items: flex-end;
      align-self: end;
    }
    .srm-transfer-hint,
    .srm-transfer-chosen {
      margin: 0;
      color: ${c.textSecondary};
      font-size: ${theme.fontSizes.sm};
    }
    .srm-transfer-error {
      margin: 0;
      color: ${c.danger};
      font-size: ${theme.fontSizes.sm};
    }
    &[data-invalid] .srm-transfer-chosen {
      color: ${c.danger};
    }
  `;
}
