/** A work order's detail address, requirement/odt/{id} (spec 000 section 2): the one place that spells it. */
export function workOrderDetailPath(workFlowOrderId: number | string): string {
  return `/requirement/odt/${workFlowOrderId}`;
}
