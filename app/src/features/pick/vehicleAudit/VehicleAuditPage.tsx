/** Placeholder until built (issue 24). */
export function VehicleAuditPage() {
  return null;
}
