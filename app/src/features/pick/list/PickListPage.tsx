/** Placeholder until built (issue 24). */
export function PickListPage() {
  return null;
}
