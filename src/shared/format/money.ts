import { formatMoneyCell } from '../export/format';
import { orEmpty } from './emptyValue';

/**
 * An amount of money as the spec writes it (001 sections 5 and 9): always two decimals, with the thousands
 * separator ("9,999,999.00", "1,234.50"), as the grids and files write it; the empty mark when there is none.
 * Both languages write amounts alike (localeOf), so the language is not needed.
 */
export function formatMoney(amount: number | null | undefined): string {
  return amount === null || amount === undefined ? orEmpty(null) : String(formatMoneyCell(amount));
}
