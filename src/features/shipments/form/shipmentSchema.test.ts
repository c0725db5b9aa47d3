import { LIMITS } from '../../../shared/validation/limits';
import { EMPTY_SHIPMENT, shipmentSchema, type ShipmentValues } from './shipmentSchema';

const { costMax, guideNumberMax } = LIMITS.shipments;
const VALID: ShipmentValues = {
  ...EMPTY_SHIPMENT,
  format: 2,
  originId: 1,
  destinationId: 4,
  guideNumber: 'GU-1',
  courierId: 1,
  shipmentPriorityId: 1,
  components: [10],
};

/** The messages the schema gives for a form (translation keys), empty when it passes. */
async function errorsOf(changes: Partial<ShipmentValues>): Promise<string[]> {
  try {
    await shipmentSchema.validate({ ...VALID, ...changes }, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe('shipment form rules', () => {
  it('takes a cost at the cap and refuses one cent more', async () => {
    expect(await errorsOf({ cost: costMax, currencyId: 1 })).toEqual([]);
    expect(await errorsOf({ cost: costMax + 0.01, currencyId: 1 })).toEqual(['shipments.errors.costMax {"max":"9999999.00"}']);
  });

  it('takes a cost of 0 and refuses a negative one', async () => {
    expect(await errorsOf({ cost: 0, currencyId: 1 })).toEqual([]);
    expect(await errorsOf({ cost: -0.01, currencyId: 1 })).toEqual(['shipments.errors.costNegative']);
  });

  it('takes 2 decimals and refuses 3', async () => {
    expect(await errorsOf({ cost: 10.25, currencyId: 1 })).toEqual([]);
    expect(await errorsOf({ cost: 10.255, currencyId: 1 })).toEqual(['validation.decimals {"decimals":2}']);
  });

  it('requires a currency when a cost is entered, even 0, and not without one', async () => {
    expect(await errorsOf({ cost: 0, currencyId: null })).toEqual(['shipments.errors.currencyRequired']);
    expect(await errorsOf({ cost: null, currencyId: null })).toEqual([]);
  });

  it('takes a guide number of letters, digits, spaces, hyphen and accented letters up to its limit', async () => {
    expect(await errorsOf({ guideNumber: 'Guía Ñandú-12 ü' })).toEqual([]);
    expect(await errorsOf({ guideNumber: 'A'.repeat(guideNumberMax) })).toEqual([]);
    expect(await errorsOf({ guideNumber: 'A'.repeat(guideNumberMax + 1) })).toEqual([`validation.maxLength {"max":${guideNumberMax}}`]);
    expect(await errorsOf({ guideNumber: 'GU_1' })).toEqual(['shipments.errors.guideNumber']);
    expect(await errorsOf({ guideNumber: '' })).toEqual(['validation.required']);
  });

  it('requires origin, destination, courier and priority', async () => {
    expect(
      await errorsOf({
        originId: null,
        destinationId: null,
        courierId: null,
        shipmentPriorityId: null,
      }),
    ).toEqual(Array(4).fill('validation.required'));
  });

  it('needs at least one item of any kind', async () => {
    expect(await errorsOf({ components: [] })).toEqual(['shipments.errors.noItems']);
    expect(
      await errorsOf({
        components: [],
        supplies: [{ supplyId: 1, quantity: 2 }],
      }),
    ).toEqual([]);
    expect(await errorsOf({ components: [], kits: [3] })).toEqual([]);
  });
});
