import { css, type Theme } from '@emotion/react';

/** The address select with its 新增地址 button beside the field box. */
export function addressSelectorStyles(theme: Theme) {
  return css`
    display: flex;
    align-items: flex-start;
    gap: ${theme.space[2]};
    min-width: 0;

    .srm-address-select {
      flex: 1;
      min-width: 0;
    }
    /* With a visible label, the button lines up with the field box under it. */
    &[data-labelled] .srm-address-add {
      margin-top: calc(${theme.fontSizes.md} * ${theme.lineHeights.normal} + ${theme.space[1]});
    }
  `;
}

/** The add-address form: two columns, the store search and the detail spanning both. */
export function addAddressStyles(theme: Theme) {
  return css`
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${theme.space[4]};
    align-items: start;

    .srm-address-wide,
    .srm-address-server-error {
      grid-column: 1 / -1;
    }
    .srm-address-server-error {
      margin: 0;
      padding: ${theme.space[2]} ${theme.space[3]};
      border-radius: ${theme.radii.md};
      background: ${theme.colors.dangerSubtle};
      color: ${theme.colors.danger};
    }
  `;
}
