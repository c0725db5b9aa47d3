import { localeOf } from '../../shared/i18n/localeOf';
import { orEmpty } from '../../shared/format/emptyValue';
import { LIMITS } from '../../shared/validation/limits';

/** A cost with thousands separators and 2 decimals in the user's language; dashes when none. */
export function formatCost(cost: number | null | undefined, language: string): string {
  if (cost === null || cost === undefined) return orEmpty(null);
  const places = LIMITS.shipments.costDecimals;
  return cost.toLocaleString(localeOf(language), {
    minimumFractionDigits: places,
    maximumFractionDigits: places,
  });
}
