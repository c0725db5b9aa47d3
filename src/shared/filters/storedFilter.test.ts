import { EMPTY_RANGE, type DateRange } from '../ui/DateRangePicker';
import { LIMITS } from '../validation/limits';
import type { FilterDescription } from './filterTypes';
import { readStoredFilter } from './storedFilter';

interface Probe {
  text: string;
  id: string;
  state: 'on' | 'off' | null;
  clientId: number | null;
  typeId: number | null;
  placeId: number | null;
  tags: string[];
  enabled: boolean | null;
  vacant: boolean;
  created: DateRange;
  from: string;
  to: string;
  costMin: number | null;
  costMax: number | null;
}

const EMPTY: Probe = {
  text: '', id: '', state: null, clientId: null, typeId: null, placeId: null, tags: [], enabled: null, vacant: false, created: EMPTY_RANGE, from: '', to: '', costMin: null, costMax: null,
};
const lookup = () => ({ options: [], loading: false, error: null });
const ON_OFF = [{ value: 'on', labelKey: 'on' }, { value: 'off', labelKey: 'off' }];

const probeFilter: FilterDescription<Probe> = {
  labelKey: 'label',
  empty: EMPTY,
  fields: [
    { kind: 'text', name: 'text', labelKey: 'text', max: LIMITS.generalTextMax },
    { kind: 'text', name: 'id', labelKey: 'id', max: LIMITS.shipments.shipmentIdMax, accept: (typed) => typed.replace(/\D/g, '') },
    { kind: 'choice', name: 'state', labelKey: 'state', options: ON_OFF },
    { kind: 'choice', name: 'clientId', labelKey: 'client', useOptions: lookup, resets: ['typeId'] },
    { kind: 'choice', name: 'typeId', labelKey: 'type', useOptions: lookup },
    { kind: 'choice', name: 'placeId', labelKey: 'place', useOptions: lookup, enabledWhen: { test: (draft) => draft.state !== null, placeholderKey: 'first' } },
    { kind: 'multiChoice', name: 'tags', labelKey: 'tags', allKey: 'all', options: ON_OFF },
    { kind: 'flag', name: 'enabled', labelKey: 'enabled', allKey: 'all', yesKey: 'yes', noKey: 'no' },
    { kind: 'check', name: 'vacant', labelKey: 'vacant' },
    { kind: 'dateRange', name: 'created', labelKey: 'created' },
    { kind: 'dateRange', from: 'from', to: 'to', labelKey: 'days', fromLabelKey: 'from', toLabelKey: 'to' },
    { kind: 'numberRange', from: 'costMin', to: 'costMax', labelKey: 'cost', min: 0, max: LIMITS.numbers.costMax },
  ],
};
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
