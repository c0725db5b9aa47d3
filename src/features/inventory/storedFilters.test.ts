import { LIMITS } from '../../shared/validation/limits';
import { EMPTY_COMPONENT_FILTER, parseComponentFilter } from './components/componentFilter';
import { EMPTY_REPORT_FILTER, parseReportFilter } from './report/reportFilter';

const stored = (value: unknown) => JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
const { searchTextMax } = LIMITS.inventory;

describe('the inventory grids’ remembered filters read back', () => {
  it('give a component filter back as it was searched', () => {
    const filter = { placeIds: [3, 7], componentStatusIds: [1, 41], text: 'SER-1001' };
    expect(parseComponentFilter(stored(filter))).toEqual(filter);
  });

  it('keep a component text at its limit, cut one past it, and drop statuses and places that are not ids of theirs', () => {
    expect(parseComponentFilter({ text: 'x'.repeat(searchTextMax) }).text).toHaveLength(searchTextMax);
    expect(parseComponentFilter({ text: 'x'.repeat(searchTextMax + 1) }).text).toHaveLength(searchTextMax);
    expect(parseComponentFilter({ placeIds: [2, -1, 'a', 2.5, 2], componentStatusIds: [41, 2, '1'] })).toEqual({ ...EMPTY_COMPONENT_FILTER, placeIds: [2], componentStatusIds: [41] });
    expect(parseComponentFilter({ placeIds: 'todos' })).toEqual(EMPTY_COMPONENT_FILTER);
  });

  it('give a report filter back as it was searched, dates included', () => {
    const filter = { created: { start: new Date(2026, 10, 1), end: new Date(2026, 10, 20) }, statusIds: [4, 5], format: 2, originId: 1, destinationId: 4 };
    expect(parseReportFilter(stored(filter))).toEqual(filter);
  });

  it('drop a report origin or destination without a type, and statuses that do not exist', () => {
    expect(parseReportFilter({ format: null, originId: 1, destinationId: 4, statusIds: [4, 8] })).toEqual({ ...EMPTY_REPORT_FILTER, statusIds: [4] });
    expect(parseReportFilter({ format: 9, originId: 1 })).toEqual(EMPTY_REPORT_FILTER);
  });
});
