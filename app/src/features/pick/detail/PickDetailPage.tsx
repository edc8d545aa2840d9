/** Placeholder until built (issue 24). */
export function PickDetailPage() {
  return null;
}
