/** Placeholder until built (issue 24). */
export function ShippingPage() {
  return null;
}
