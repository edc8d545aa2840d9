/** Placeholder until its part of issue 26 lands. */
export function SaleOrderPage() {
  return <h1>销售订单</h1>;
}
