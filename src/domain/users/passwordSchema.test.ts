import { LIMITS } from '../../shared/validation/limits';
import { passwordSchema } from './passwordSchema';

const { passwordMin, passwordMax, passwordSpecials } = LIMITS.users;
const errorOf = (value: string, required = true) => {
  try {
    passwordSchema(required).validateSync(value);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};
/** A valid password of the given length: upper, lower, digit and the first allowed special character. */
const ofLength = (length: number) => `Aa1${passwordSpecials[0]}`.padEnd(length, 'x');

describe('password rule', () => {
  it('accepts the minimum and maximum lengths and refuses one past each', () => {
    expect(errorOf(ofLength(passwordMin))).toBeNull();
    expect(errorOf(ofLength(passwordMin - 1))).toBe(`validation.minLength {"min":${passwordMin}}`);
    expect(errorOf(ofLength(passwordMax))).toBeNull();
    expect(errorOf(ofLength(passwordMax + 1))).toBe(`validation.maxLength {"max":${passwordMax}}`);
  });

  it('needs an upper case letter, a lower case letter and a digit', () => {
    expect(errorOf(ofLength(passwordMin).toLowerCase())).toBe('users.password.upper');
    expect(errorOf(ofLength(passwordMin).toUpperCase())).toBe('users.password.lower');
    expect(errorOf(`Aab${passwordSpecials[0]}xxxxx`)).toBe('users.password.digit');
  });

  it('accepts every allowed special character and names the set when none is there', () => {
    for (const special of passwordSpecials) expect(errorOf(`Aa1${special}xxxxx`)).toBeNull();
    expect(errorOf('Aa1xxxxxx')).toBe(`users.password.special {"specials":${JSON.stringify(passwordSpecials)}}`);
    // A space is not one of them, and never leads or trails.
    expect(errorOf('Aa1 xxxxx')).toBe(`users.password.special {"specials":${JSON.stringify(passwordSpecials)}}`);
    expect(errorOf(` ${ofLength(passwordMin)}`)).toBe('validation.noOuterSpaces');
  });

  it('lets an empty password through only where it is optional', () => {
    expect(errorOf('', false)).toBeNull();
    expect(errorOf('')).toBe('validation.required');
  });
});
