import {
  colors,
  densities,
  fontFamily,
  fontSizes,
  fontWeights,
  layout,
  lineHeights,
  radii,
  shadows,
  space,
  zIndices,
  type Density,
} from './tokens';

export interface SrmTheme {
  colors: typeof colors;
  space: typeof space;
  fontFamily: string;
  fontSizes: typeof fontSizes;
  fontWeights: typeof fontWeights;
  lineHeights: typeof lineHeights;
  radii: typeof radii;
  shadows: typeof shadows;
  zIndices: typeof zIndices;
  layout: typeof layout;
  density: (typeof densities)[Density];
  densityName: Density;
}

/** The light theme of a Chinese enterprise back office: compact tables, 56 px header. */
export function createTheme(density: Density = 'compact'): SrmTheme {
  return {
    colors,
    space,
    fontFamily,
    fontSizes,
    fontWeights,
    lineHeights,
    radii,
    shadows,
    zIndices,
    layout,
    density: densities[density],
    densityName: density,
  };
}

export const lightTheme: SrmTheme = createTheme('compact');

declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends SrmTheme {}
}
