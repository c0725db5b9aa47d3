import { useCallback, useEffect, useState } from 'react';
import type { GridViewStore, SavedGridView } from './gridViewStore';

/** A screen's saved views from the store, read again after each change the menu makes. */
export function useSavedViews(store: GridViewStore, screen: string) {
  const [views, setViews] = useState<SavedGridView[]>([]);
  const reload = useCallback(async () => setViews(await store.list(screen)), [store, screen]);
  useEffect(() => {
    let live = true;
    void store.list(screen).then((found) => live && setViews(found));
    return () => {
      live = false;
    };
  }, [store, screen]);

  // Each change runs, then the list is read back, so what shows is what the store kept.
  const run = useCallback(
    async <T,>(change: () => Promise<T>): Promise<T> => {
      try {
        return await change();
      } finally {
        await reload();
      }
    },
    [reload],
  );
  return {
    views,
    save: (name: string, query: string) => run(() => store.save(screen, { name, query })),
    rename: (id: string, name: string) => run(() => store.update(screen, id, { name })),
    remove: (id: string) => run(() => store.remove(screen, id)),
    setDefault: (id: string | null) => run(() => store.setDefault(screen, id)),
  };
}
