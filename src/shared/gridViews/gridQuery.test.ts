import { catalogueFilter, EMPTY_CATALOGUE_FILTER, type CatalogueFilterValues } from '../catalogue/catalogueFilter';
import { readStoredFilter } from '../filters/storedFilter';

const parseCatalogueFilter = readStoredFilter(catalogueFilter);
import { LIMITS } from '../validation/limits';
import { recordCodec, storedFilterCodec, textField, idField } from './filterCodecs';
import { decodeGridQuery, encodeGridQuery, hasGridState, mergeScoped, PAGE_PARAMS, scopeQuery, type GridQueryShape } from './gridQuery';

const SORT = { field: 'id', order: 'asc' } as const;
const shapeOf = <F,>(codec: GridQueryShape<F>['codec'], emptyFilter: F): GridQueryShape<F> => ({
  codec, emptyFilter, columnIds: ['id', 'name', 'enabled'], sortFields: ['id', 'name'], pageSizes: [25, 50], defaultSort: SORT,
});

describe('grid links (the kit)', () => {
  it('reads a field under its former name, so links written before a rename keep working', () => {
    const codec = { ...recordCodec<{ text: string; clientId: number | null }>({ text: textField(50), clientId: idField() }), renamed: { q: 'text', client: 'clientId' } };
    const back = decodeGridQuery('q=bomba&client=4', shapeOf(codec, { text: '', clientId: null }));
    expect(back).toEqual({ state: { filter: { text: 'bomba', clientId: 4 }, sort: SORT, pageSize: 25, hidden: null }, dropped: [] });
  });

  it('tells an address with grid state from one without', () => {
    const shape = { codec: recordCodec<{ text: string }>({ text: textField(50) }), viewParam: 'view' };
    expect(hasGridState('', shape)).toBe(false);
    expect(hasGridState('utm=1', shape)).toBe(false);
    expect(hasGridState('view=2', shape)).toBe(true);
    expect(hasGridState('text=a', shape)).toBe(true);
    expect(hasGridState('hide=', shape)).toBe(true);
  });

  it('puts a screen that only remembers its filter into links through its own parser (the catalogue engine)', () => {
    const codec = storedFilterCodec<CatalogueFilterValues>(EMPTY_CATALOGUE_FILTER, parseCatalogueFilter)!;
    const shape = shapeOf(codec, EMPTY_CATALOGUE_FILTER);
    const query = encodeGridQuery({ filter: { text: 'Norte, sur', enabled: false }, sort: { field: 'name', order: 'desc' }, pageSize: 50, hidden: ['enabled'] }, shape, null);
    expect(query).toBe('text=Norte,%20sur&enabled=false&sort=-name&size=50&hide=enabled');
    expect(decodeGridQuery(query, shape)).toEqual({ state: { filter: { text: 'Norte, sur', enabled: false }, sort: { field: 'name', order: 'desc' }, pageSize: 50, hidden: ['enabled'] }, dropped: [] });
  });

  it('drops what the screen parser refuses and cuts what it cuts, saying so', () => {
    const codec = storedFilterCodec<CatalogueFilterValues>(EMPTY_CATALOGUE_FILTER, parseCatalogueFilter)!;
    const shape = shapeOf(codec, EMPTY_CATALOGUE_FILTER);
    const max = LIMITS.generalTextMax;
    expect(decodeGridQuery(`text=${'a'.repeat(max)}&enabled=7`, shape)).toEqual({
      state: expect.objectContaining({ filter: { text: 'a'.repeat(max), enabled: null } }),
      dropped: [{ reason: 'badValue', name: 'enabled' }],
    });
    expect(decodeGridQuery(`text=${'a'.repeat(max + 1)}`, shape).dropped).toEqual([{ reason: 'badValue', name: 'text' }]);
  });

  it('keeps no filter in links of a grid that cannot read one back, and names what a link tries', () => {
    const shape = shapeOf<string>(null, '');
    expect(encodeGridQuery({ filter: 'x', sort: SORT, pageSize: 25, hidden: [] }, shape, null)).toBe('hide=');
    expect(decodeGridQuery('text=x', shape).dropped).toEqual([{ reason: 'unknownField', name: 'text' }]);
  });
});

describe('the page parameters beside a grid alone on its page', () => {
  const [pageParam] = PAGE_PARAMS;
  it('are not the grid\'s part of the address, and stay when the grid writes its query', () => {
    expect(scopeQuery(`${pageParam}=a&sort=name`, undefined)).toBe('sort=name');
    expect(mergeScoped(`${pageParam}=a&sort=name`, undefined, 'sort=id')).toBe(`${pageParam}=a&sort=id`);
    expect(mergeScoped('sort=name', undefined, 'sort=id')).toBe('sort=id');
  });
});

describe('a grid sharing the address under a prefix', () => {
  const pageParam = PAGE_PARAMS[0]!;
  const address = `${pageParam}=a&mine.text=uno&other.text=dos&other.sort=-id`;
  it('reads only its own part', () => {
    expect(scopeQuery(address, 'mine')).toBe('text=uno');
  });
  it('writes only its own part: the other grid\'s parameters and the page\'s stay as they were', () => {
    const next = new URLSearchParams(mergeScoped(address, 'mine', 'text=tres&hide=id'));
    expect(Object.fromEntries(next)).toEqual({ [pageParam]: 'a', 'other.text': 'dos', 'other.sort': '-id', 'mine.text': 'tres', 'mine.hide': 'id' });
    expect(next.getAll('mine.text')).toEqual(['tres']);
  });
});
