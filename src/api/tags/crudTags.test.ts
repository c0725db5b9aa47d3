import { loadContracts } from '../../../test/sandbox/contract/loadContracts';
import { AUDITED_CATALOGUES, CATALOG_FAMILY_OPERATIONS, catalogApi } from './catalog';
import { crudTags } from './crudTags';

type TagFn = (result: unknown, error: unknown, arg: unknown) => unknown[];
const tags = crudTags('Thing', { reads: ['searchThings', 'getThings'], create: ['createThing'], update: ['updateThing'], remove: ['deleteThing'] });
const provided = (name: string) => tags[name]!.providesTags as TagFn;
const invalidated = (name: string) => tags[name]!.invalidatesTags as TagFn;

describe('crudTags', () => {
  it('gives reads the list tag and one tag per row, from a page, a list or one row', () => {
    expect(provided('searchThings')({ data: { items: [{ id: 3 }, { id: 5 }] } }, undefined, {})).toEqual([
      { type: 'Thing', id: 'LIST' },
      { type: 'Thing', id: 3 },
      { type: 'Thing', id: 5 },
    ]);
    expect(provided('getThings')({ data: [{ id: 7 }] }, undefined, {})).toEqual([{ type: 'Thing', id: 'LIST' }, { type: 'Thing', id: 7 }]);
    expect(provided('getThings')(undefined, { status: 500 }, {})).toEqual([{ type: 'Thing', id: 'LIST' }]);
  });

  it('makes the lists stale after a create, and the lists and the row after an update or delete', () => {
    expect(invalidated('createThing')({ data: { id: 9 } }, undefined, { thingCreateRequest: { name: 'x' } })).toEqual([{ type: 'Thing', id: 'LIST' }]);
    expect(invalidated('updateThing')({}, undefined, { thingUpdateRequest: { id: 4, name: 'x' } })).toEqual([{ type: 'Thing', id: 'LIST' }, { type: 'Thing', id: 4 }]);
    expect(invalidated('deleteThing')({}, undefined, { id: 6 })).toEqual([{ type: 'Thing', id: 'LIST' }, { type: 'Thing', id: 6 }]);
  });

  it('makes nothing stale when the service refused the change', () => {
    for (const name of ['createThing', 'updateThing', 'deleteThing']) expect(invalidated(name)({}, { status: 409 }, { id: 6 })).toEqual([]);
  });

  it('makes the row stale when an update was refused as stale: someone else changed it', () => {
    const stale = { status: 409, message: 'Otra persona guardó cambios', messageKey: 'errors.requestFailed', data: { detail: 'rowVersion', data: { id: 4, rowVersion: 3 } } };
    expect(invalidated('updateThing')({}, stale, { thingUpdateRequest: { id: 4, rowVersion: 2 } })).toEqual([{ type: 'Thing', id: 'LIST' }, { type: 'Thing', id: 4 }]);
  });

  it('names only operations the catalogue service has, for every family', () => {
    const endpoints = Object.keys(catalogApi.endpoints);
    for (const { reads, create = [], update = [], remove = [] } of Object.values(CATALOG_FAMILY_OPERATIONS)) {
      for (const name of [...reads, ...create, ...update, ...remove]) expect(endpoints).toContain(name);
    }
  });
});

describe('catalogue families', () => {
  const families = Object.entries(CATALOG_FAMILY_OPERATIONS);
  const writes = loadContracts().operations.filter((o) => o.service === 'catalog' && /^[a-z]+Catalog/.test(o.operationId) && !/^(get|search)/.test(o.operationId));

  it('hold every write of the catalogue service, so each change refreshes its lists and the audit can name its catalogue', () => {
    expect(writes.length).toBeGreaterThan(0);
    for (const { operationId } of writes) {
      const owners = families.filter(([, ops]) => [...(ops.create ?? []), ...(ops.update ?? []), ...(ops.remove ?? [])].includes(operationId));
      expect([operationId, owners.length]).toEqual([operationId, 1]);
    }
    expect(AUDITED_CATALOGUES).toHaveLength(families.length);
    expect(AUDITED_CATALOGUES).toEqual(expect.arrayContaining(['Projects', 'InterventionCodes', 'FormFields', 'TagCodes', 'FuelCodes', 'ExpenseCodes', 'Currencies']));
  });
});
