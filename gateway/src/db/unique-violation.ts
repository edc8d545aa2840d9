/**
 * Whether a database error is a unique violation: SQLSTATE 23505, reported by node-postgres and PGlite
 * alike, on the error itself or on a cause drizzle wrapped it in.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
