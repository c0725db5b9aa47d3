import type { ExportRow } from './types';

/**
 * Grid row identity (spec 001 section 3): a row is identified by whichever of these fields exists,
 * in this order.
 */
export const ROW_IDENTITY_FIELDS = [
  'id',
  'kitId',
  'jobCategoryId',
  'productId',
  'stageId',
  'createdDate',
  'warehouseId',
  'ticketId',
  'supplyStockId',
  'responseTimeId',
  'shipmentId',
  'dateTime',
  'clientId',
] as const;

/** The row's identity as a string key, or undefined when it has none of the identity fields. */
export function getRowId(row: ExportRow): string | undefined {
  for (const field of ROW_IDENTITY_FIELDS) {
    const value = row[field];
    if (value !== undefined && value !== null && value !== '') return String(value);
  }
  return undefined;
}
