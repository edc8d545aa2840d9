/** Placeholder until built (issue 24). */
export function AllocationPage() {
  return null;
}
