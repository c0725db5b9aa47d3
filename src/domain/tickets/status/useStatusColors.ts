import { useCallback, useMemo } from 'react';
import { useGetCatalogTicketStatusesQuery } from '../../../api/tags/catalog';

/** Status colours from the catalogue (GetAllStatus hexColor, spec 000 section 4), by status id. */
export function useStatusColorMap(): ReadonlyMap<number, string> {
  const statuses = useGetCatalogTicketStatusesQuery({});
  return useMemo(() => new Map((statuses.data?.data ?? []).map((s) => [s.id, s.hexColor])), [statuses.data]);
}

/** The catalogue colour of a status; the caller passes a fallback (the ticket's own ticketStatusColor) for one the catalogue does not list. */
export function useStatusColors(): (statusId: number, fallback?: string | null) => string | null {
  const colors = useStatusColorMap();
  return useCallback((statusId, fallback = null) => colors.get(statusId) ?? fallback, [colors]);
}
