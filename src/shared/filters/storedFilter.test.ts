import { LIMITS } from '../validation/limits';
import { readStoredFilter } from './storedFilter';
import { EMPTY, probeFilter } from './testing/probeFilter';

const read = readStoredFilter(probeFilter);

describe('readStoredFilter', () => {
  it('reads back what was stored, dates from their ISO instants', () => {
    const start = new Date(2026, 2, 1);
    const end = new Date(2026, 2, 31);
    const stored = { ...EMPTY, text: 'Ana', id: '123', state: 'on', clientId: 4, typeId: 7, placeId: 9, tags: ['off'], enabled: false, vacant: true, from: '2026-03-01', to: '2026-03-02', costMin: 0, costMax: 15.5 };
    const filter = JSON.parse(JSON.stringify({ ...stored, created: { start, end } })) as Record<string, unknown>;
    expect(read(filter)).toEqual({ ...stored, created: { start, end } });
  });

  it('gives the empty filter for an empty or foreign object', () => {
    expect(read({})).toEqual(EMPTY);
    expect(read({ other: 1, text: 5 })).toEqual(EMPTY);
  });

  it('reads every malformed value as its empty value', () => {
    const malformed = {
      text: ['a'], id: 12, state: 'maybe', clientId: -3, typeId: 1.5, placeId: {}, tags: 'on', enabled: 'true', vacant: 1,
      created: 'yesterday', from: '01/03/2026', to: 20260302, costMin: 'cero', costMax: LIMITS.numbers.costMax + 1,
    };
    expect(read(malformed)).toEqual(EMPTY);
  });

  it('cuts a text to its maximum and keeps of it only what its field accepts', () => {
    const filter = read({ text: 'x'.repeat(LIMITS.generalTextMax + 1), id: 'a1b2'.repeat(LIMITS.shipments.shipmentIdMax) });
    expect(filter.text).toBe('x'.repeat(LIMITS.generalTextMax));
    expect(filter.id).toBe('12'.repeat(LIMITS.shipments.shipmentIdMax / 4));
  });

  it('keeps only the known choices of a list', () => {
    expect(read({ tags: ['on', 'nope', 3, 'on'] }).tags).toEqual(['on']);
  });

  it('drops what depends on a choice that is not there: a reset field without its choice, a closed list', () => {
    expect(read({ typeId: 7, placeId: 9 })).toEqual(EMPTY);
    expect(read({ clientId: 4, typeId: 7, state: 'off', placeId: 9 })).toMatchObject({ clientId: 4, typeId: 7, placeId: 9 });
  });
});
