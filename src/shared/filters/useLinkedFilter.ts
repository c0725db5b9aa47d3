import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { storedFilterCodec, type FilterCodec } from '../gridViews/filterCodecs';
import { toQuery, type DroppedPart } from '../gridViews/gridQuery';
import { useLastFilter } from '../storage/lastFilter';
import type { FilterDescription } from './filterTypes';
import { readStoredFilter } from './storedFilter';

/**
 * Router state of a link whose address holds the whole filter (FilterLink): no filter parameter then means the
 * empty filter, not the screen's memory, so a screen opened from another shows what that one showed.
 */
export const WHOLE_FILTER_LINK = { wholeFilter: true } as const;

const isWholeFilterLink = (state: unknown) => typeof state === 'object' && state !== null && 'wholeFilter' in state;

/** How a described filter goes into an address and back: the codec a remembering grid's links use (useServerGrid). */
export function filterCodecOf<V extends object>(description: FilterDescription<V>): FilterCodec<V> {
  return storedFilterCodec(description.empty, readStoredFilter(description))!;
}

/** A filter as the query of a link (without '?'): its conditions only. */
export const encodeFilterQuery = <V>(codec: FilterCodec<V>, filter: V): string => toQuery(Object.entries(codec.encode(filter)));

/** The filter an address names, or null when it names none (a grid's sort, size and columns are not filter). */
export function readFilterQuery<V>(codec: FilterCodec<V>, search: string): { filter: V; dropped: DroppedPart[] } | null {
  const values = Object.fromEntries([...new URLSearchParams(search)].filter(([name]) => codec.fields.includes(name)));
  if (!Object.keys(values).length) return null;
  const read = codec.decode(values);
  return { filter: read.filter, dropped: read.invalid.map((name) => ({ reason: 'badValue', name })) };
}

interface Shown<V> {
  filter: V;
  /** The address (without '?') the filter was read from or is written to. */
  query: string;
  /** The address shown when the screen wrote `query`, until the router shows it: not a change from outside. */
  writtenOver: string | null;
  /** The address to go to (an entry of its own for a search, the current one replaced otherwise). */
  pending: { query: string; replace: boolean } | null;
  dropped: DroppedPart[];
  revision: number;
}

const bare = (search: string) => search.replace(/^\?/, '');

/**
 * A described filter kept in the address, without a grid: the grid's link parameters (the same codec), so a link
 * between a grid and another view of its rows (a map) carries the filter both ways. A search pushes an entry (back
 * and forward move between filters) and is remembered under `memoryKey` (the path's, like a grid's last filter, by
 * default); an address the screen did not write is read back. Precedence: address > whole-filter link > memory.
 */
export function useLinkedFilter<V extends object>(description: FilterDescription<V>, options: { memoryKey?: string } = {}) {
  const parse = useMemo(() => readStoredFilter(description), [description]);
  const codec = useMemo(() => storedFilterCodec(description.empty, parse)!, [description.empty, parse]);
  const memory = useLastFilter(parse, options.memoryKey);
  const location = useLocation();
  const navigate = useNavigate();
  const address = bare(location.search);

  const [shown, setShown] = useState<Shown<V>>(() => {
    const linked = readFilterQuery(codec, address);
    const filter = linked?.filter ?? (isWholeFilterLink(location.state) ? description.empty : (memory.lastValues ?? description.empty));
    return { filter, query: address, writtenOver: null, pending: null, dropped: linked?.dropped ?? [], revision: 0 };
  });
  // Adjusted while rendering, so nothing is read with a filter the address no longer names.
  const canonical = encodeFilterQuery(codec, shown.filter);
  if (address === shown.query && (shown.writtenOver !== null || shown.pending)) {
    setShown({ ...shown, writtenOver: null, pending: null });
  } else if (address !== shown.query && address !== shown.writtenOver) {
    // An address the screen did not write (back, forward, a pasted link): its filter, drawn afresh in the form.
    const linked = readFilterQuery(codec, address);
    setShown({ filter: linked?.filter ?? description.empty, query: address, writtenOver: null, pending: null, dropped: linked?.dropped ?? [], revision: shown.revision + 1 });
  } else if (shown.writtenOver === null && canonical !== shown.query) {
    // The address says what applies: a filter from memory, or a link's without the parts that did not apply.
    setShown({ ...shown, query: canonical, writtenOver: address, pending: { query: canonical, replace: true } });
  }

  const { pending } = shown;
  useEffect(() => {
    if (pending) void navigate({ search: pending.query ? `?${pending.query}` : '' }, { replace: pending.replace, state: WHOLE_FILTER_LINK });
  }, [pending, navigate]);

  const { save } = memory;
  const search = useCallback(
    (next: V) => {
      save(next);
      const query = encodeFilterQuery(codec, next);
      setShown((current) => ({ ...current, filter: next, query, writtenOver: address, pending: { query, replace: false }, dropped: [] }));
    },
    [save, codec, address],
  );
  const dismiss = useCallback(() => setShown((current) => ({ ...current, dropped: [] })), []);

  return {
    filter: shown.filter,
    search,
    /** Grows each time a filter from outside is applied: the filter form shows it afresh. */
    revision: shown.revision,
    /** Parts of the address that did not apply. */
    dropped: shown.dropped,
    dismiss,
  };
}
