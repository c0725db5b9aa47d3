import { LIMITS } from '../validation/limits';

/** A named view of one screen: its grid state as the query of a link (see gridQuery.ts). */
export interface SavedGridView {
  id: string;
  name: string;
  /** The link's query without '?' ("statusCategoryId=-1&status=3,7&hide=clientName"). */
  query: string;
  isDefault: boolean;
}

/**
 * Where a user's named views are kept. The specification has no service for them, so the app keeps them
 * in the browser (localGridViewStore); a server-side store implements the same four calls.
 */
export interface GridViewStore {
  list(screen: string): Promise<SavedGridView[]>;
  /** Saves under the name (a view of the same name on the screen is replaced); gives the view saved. */
  save(screen: string, view: { name: string; query: string }): Promise<SavedGridView>;
  /** Renames or rewrites one view. */
  update(screen: string, id: string, change: { name?: string; query?: string }): Promise<void>;
  remove(screen: string, id: string): Promise<void>;
  /** Marks one view as the screen's default (null: none). */
  setDefault(screen: string, id: string | null): Promise<void>;
}

type Shelf = Record<string, SavedGridView[]>;

/** The localStorage key of a user's views. */
export const gridViewsKey = (userId: number) => `gridViews:${userId}`;

const sameName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' }) === 0;

function isView(value: unknown): value is SavedGridView {
  const v = value as Partial<SavedGridView> | null;
  return (
    typeof v === 'object' && v !== null &&
    typeof v.id === 'string' && typeof v.name === 'string' && v.name.length > 0 && v.name.length <= LIMITS.gridViews.nameMax &&
    typeof v.query === 'string' && v.query.length <= LIMITS.gridViews.queryMax && typeof v.isDefault === 'boolean'
  );
}

/** The stored shelf read back; anything malformed (another version, a hand edit) is left out, never trusted. */
function readShelf(key: string): Shelf {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(key) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const shelf: Shelf = {};
    for (const [screen, views] of Object.entries(parsed)) {
      if (Array.isArray(views)) shelf[screen] = views.filter(isView).slice(0, LIMITS.gridViews.perScreen);
    }
    return shelf;
  } catch {
    return {};
  }
}

function writeShelf(key: string, shelf: Shelf): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(shelf));
  } catch {
    throw new GridViewStoreError('storageFull');
  }
}

/** A refusal the view menu shows in the user's language (`gridViews.errors.<code>`). */
export class GridViewStoreError extends Error {
  constructor(readonly code: 'storageFull' | 'tooMany' | 'notFound') {
    super(code);
  }
}

const newId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/**
 * The user's views in this browser's localStorage, one entry per user id, so they survive signing out
 * and in as the same user and another user of the browser never sees them.
 */
export function localGridViewStore(userId: number): GridViewStore {
  const key = gridViewsKey(userId);
  const change = (screen: string, edit: (views: SavedGridView[]) => SavedGridView[]) => {
    const shelf = readShelf(key);
    shelf[screen] = edit(shelf[screen] ?? []);
    writeShelf(key, shelf);
  };
  const known = (views: SavedGridView[], id: string) => {
    if (!views.some((v) => v.id === id)) throw new GridViewStoreError('notFound');
  };
  return {
    list: async (screen) => readShelf(key)[screen] ?? [],
    save: async (screen, { name, query }) => {
      let saved: SavedGridView | null = null;
      change(screen, (views) => {
        const existing = views.find((v) => sameName(v.name, name));
        if (!existing && views.length >= LIMITS.gridViews.perScreen) throw new GridViewStoreError('tooMany');
        saved = { id: existing?.id ?? newId(), name, query, isDefault: existing?.isDefault ?? false };
        return existing ? views.map((v) => (v === existing ? saved! : v)) : [...views, saved];
      });
      return saved!;
    },
    update: async (screen, id, edit) =>
      change(screen, (views) => {
        known(views, id);
        return views.map((v) => (v.id === id ? { ...v, ...edit } : v));
      }),
    remove: async (screen, id) => change(screen, (views) => views.filter((v) => v.id !== id)),
    setDefault: async (screen, id) =>
      change(screen, (views) => {
        if (id !== null) known(views, id);
        return views.map((v) => ({ ...v, isDefault: v.id === id }));
      }),
  };
}

/** Forgets every view of the user in this browser (sign-out when the user asked for it). */
export function forgetGridViews(userId: number): void {
  try {
    window.localStorage.removeItem(gridViewsKey(userId));
  } catch {
    // Nothing stored.
  }
}
