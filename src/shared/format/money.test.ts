import { orEmpty } from './emptyValue';
import { formatMoney } from './money';
import { LIMITS } from '../validation/limits';

describe('formatMoney', () => {
  it('writes the cost cap and a half with both decimals and the thousands separator, in either language', () => {
    expect(formatMoney(LIMITS.numbers.costMax, 'es')).toBe('9,999,999.00');
    expect(formatMoney(LIMITS.numbers.costMax, 'en')).toBe('9,999,999.00');
    expect(formatMoney(1234.5, 'en')).toBe('1,234.50');
    expect(formatMoney(0, 'es')).toBe('0.00');
  });

  it('marks a missing amount as empty rather than 0.00', () => {
    expect(formatMoney(null, 'es')).toBe(orEmpty(null));
    expect(formatMoney(undefined, 'en')).toBe(orEmpty(null));
  });
});
