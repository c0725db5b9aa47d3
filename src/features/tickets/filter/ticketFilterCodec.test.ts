import fc from 'fast-check';
import { decodeGridQuery, encodeGridQuery, type GridQueryShape } from '../../../shared/gridViews/gridQuery';
import { LIMITS } from '../../../shared/validation/limits';
import { DATE_PAIRS, emptyFilterValues, ID_FIELDS, LIST_FIELDS, TEXT_FIELDS, type TextField, type TicketFilterValues } from '../../../domain/tickets/search/filterValues';
import { TICKET_PAGE_SIZES } from '../../../domain/tickets/search/ticketListConfig';
import { TICKET_FILTER_LIMITS } from './ticketFilter';
import { narrowTicketFilter, ticketFilterCodec } from './ticketFilterCodec';
import type { FilterOptions } from './useFilterOptions';

const SORT = { field: 'creationDateUTC', order: 'desc' } as const;
const SHAPE: GridQueryShape<TicketFilterValues> = {
  codec: ticketFilterCodec,
  viewParam: 'statusCategoryId',
  columnIds: ['ticketId', 'statusName', 'clientName', 'projectName'],
  sortFields: ['ticketId', 'creationDateUTC'],
  pageSizes: TICKET_PAGE_SIZES,
  defaultSort: SORT,
  emptyFilter: emptyFilterValues(),
};
const state = (filter: Partial<TicketFilterValues>) => ({ filter: { ...emptyFilterValues(), ...filter }, sort: SORT, pageSize: TICKET_PAGE_SIZES[0], hidden: [] });
const read = (query: string) => decodeGridQuery(query, SHAPE);
const day = (y: number, m: number, d: number) => {
  const date = new Date(y, m - 1, d);
  date.setFullYear(y);
  return date;
};

describe('the ticket filter in a link', () => {
  it('writes every field readably and reads each one back', () => {
    const filter: TicketFilterValues = {
      ...emptyFilterValues(),
      clientNumber: 'C-10', clientName: 'Farmacias & Cía', numberService: '120', serviceName: 'Soporte, sitio', locationName: 'Monterrey',
      comercialName: 'Sucursal 5', assignedEngineerEmail: 'ing@example.com', productSerialNumber: 'SN 1', clientTicketNumber: 'T-9',
      ticketId: '100001', fromPercent: '10,5', toPercent: '90', externalOrigin: 'correo', externalEventId: '77',
      projectId: 3, delayClassificationId: 2, serviceTypeId: 1, serviceClassId: 4,
      ticketsStatusIds: [3, 7], partnerIds: [1],
      remote: true, External: true,
      creationDate: { start: day(2026, 1, 1), end: day(2026, 1, 31) }, scheduleDate: { start: day(2026, 2, 1), end: null },
      closedDate: { start: null, end: day(2026, 3, 9) }, cancelledDate: { start: day(2025, 12, 24), end: day(2025, 12, 24) },
      startDate: { start: day(2024, 2, 29), end: day(2024, 3, 1) }, attendDate: { start: day(1, 1, 1), end: day(9999, 12, 31) },
    };
    const query = encodeGridQuery(state(filter), SHAPE, '-1');
    expect(query).toContain('statusCategoryId=-1&clientNumber=C-10&clientName=Farmacias%20%26%20C%C3%ADa');
    expect(query).toContain('serviceName=Soporte,%20sitio');
    expect(query).toContain('ticketsStatusIds=3,7&partnerIds=1&remote=true&External=true&creationDate=2026-01-01~2026-01-31&scheduleDate=2026-02-01~&closedDate=~2026-03-09');
    expect(query).toContain('attendDate=0001-01-01~9999-12-31');
    expect(query.endsWith('&hide=')).toBe(true);
    const back = read(query);
    expect(back.dropped).toEqual([]);
    expect(back.state.filter).toEqual(filter);
  });

  it('leaves empty fields out and keeps sort, page size and columns', () => {
    const query = encodeGridQuery({ ...state({}), sort: { field: 'ticketId', order: 'asc' }, pageSize: 40, hidden: ['clientName', 'projectName'] }, SHAPE, null);
    expect(query).toBe('sort=ticketId&size=40&hide=clientName,projectName');
    expect(read(query).state).toEqual({ filter: emptyFilterValues(), sort: { field: 'ticketId', order: 'asc' }, pageSize: 40, hidden: ['clientName', 'projectName'] });
  });

  it('keeps any valid filter through the round trip (property)', () => {
    const text = (field: TextField) => {
      const max = TICKET_FILTER_LIMITS.maxLength[field];
      if (['numberService', 'ticketId', 'externalEventId'].includes(field)) return fc.stringMatching(new RegExp(`^[0-9]{1,${max}}$`));
      if (['fromPercent', 'toPercent'].includes(field)) return fc.stringMatching(new RegExp(`^[0-9,][0-9.,]{0,${max - 1}}$`));
      return fc.string({ unit: 'grapheme', maxLength: max }).map((s) => s.trim()).filter((s) => s.length <= max);
    };
    const id = fc.integer({ min: 1, max: 2_147_483_647 });
    const date = fc.record({ y: fc.integer({ min: TICKET_FILTER_LIMITS.dateYearMin, max: TICKET_FILTER_LIMITS.dateYearMax }), m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 28 }) }).map(({ y, m, d }) => day(y, m, d));
    const range = fc.tuple(fc.option(date), fc.option(date)).map(([a, b]) => (a && b && a > b ? { start: b, end: a } : { start: a, end: b }));
    const filter = fc.record({
      ...Object.fromEntries(TEXT_FIELDS.map((f) => [f, text(f)])),
      ...Object.fromEntries(ID_FIELDS.map((f) => [f, fc.option(id)])),
      ...Object.fromEntries(LIST_FIELDS.map((f) => [f, fc.uniqueArray(id, { maxLength: 12 })])),
      remote: fc.boolean(),
      External: fc.boolean(),
      ...Object.fromEntries(DATE_PAIRS.map((p) => [p.field, range])),
    }) as unknown as fc.Arbitrary<TicketFilterValues>;
    fc.assert(
      fc.property(filter, (values) => {
        const back = read(encodeGridQuery(state(values), SHAPE, '-2'));
        expect(back.dropped).toEqual([]);
        expect(back.state.filter).toEqual(values);
      }),
      { numRuns: 300 },
    );
  });

  it('checks text lengths at the filter limit and one past it', () => {
    const max = TICKET_FILTER_LIMITS.maxLength.clientName;
    expect(read(`clientName=${'a'.repeat(max)}`).state.filter.clientName).toBe('a'.repeat(max));
    const tooLong = read(`clientName=${'a'.repeat(max + 1)}`);
    expect(tooLong.state.filter.clientName).toBe('');
    expect(tooLong.dropped).toEqual([{ reason: 'badValue', name: 'clientName' }]);
  });

  it.each([
    ['projectId', '0'], ['projectId', '-3'], ['projectId', '2147483648'], ['projectId', '1.5'], ['projectId', '07'], ['projectId', 'x'],
    ['ticketsStatusIds', '3,,7'], ['ticketsStatusIds', '3,a'], ['ticketId', '12a'], ['fromPercent', '.5'], ['remote', 'yes'],
    ['creationDate', '2026-02-30~'], ['creationDate', '2026-03-01~2026-02-01'], ['creationDate', '~'], ['creationDate', '2026-1-1~'],
    ['creationDate', '10000-01-01~'], ['creationDate', '2026-01-01~2026-01-02~2026-01-03'],
  ])('drops %s=%s and says so', (field, value) => {
    const back = read(`${field}=${encodeURIComponent(value)}`);
    expect(back.dropped).toContainEqual({ reason: 'badValue', name: field });
    expect(back.state.filter[field as keyof TicketFilterValues]).toEqual(emptyFilterValues()[field as keyof TicketFilterValues]);
  });

  it('takes a list up to its limit of items and refuses one more', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1).join(',');
    expect(read(`partnerIds=${ids(LIMITS.gridViews.listItemsMax)}`).state.filter.partnerIds).toHaveLength(LIMITS.gridViews.listItemsMax);
    expect(read(`partnerIds=${ids(LIMITS.gridViews.listItemsMax + 1)}`).dropped).toEqual([{ reason: 'badValue', name: 'partnerIds' }]);
  });
});

describe('a link from an older version of the list', () => {
  it('opens with what still applies and names the rest', () => {
    const back = read('statusCategoryId=-1&ticketsStatusIds=7&status=3&sort=-retiredColumn&size=33&hide=clientName,retiredColumn');
    expect(back.state).toEqual({ filter: { ...emptyFilterValues(), ticketsStatusIds: [7] }, sort: SORT, pageSize: TICKET_PAGE_SIZES[0], hidden: ['clientName'] });
    expect(back.dropped).toEqual([
      { reason: 'unknownField', name: 'status' },
      { reason: 'badSort', name: 'retiredColumn' },
      { reason: 'badPageSize', name: '33' },
      { reason: 'unknownColumn', name: 'retiredColumn' },
    ]);
  });

  it('refuses a link longer than the limit as a whole', () => {
    const long = `clientName=a&x=${'b'.repeat(LIMITS.gridViews.queryMax)}`;
    expect(read(long)).toEqual({ state: { ...state({}), hidden: null }, dropped: [{ reason: 'tooLong', name: String(long.length) }] });
    expect(read(long.slice(0, LIMITS.gridViews.queryMax)).dropped).not.toContainEqual(expect.objectContaining({ reason: 'tooLong' }));
  });
});

describe('narrowing a filter to what the user is offered', () => {
  const offered = (ids: number[], flags: Partial<FilterOptions> = {}): FilterOptions => ({ items: ids.map((id) => ({ id, name: `#${id}` })), loading: false, pending: false, failed: false, ...flags });
  const options = (over: Partial<Record<'ticketsStatusIds' | 'partnerIds' | 'projectId' | 'delayClassificationId' | 'serviceTypeId' | 'serviceClassId', FilterOptions>> = {}) => ({
    ticketsStatusIds: offered([3, 7]), partnerIds: offered([1]), projectId: offered([2]), delayClassificationId: offered([1]), serviceTypeId: offered([1]), serviceClassId: offered([1]),
    ...over,
  });
  const label = (field: string) => `<${field}>`;

  it('drops a status not offered and a project of a client not theirs, naming each', () => {
    const result = narrowTicketFilter({ ...emptyFilterValues(), ticketsStatusIds: [7, 99], projectId: 5, partnerIds: [1] }, options(), label);
    expect(result!.filter).toMatchObject({ ticketsStatusIds: [7], projectId: null, partnerIds: [1] });
    expect(result!.dropped).toEqual([
      { reason: 'notAllowed', name: '<projectId>: 5' },
      { reason: 'notAllowed', name: '<ticketsStatusIds>: 99' },
    ]);
  });

  it('keeps what is offered untouched', () => {
    const values = { ...emptyFilterValues(), ticketsStatusIds: [3], clientName: 'x' };
    expect(narrowTicketFilter(values, options(), label)).toEqual({ filter: values, dropped: [] });
  });

  it('waits only for the lists of the fields that hold a value', () => {
    const loading = options({ partnerIds: offered([], { pending: true }) });
    expect(narrowTicketFilter({ ...emptyFilterValues(), partnerIds: [1] }, loading, label)).toBeNull();
    expect(narrowTicketFilter({ ...emptyFilterValues(), ticketsStatusIds: [3] }, loading, label)).not.toBeNull();
  });

  it('checks nothing against a list that failed to load (the service still answers only what the user may see)', () => {
    const result = narrowTicketFilter({ ...emptyFilterValues(), partnerIds: [4] }, options({ partnerIds: offered([], { failed: true }) }), label);
    expect(result).toEqual({ filter: expect.objectContaining({ partnerIds: [4] }), dropped: [] });
  });
});
