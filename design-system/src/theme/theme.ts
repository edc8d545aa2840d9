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

/** A token type with its literal values widened (`'#165dff'` → `string`), so an override may change them. */
type Widen<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends (...args: never[]) => unknown
      ? T
      : T extends object
        ? { -readonly [K in keyof T]: Widen<T[K]> }
        : T;

/** A whole theme, its token values free to differ from the light theme's. */
export type ThemeValues = Widen<SrmTheme>;

/**
 * Changes to the theme: each token group (`colors`, `space`, …) merged into the base one key by key,
 * or a function that gets the base theme and returns the whole theme.
 */
export type ThemeOverride =
  | { [K in keyof SrmTheme]?: SrmTheme[K] extends object ? Partial<Widen<SrmTheme[K]>> : Widen<SrmTheme[K]> }
  | ((base: SrmTheme) => ThemeValues);

/** The base theme with `override` applied (groups merged one level deep); the base is not changed. */
export function mergeTheme(base: SrmTheme, override?: ThemeOverride): SrmTheme {
  if (!override) return base;
  if (typeof override === 'function') return override(base) as SrmTheme;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = merged[key];
    merged[key] =
      value && typeof value === 'object' && current && typeof current === 'object'
        ? { ...(current as object), ...(value as object) }
        : value;
  }
  return merged as unknown as SrmTheme;
}

declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends SrmTheme {}
}
