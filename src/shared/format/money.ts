import { localeOf } from '../i18n/localeOf';
import { LIMITS } from '../validation/limits';
import { orEmpty } from './emptyValue';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * An amount of money as the spec writes it (001 sections 5 and 9): always two decimals, with the language's
 * thousands separator ("9,999,999.00", "1,234.50"); the empty mark when there is none.
 */
export function formatMoney(amount: number | null | undefined, language: string | undefined): string {
  if (amount === null || amount === undefined) return orEmpty(null);
  const locale = localeOf(language);
  let format = formats.get(locale);
  if (!format) {
    const places = LIMITS.numbers.decimals;
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: places, maximumFractionDigits: places });
    formats.set(locale, format);
  }
  return format.format(amount);
}
