/** Placeholder until built (issue 25). */
export function PaymentPage() {
  return null;
}
