import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { localGridViewStore, type GridViewStore } from './gridViewStore';

const GridViewStoreContext = createContext<GridViewStore | null>(null);

/**
 * Gives the grids the signed-in user's view store (null while nobody is signed in: grids then offer no
 * named views). The app passes the user id; `store` replaces the browser store (a server one, a test's).
 */
export function GridViewStoreProvider({ userId, store, children }: { userId: number | null; store?: GridViewStore; children: ReactNode }) {
  const value = useMemo(() => store ?? (userId === null ? null : localGridViewStore(userId)), [store, userId]);
  return <GridViewStoreContext.Provider value={value}>{children}</GridViewStoreContext.Provider>;
}

export const useGridViewStore = (): GridViewStore | null => useContext(GridViewStoreContext);
