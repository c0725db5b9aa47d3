import { orEmpty } from './emptyValue';
import { formatMoney } from './money';
import { LIMITS } from '../validation/limits';

describe('formatMoney', () => {
  it('writes the cost cap and a half with both decimals and the thousands separator', () => {
    expect(formatMoney(LIMITS.numbers.costMax)).toBe('9,999,999.00');
    expect(formatMoney(1234.5)).toBe('1,234.50');
    expect(formatMoney(0)).toBe('0.00');
  });

  it('marks a missing amount as empty rather than 0.00', () => {
    expect(formatMoney(null)).toBe(orEmpty(null));
    expect(formatMoney(undefined)).toBe(orEmpty(null));
  });
});
