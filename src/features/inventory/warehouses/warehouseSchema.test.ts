import { LIMITS } from '../../../shared/validation/limits';
import { EMPTY_WAREHOUSE, warehouseSchema, type WarehouseValues } from './warehouseSchema';

const { nameMax, addressMax, streetNumberMax, postalCodeMax } = LIMITS.warehouses;
const { latitudeMax, longitudeMax } = LIMITS.geo;

const valid: WarehouseValues = {
  ...EMPTY_WAREHOUSE, warehouseName: 'Almacén Norte', address: 'Av. Juárez', exteriorNumber: '120', postalCode: '64000',
  latitude: 25.6866, longitude: -100.3161, partnerId: 1, responsibleId: 5,
};

/** The message key of the first error of `field`, or null when the values pass. */
function errorOf(changes: Partial<WarehouseValues>, field: keyof WarehouseValues): string | null {
  try {
    warehouseSchema.validateSyncAt(field, { ...valid, ...changes });
    return null;
  } catch (error) {
    return (error as Error).message.split(' ')[0]!;
  }
}

describe('warehouse schema', () => {
  it('accepts a complete warehouse', () => {
    expect(warehouseSchema.isValidSync(valid)).toBe(true);
  });

  it.each([
    ['warehouseName', nameMax],
    ['address', addressMax],
    ['exteriorNumber', streetNumberMax],
    ['interiorNumber', streetNumberMax],
  ] as const)('takes %s up to %i characters and refuses one more', (field, max) => {
    expect(errorOf({ [field]: 'a'.repeat(max) }, field)).toBeNull();
    expect(errorOf({ [field]: 'a'.repeat(max + 1) }, field)).toBe('validation.maxLength');
  });

  it('takes a postal code of up to 6 digits, refuses 7 and anything but digits', () => {
    expect(errorOf({ postalCode: '1'.repeat(postalCodeMax) }, 'postalCode')).toBeNull();
    expect(errorOf({ postalCode: '1'.repeat(postalCodeMax + 1) }, 'postalCode')).toBe('validation.maxLength');
    expect(errorOf({ postalCode: '64A00' }, 'postalCode')).toBe('validation.digitsOnly');
  });

  it('takes latitudes from -90 to 90 and refuses a millionth past either end', () => {
    expect(errorOf({ latitude: latitudeMax }, 'latitude')).toBeNull();
    expect(errorOf({ latitude: -latitudeMax }, 'latitude')).toBeNull();
    expect(errorOf({ latitude: latitudeMax + 0.000001 }, 'latitude')).toBe('validation.latitude');
    expect(errorOf({ latitude: -latitudeMax - 0.000001 }, 'latitude')).toBe('validation.latitude');
  });

  it('takes longitudes from -180 to 180 and refuses a millionth past either end', () => {
    expect(errorOf({ longitude: longitudeMax }, 'longitude')).toBeNull();
    expect(errorOf({ longitude: -longitudeMax }, 'longitude')).toBeNull();
    expect(errorOf({ longitude: longitudeMax + 0.000001 }, 'longitude')).toBe('validation.longitude');
    expect(errorOf({ longitude: -longitudeMax - 0.000001 }, 'longitude')).toBe('validation.longitude');
  });

  it('takes coordinates with up to 6 decimals and refuses a seventh', () => {
    expect(errorOf({ latitude: 19.123456 }, 'latitude')).toBeNull();
    expect(errorOf({ latitude: 19.1234567 }, 'latitude')).toBe('validation.decimals');
  });

  it('requires name, address, exterior number, postal code, coordinates, partner and principal manager', () => {
    for (const field of ['warehouseName', 'address', 'exteriorNumber', 'postalCode'] as const) expect(errorOf({ [field]: '' }, field)).toBe('validation.required');
    for (const field of ['latitude', 'longitude', 'partnerId', 'responsibleId'] as const) expect(errorOf({ [field]: null }, field)).toBe('validation.required');
    expect(errorOf({ interiorNumber: '' }, 'interiorNumber')).toBeNull();
    expect(errorOf({ secondaryResponsibleId: null }, 'secondaryResponsibleId')).toBeNull();
  });

  it('refuses the principal manager as the secondary one', () => {
    expect(errorOf({ secondaryResponsibleId: 6 }, 'secondaryResponsibleId')).toBeNull();
    expect(errorOf({ secondaryResponsibleId: valid.responsibleId }, 'secondaryResponsibleId')).toBe('inventory.warehouses.secondaryNotPrincipal');
  });

  it('refuses leading or trailing spaces', () => {
    expect(errorOf({ warehouseName: ' Almacén' }, 'warehouseName')).toBe('validation.noOuterSpaces');
  });
});
