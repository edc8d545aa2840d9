/** Placeholder until built (issue 25). */
export function ReturnInvoicePage() {
  return null;
}
