import { useMemo } from 'react';
import { useGetCatalogTicketStatusesQuery } from '../../../api/tags/catalog';

/** Status colours from the catalogue (spec 000 section 4), by status id. */
export function useStatusColorMap(): ReadonlyMap<number, string> {
  const statuses = useGetCatalogTicketStatusesQuery({});
  return useMemo(() => new Map((statuses.data?.data ?? []).map((s) => [s.id, s.hexColor])), [statuses.data]);
}
