import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { decodeGridQuery, encodeGridQuery, GRID_PARAMS, hasGridState, mergeScoped, scopeQuery, toQuery, type DroppedPart, type GridQueryShape, type GridQueryState } from './gridQuery';
import { useGridViewStore } from './GridViewStoreContext';

/**
 * What a user may use of a filter (catalogue values offered to them, permissions): the filter narrowed
 * and what was taken out, or null while the screen cannot tell yet (its option lists are loading).
 */
export type NarrowFilter<F> = (filter: F) => { filter: F; dropped: DroppedPart[] } | null;

/** Where the grid's first state came from: the address, the screen's default view (looked up), or its own memory. */
export type LinkStart<F> = { from: 'url'; state: GridQueryState<F>; dropped: DroppedPart[] } | { from: 'memory' };

/** The state the address describes when the screen opens (read once). */
export function readLinkStart<F>(enabled: boolean, address: string, shape: GridQueryShape<F>, prefix?: string): LinkStart<F> {
  const search = scopeQuery(address, prefix);
  if (!enabled || !hasGridState(search, shape)) return { from: 'memory' };
  return { from: 'url', ...decodeGridQuery(search, shape) };
}

interface GridLinkOptions<F> {
  enabled: boolean;
  shape: GridQueryShape<F>;
  start: LinkStart<F>;
  narrow?: NarrowFilter<F>;
  /** The screen's key in the view store. */
  screenKey: string;
  /** Set when several grids share the address: the grid's parameters are named "<prefix>.<name>". */
  prefix?: string;
  current: GridQueryState<F>;
  /** Puts a state on the grid (back/forward, a view opened, a narrowed filter). */
  apply: (state: GridQueryState<F>) => void;
}

const bare = (search: string) => search.replace(/^\?/, '');

// Grids sharing an address may write in the same tick, before the router shows the first write: the
// address last composed (and the router's address it was composed on) lets the next one build on it.
let composed: { on: string; to: string } | null = null;
function compose(routerSearch: string, prefix: string | undefined, query: string): string {
  if (!prefix) return mergeScoped(routerSearch, prefix, query);
  const base = composed?.on === routerSearch ? composed.to : routerSearch;
  composed = { on: routerSearch, to: mergeScoped(base, prefix, query) };
  return composed.to;
}
/** Once the router shows another address, the last composition is history. */
function forgetComposed(routerSearch: string) {
  if (composed && composed.on !== routerSearch) composed = null;
}

/**
 * Keeps a grid and the address in step. The address holds the grid's state: a new filter pushes an entry
 * (back and forward move between filters), sort, page size and columns replace the current one. An address
 * the grid did not write (back, forward, a view, a pasted link) is read back and applied. When the screen
 * opens without state in the address, the user's default view for it opens (replacing the address);
 * without one, the screen's own memory (its last filter) stays. Precedence: address > default view > last filter.
 * Every state that comes from outside is narrowed to what the user may use; what did not apply is listed.
 */
export function useGridLink<F>({ enabled, shape, start, narrow, screenKey, prefix, current, apply }: GridLinkOptions<F>) {
  const location = useLocation();
  const navigate = useNavigate();
  const store = useGridViewStore();
  const address = bare(location.search);
  // The address as last shown, for handlers and the writes they queue.
  const addressNow = useRef(address);
  // The grid's own part of the address (all of it unless its parameters carry a prefix).
  const search = scopeQuery(address, prefix);
  const go = useCallback((query: string, replace?: boolean) => navigate({ search: `?${compose(addressNow.current, prefix, query)}` }, { replace }), [navigate, prefix]);
  useEffect(() => {
    addressNow.current = address;
    forgetComposed(address);
  }, [address]);
  const viewParam = shape.viewParam;
  const view = viewParam ? new URLSearchParams(search).get(viewParam) : null;

  const [dropped, setDropped] = useState<DroppedPart[]>(start.from === 'url' ? start.dropped : []);
  const [revision, setRevision] = useState(0);
  // A state from outside waits for narrowing before the grid asks for rows with it.
  const [unchecked, setUnchecked] = useState(enabled);
  // The default view is looked up once, when the screen opens with nothing in the address.
  const [lookingUp, setLookingUp] = useState(enabled && start.from === 'memory' && store !== null);
  // The last address the grid wrote or read, and those it wrote that the router has not shown yet (navigation
  // runs in a transition, so several can be on their way): any other address is a state from outside.
  const written = useRef(search);
  const inFlight = useRef<string[]>([]);

  const query = encodeGridQuery(current, shape, view);
  const write = useCallback(
    (state: GridQueryState<F>, replace: boolean) => {
      if (!enabled) return;
      const next = encodeGridQuery(state, shape, viewParam ? new URLSearchParams(scopeQuery(addressNow.current, prefix)).get(viewParam) : null);
      if (next === written.current) return;
      written.current = next;
      inFlight.current.push(next);
      // After the event that caused it: inside a form's submit, the router's transition would make React
      // treat the submit as a form action.
      queueMicrotask(() => void go(next, replace));
    },
    [enabled, shape, viewParam, prefix, go],
  );

  // Narrowed while rendering, so the grid never asks for rows with what the user may not use.
  const narrowed = unchecked && narrow ? narrow(current.filter) : null;
  if (unchecked && (!narrow || narrowed)) {
    setUnchecked(false);
    if (narrowed?.dropped.length) {
      apply({ ...current, filter: narrowed.filter });
      setDropped((before) => [...before, ...narrowed.dropped]);
      setRevision((r) => r + 1);
    }
  }
  const settled = !lookingUp && !unchecked;

  // Once settled, the address says what applied (a screen opened on its memory, a link with parts dropped).
  // Declared before the reading below: an address not read yet is never overwritten.
  useEffect(() => {
    if (!enabled || !settled || inFlight.current.length || written.current !== search || query === search) return;
    write(current, true);
  }, [enabled, settled, search, query, current, write]);

  useEffect(() => {
    if (!lookingUp || !store) return;
    let live = true;
    const settle = () => live && setLookingUp(false);
    void store.list(screenKey).then((views) => {
      const chosen = views.find((v) => v.isDefault);
      if (live && chosen) void go(chosen.query, true);
      else settle();
    }, settle);
    return () => {
      live = false;
    };
  }, [lookingUp, store, screenKey, go]);

  // An address the grid did not write (back, forward, a view, a pasted link): read it and put it on the grid.
  useEffect(() => {
    if (!enabled) return;
    const ours = inFlight.current.indexOf(search);
    if (ours >= 0) {
      inFlight.current.splice(0, ours + 1);
      return;
    }
    if (search === written.current) return;
    written.current = search;
    setLookingUp(false);
    const read = decodeGridQuery(search, shape);
    apply(read.state);
    setDropped(read.dropped);
    setRevision((r) => r + 1);
    setUnchecked(true);
    // apply and shape follow the screen's own inputs; only a new address is read here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, search]);

  const report = useCallback((parts: DroppedPart[]) => setDropped((before) => [...before, ...parts]), [setDropped]);
  const dismiss = useCallback(() => setDropped([]), [setDropped]);
  const open = useCallback((next: string) => void go(next), [go]);
  const setView = useCallback(
    (value: string) => {
      if (!viewParam) return;
      const params = new URLSearchParams(scopeQuery(addressNow.current, prefix));
      params.set(viewParam, value);
      // Another view may show another column set: its columns are the user's choice for that set.
      params.delete(GRID_PARAMS.hide);
      const next = toQuery([...params.entries()]);
      written.current = next;
      inFlight.current.push(next);
      void go(next);
    },
    [viewParam, prefix, go],
  );

  return {
    enabled,
    /** The grid's state as a link's query (without '?'): what a named view keeps. */
    query,
    /** The page's address with the grid's part as it is now, the other grids' and the page's own parameters kept: what a copied link holds. */
    pageQuery: mergeScoped(address, prefix, query),
    /** The screen's key in the view store. */
    screenKey,
    /** Parts of the last link, view or state that did not apply. */
    dropped,
    dismiss,
    report,
    /** Grows each time a state from outside is applied: the filter form shows it afresh. */
    revision,
    /** True while the grid must not ask for rows yet (default view lookup, narrowing). */
    hold: enabled && (lookingUp || unchecked),
    write,
    /** Opens a view's query (an entry in the history). */
    open,
    /** Changes the screen's view parameter (organize-by), keeping the rest. */
    setView,
  };
}

export type GridLink = ReturnType<typeof useGridLink>;
