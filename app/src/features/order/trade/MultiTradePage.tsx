/** Placeholder until its part of issue 26 lands. */
export function MultiTradePage() {
  return <h1>多边贸易</h1>;
}
