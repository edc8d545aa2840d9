/** Placeholder until its part of issue 26 lands. */
export function PickApplyPage() {
  return <h1>提货申请</h1>;
}
