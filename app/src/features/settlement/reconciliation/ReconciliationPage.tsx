/** Placeholder until built (issue 25). */
export function ReconciliationPage() {
  return null;
}
