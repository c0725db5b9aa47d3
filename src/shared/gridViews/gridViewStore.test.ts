import { LIMITS } from '../validation/limits';
import { forgetGridViews, gridViewsKey, GridViewStoreError, localGridViewStore } from './gridViewStore';

beforeEach(() => window.localStorage.clear());

describe('the browser store of named views', () => {
  it('saves, lists per screen, renames, marks one default and deletes', async () => {
    const store = localGridViewStore(2);
    const mine = await store.save('requirementfind', { name: 'En sitio', query: 'ticketsStatusIds=7&hide=' });
    await store.save('requirementfind', { name: 'Cerrados', query: 'statusCategoryId=-9&hide=' });
    await store.save('area', { name: 'Activas', query: 'enabled=true&hide=' });
    expect((await store.list('requirementfind')).map((v) => v.name)).toEqual(['En sitio', 'Cerrados']);

    await store.update('requirementfind', mine.id, { name: 'En sitio hoy' });
    await store.setDefault('requirementfind', mine.id);
    expect(await store.list('requirementfind')).toEqual([
      { id: mine.id, name: 'En sitio hoy', query: 'ticketsStatusIds=7&hide=', isDefault: true },
      expect.objectContaining({ name: 'Cerrados', isDefault: false }),
    ]);
    await store.setDefault('requirementfind', null);
    expect((await store.list('requirementfind')).some((v) => v.isDefault)).toBe(false);

    await store.remove('requirementfind', mine.id);
    expect((await store.list('requirementfind')).map((v) => v.name)).toEqual(['Cerrados']);
    expect(await store.list('area')).toHaveLength(1);
  });

  it('replaces a view saved again under the same name (case and accents aside), keeping it default', async () => {
    const store = localGridViewStore(2);
    const first = await store.save('s', { name: 'Fácil', query: 'a=1' });
    await store.setDefault('s', first.id);
    const again = await store.save('s', { name: 'facil', query: 'a=2' });
    expect(again).toEqual({ id: first.id, name: 'facil', query: 'a=2', isDefault: true });
    expect(await store.list('s')).toHaveLength(1);
  });

  it('keeps each user apart, survives a new session and is forgotten only on request', async () => {
    await localGridViewStore(2).save('s', { name: 'Mía', query: 'a=1' });
    expect(await localGridViewStore(3).list('s')).toEqual([]);
    // A new store for the same user (a sign-in after a sign-out) reads the same views.
    expect((await localGridViewStore(2).list('s')).map((v) => v.name)).toEqual(['Mía']);
    forgetGridViews(3);
    expect(await localGridViewStore(2).list('s')).toHaveLength(1);
    forgetGridViews(2);
    expect(await localGridViewStore(2).list('s')).toEqual([]);
  });

  it('holds up to the limit of views per screen and refuses one more', async () => {
    const store = localGridViewStore(2);
    for (let i = 0; i < LIMITS.gridViews.perScreen; i++) await store.save('s', { name: `v${i}`, query: '' });
    await expect(store.save('s', { name: 'one more', query: '' })).rejects.toEqual(new GridViewStoreError('tooMany'));
    // Saving over an existing name is still allowed at the limit.
    await expect(store.save('s', { name: 'v0', query: 'x=1' })).resolves.toMatchObject({ name: 'v0', query: 'x=1' });
  });

  it('ignores what it cannot trust in storage (another version, a hand edit)', async () => {
    window.localStorage.setItem(
      gridViewsKey(2),
      JSON.stringify({
        s: [
          { id: 'a', name: 'Buena', query: 'a=1', isDefault: false },
          { id: 'b', name: '', query: 'a=1', isDefault: false },
          { id: 'c', name: 'x'.repeat(LIMITS.gridViews.nameMax + 1), query: '', isDefault: false },
          { id: 'd', name: 'Larga', query: 'q'.repeat(LIMITS.gridViews.queryMax + 1), isDefault: false },
          { id: 'e', name: 'Sin marca', query: '' },
          'basura',
        ],
        t: 'no es una lista',
      }),
    );
    expect((await localGridViewStore(2).list('s')).map((v) => v.id)).toEqual(['a']);
    expect(await localGridViewStore(2).list('t')).toEqual([]);
    window.localStorage.setItem(gridViewsKey(2), '{not json');
    expect(await localGridViewStore(2).list('s')).toEqual([]);
  });

  it('says so when the browser refuses to store, and when a view is gone', async () => {
    const store = localGridViewStore(2);
    await expect(store.update('s', 'missing', { name: 'x' })).rejects.toEqual(new GridViewStoreError('notFound'));
    const set = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      await expect(store.save('s', { name: 'x', query: '' })).rejects.toEqual(new GridViewStoreError('storageFull'));
    } finally {
      set.mockRestore();
    }
  });
});
