/** The environments that show a header badge (spec 01 §2.4). */
export type BadgedEnvironment = 'test' | 'uat' | 'dev';

/** The badge of a build's `VITE_APP_ENV` (any case; `prod`, empty or unknown: none). */
export function environmentOf(value: string | null | undefined): BadgedEnvironment | null {
  const key = value?.trim().toLowerCase();
  return key === 'test' || key === 'uat' || key === 'dev' ? key : null;
}
