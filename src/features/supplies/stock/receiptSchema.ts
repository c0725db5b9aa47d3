import * as yup from 'yup';
import type { SupplyStockReceipt } from '../../../api/tags/inventory';
import { LIMITS } from '../../../shared/validation/limits';
import { integerRule, requiredIdRule, textRule } from '../../../shared/validation/rules';

const { receiptQuantityMax, receiptReasonMax } = LIMITS.supplies;

/** New stock received into a warehouse: which supply, how many units and why (the ledger's movement keeps the reason). */
export interface ReceiptValues {
  warehouseId: number | null;
  supplyId: number | null;
  quantity: number | null;
  reason: string;
}

export const receiptSchema = yup.object({
  warehouseId: requiredIdRule(),
  supplyId: requiredIdRule(),
  quantity: integerRule({ required: true, min: 1, max: receiptQuantityMax }),
  reason: textRule({ required: true, max: receiptReasonMax }),
});

/** A receipt's first values: the row's supply and warehouse when it starts from a row of a warehouse. */
export const receiptValues = (row: { supplyId: number; placeType: string; placeId: number } | null): ReceiptValues => ({
  warehouseId: row?.placeType === 'Warehouse' ? row.placeId : null,
  supplyId: row?.supplyId ?? null,
  quantity: null,
  reason: '',
});

export const receiptBody = (values: ReceiptValues): SupplyStockReceipt => ({
  warehouseId: values.warehouseId!, supplyId: values.supplyId!, quantity: values.quantity!, reason: values.reason,
});
