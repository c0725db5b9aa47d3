import { LIMITS } from '../../../shared/validation/limits';
import { cellError } from './locationRules';

const { coordinateDecimals, postalCodeMin, postalCodeMax } = LIMITS.locations;
const { latitudeMax, longitudeMax } = LIMITS.geo;

describe('location bulk cell rules', () => {
  it('takes a postal code of 5 to 6 digits only', () => {
    expect(cellError('postalCode', 'postalCode', '1'.repeat(postalCodeMin - 1))).toBe('postalCode');
    expect(cellError('postalCode', 'postalCode', '1'.repeat(postalCodeMin))).toBeNull();
    expect(cellError('postalCode', 'postalCode', '1'.repeat(postalCodeMax))).toBeNull();
    expect(cellError('postalCode', 'postalCode', '1'.repeat(postalCodeMax + 1))).toBe('postalCode');
  });

  it('takes coordinates in range with the form’s decimals, as Excel keeps a typed number', () => {
    expect(cellError('latitude', 'latitude', String(latitudeMax))).toBeNull();
    expect(cellError('latitude', 'latitude', `${latitudeMax}.${'0'.repeat(coordinateDecimals - 1)}1`)).toBe('latitude');
    expect(cellError('longitude', 'longitude', String(-longitudeMax))).toBeNull();
    expect(cellError('longitude', 'longitude', `-${longitudeMax}.${'0'.repeat(coordinateDecimals - 1)}1`)).toBe('longitude');
    expect(cellError('latitude', 'latitude', `19.${'1'.repeat(coordinateDecimals)}`)).toBeNull();
    expect(cellError('latitude', 'latitude', `19.${'1'.repeat(coordinateDecimals + 1)}`)).toBe('decimals');
    // 19.123457 as a double written with 17 significant digits.
    expect(cellError('latitude', 'latitude', '19.123456999999998')).toBeNull();
    expect(cellError('latitude', 'latitude', '19,5')).toBe('number');
  });

  it('takes ids of digits up to their length, and texts up to their column’s limit', () => {
    expect(cellError('clientId', 'id', '1'.repeat(LIMITS.locations.bulkIdMax))).toBeNull();
    expect(cellError('clientId', 'id', '1'.repeat(LIMITS.locations.bulkIdMax + 1))).toBe('maxLength');
    expect(cellError('clientId', 'id', '1a')).toBe('digitsOnly');
    expect(cellError('address', 'text', 'a'.repeat(LIMITS.locations.addressMax))).toBeNull();
    expect(cellError('address', 'text', 'a'.repeat(LIMITS.locations.addressMax + 1))).toBe('maxLength');
  });
});
