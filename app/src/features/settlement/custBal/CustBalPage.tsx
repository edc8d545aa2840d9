/** Placeholder until built (issue 25). */
export function CustBalPage() {
  return null;
}
