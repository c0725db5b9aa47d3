import { useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { FilterDescription } from './filterTypes';
import { encodeFilterQuery, filterCodecOf, readFilterQuery, WHOLE_FILTER_LINK } from './useLinkedFilter';

interface FilterLinkProps<V extends object> {
  /** The other screen's path, e.g. a grid's map. */
  to: string;
  /** The filter both screens share. */
  filter: FilterDescription<V>;
  label: string;
  icon?: string;
}

/**
 * A link to another view of the same rows (a grid and its map) carrying the filter the address holds now (both
 * keep it there: useServerGrid, useLinkedFilter), without the grid's own sort, size and columns.
 */
export function FilterLink<V extends object>({ to, filter, label, icon }: FilterLinkProps<V>) {
  const { search } = useLocation();
  const codec = useMemo(() => filterCodecOf(filter), [filter]);
  const read = readFilterQuery(codec, search);
  const query = read ? encodeFilterQuery(codec, read.filter) : '';
  return (
    <Link className="p-button p-button-outlined no-underline" to={{ pathname: to, search: query ? `?${query}` : '' }} state={WHOLE_FILTER_LINK}>
      {icon && <span className={`${icon} mr-2`} aria-hidden="true" />}
      {label}
    </Link>
  );
}
