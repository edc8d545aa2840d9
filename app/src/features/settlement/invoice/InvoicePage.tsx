/** Placeholder until built (issue 25). */
export function InvoicePage() {
  return null;
}
