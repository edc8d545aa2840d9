/** Placeholder until its part of issue 26 lands. */
export function PurchaseOrderPage() {
  return <h1>采购订单</h1>;
}
