import type { GridSort } from '../ui/DataGrid/DataGrid';
import { LIMITS } from '../validation/limits';
import type { FilterCodec, QueryValues } from './filterCodecs';

/** What a link holds of a grid besides the screen's own view parameter. */
export interface GridQueryState<F> {
  filter: F;
  sort: GridSort;
  pageSize: number;
  /** Hidden column ids; null when the link does not say (the user's own column choice applies). */
  hidden: readonly string[] | null;
}

/** Why part of a link was not applied (`gridViews.dropped.<reason>`, with the part's name). */
export type DropReason = 'unknownColumn' | 'unknownField' | 'badValue' | 'notAllowed' | 'badSort' | 'badPageSize' | 'tooLong';

export interface DroppedPart {
  reason: DropReason;
  /** The column, field or value as the link names it, or the screen's label for it. */
  name: string;
}

/** What a grid's links may hold, to read one back. */
export interface GridQueryShape<F> {
  /** Null: the filter is not part of links (the screen keeps no filter, or cannot read one back). */
  codec: FilterCodec<F> | null;
  /** The screen's own view parameter (organize-by), carried through links and views as it is. */
  viewParam?: string;
  columnIds: readonly string[];
  /** The columns' sort keys. */
  sortFields: readonly string[];
  pageSizes: readonly number[];
  defaultSort: GridSort;
  emptyFilter: F;
}

/** Parameter names of the kit; a filter field may not use them. */
export const GRID_PARAMS = { sort: 'sort', size: 'size', hide: 'hide' } as const;

/** Parameters the page keeps beside its grid (the related catalogue a route shows, CatalogueFamilies): not the grid's to read or drop. */
export const PAGE_PARAMS: readonly string[] = ['family'];

// Commas and colons read better unescaped and mean nothing special in a query value.
const encodeValue = (value: string) => encodeURIComponent(value).replace(/%2C/gi, ',').replace(/%3A/gi, ':');

/** Parameters as a query without '?', in the order given, readable ("status=3,7&created=2026-01-01~2026-01-31"). */
export const toQuery = (params: readonly (readonly [string, string])[]): string => params.map(([k, v]) => `${encodeURIComponent(k)}=${encodeValue(v)}`).join('&');

/**
 * The grid's state as a link's query: the view parameter (given as it is in the address), the filter's
 * conditions, the sort and page size when not the screen's first ones, and the hidden columns (always, so
 * whoever opens the link sees the same columns whatever their own choice).
 */
export function encodeGridQuery<F>(state: GridQueryState<F>, shape: GridQueryShape<F>, view: string | null): string {
  const params: [string, string][] = [];
  if (shape.viewParam && view !== null) params.push([shape.viewParam, view]);
  if (shape.codec) params.push(...Object.entries(shape.codec.encode(state.filter)));
  const { sort } = state;
  if (sort.field !== shape.defaultSort.field || sort.order !== shape.defaultSort.order) params.push([GRID_PARAMS.sort, `${sort.order === 'desc' ? '-' : ''}${sort.field}`]);
  if (state.pageSize !== shape.pageSizes[0]) params.push([GRID_PARAMS.size, String(state.pageSize)]);
  params.push([GRID_PARAMS.hide, (state.hidden ?? []).join(',')]);
  return toQuery(params);
}

/** Whether a query says anything about the grid (else the screen opens on its default view or last filter). */
export function hasGridState(search: string, shape: Pick<GridQueryShape<unknown>, 'codec' | 'viewParam'>): boolean {
  const names = [...new URLSearchParams(search).keys()];
  const known = new Set<string>([...Object.values(GRID_PARAMS), ...(shape.viewParam ? [shape.viewParam] : []), ...(shape.codec?.fields ?? []), ...Object.keys(shape.codec?.renamed ?? {})]);
  return names.some((name) => known.has(name));
}

function readSort(text: string | undefined, shape: GridQueryShape<unknown>, dropped: DroppedPart[]): GridSort {
  if (text === undefined) return shape.defaultSort;
  const desc = text.startsWith('-');
  const field = desc ? text.slice(1) : text;
  if (field === shape.defaultSort.field || shape.sortFields.includes(field)) return { field, order: desc ? 'desc' : 'asc' };
  dropped.push({ reason: 'badSort', name: field.slice(0, LIMITS.gridViews.nameMax) });
  return shape.defaultSort;
}

function readPageSize(text: string | undefined, shape: GridQueryShape<unknown>, dropped: DroppedPart[]): number {
  const first = shape.pageSizes[0] ?? 25;
  if (text === undefined) return first;
  const size = shape.pageSizes.find((s) => String(s) === text);
  if (size === undefined) dropped.push({ reason: 'badPageSize', name: text.slice(0, LIMITS.gridViews.nameMax) });
  return size ?? first;
}

function readHidden(text: string | undefined, shape: GridQueryShape<unknown>, dropped: DroppedPart[]): string[] | null {
  if (text === undefined) return null;
  const ids = text.split(',').filter(Boolean).slice(0, LIMITS.gridViews.listItemsMax);
  for (const id of ids) if (!shape.columnIds.includes(id)) dropped.push({ reason: 'unknownColumn', name: id.slice(0, LIMITS.gridViews.nameMax) });
  return [...new Set(ids.filter((id) => shape.columnIds.includes(id)))];
}

/**
 * A link's query back to the grid's state, never trusting it: each part is checked against the grid
 * (columns, sort keys, page sizes) and the screen's codec (filter values), and what does not apply
 * is left out and named in `dropped`, so an older or edited link opens with what still applies.
 */
export function decodeGridQuery<F>(search: string, shape: GridQueryShape<F>): { state: GridQueryState<F>; dropped: DroppedPart[] } {
  const dropped: DroppedPart[] = [];
  const empty: GridQueryState<F> = { filter: shape.emptyFilter, sort: shape.defaultSort, pageSize: shape.pageSizes[0] ?? 25, hidden: null };
  if (search.length > LIMITS.gridViews.queryMax) return { state: empty, dropped: [{ reason: 'tooLong', name: String(search.length) }] };

  const params = new URLSearchParams(search);
  const renamed = shape.codec?.renamed ?? {};
  const filterValues: Record<string, string> = {};
  for (const [rawName, value] of params) {
    const name = renamed[rawName] ?? rawName;
    if (name === shape.viewParam || (Object.values(GRID_PARAMS) as string[]).includes(name) || PAGE_PARAMS.includes(name)) continue;
    if (shape.codec?.fields.includes(name)) filterValues[name] = value;
    else dropped.push({ reason: 'unknownField', name: rawName.slice(0, LIMITS.gridViews.nameMax) });
  }
  let filter = shape.emptyFilter;
  if (shape.codec) {
    const read = shape.codec.decode(filterValues as QueryValues);
    filter = read.filter;
    dropped.push(...read.invalid.map((name) => ({ reason: 'badValue' as const, name })));
  }
  const get = (name: string) => params.get(name) ?? undefined;
  return {
    state: {
      filter,
      sort: readSort(get(GRID_PARAMS.sort), shape as GridQueryShape<unknown>, dropped),
      pageSize: readPageSize(get(GRID_PARAMS.size), shape as GridQueryShape<unknown>, dropped),
      hidden: readHidden(get(GRID_PARAMS.hide), shape as GridQueryShape<unknown>, dropped),
    },
    dropped,
  };
}

const pageParamsOf = (search: string) => [...new URLSearchParams(search)].filter(([name]) => PAGE_PARAMS.includes(name));

/** The part of an address that belongs to a grid whose parameters carry a prefix ("a.sort=x" -> "sort=x"); all of it without one. */
export function scopeQuery(search: string, prefix: string | undefined): string {
  if (!prefix) return pageParamsOf(search).length ? toQuery([...new URLSearchParams(search)].filter(([name]) => !PAGE_PARAMS.includes(name))) : search;
  const mark = `${prefix}.`;
  return toQuery([...new URLSearchParams(search)].flatMap(([name, value]) => (name.startsWith(mark) ? [[name.slice(mark.length), value] as const] : [])));
}

/** An address with a prefixed grid's part replaced by its new query, the other grids' parameters kept. */
export function mergeScoped(search: string, prefix: string | undefined, query: string): string {
  // A grid alone on its page owns the address but the page's own parameters.
  if (!prefix) return pageParamsOf(search).length ? [toQuery(pageParamsOf(search)), query].filter(Boolean).join('&') : query;
  const mark = `${prefix}.`;
  const others = [...new URLSearchParams(search)].filter(([name]) => !name.startsWith(mark));
  const own = [...new URLSearchParams(query)].map(([name, value]) => [`${mark}${name}`, value] as const);
  return toQuery([...others, ...own]);
}

/** A query with the view parameter replaced (organize-by changed) and the rest kept. */
export function withViewParam(search: string, param: string, value: string): string {
  const params = new URLSearchParams(search);
  params.set(param, value);
  return toQuery([...params.entries()]);
}
