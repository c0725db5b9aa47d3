import { useCallback, useMemo } from 'react';
import { useGetCatalogTicketStatusesQuery } from '../../../api/tags/catalog';

/**
 * Status colours from the catalogue (GetAllStatus hexColor, spec 000 section 4); the caller passes a
 * fallback (the ticket's own ticketStatusColor) for a status the catalogue does not list.
 */
export function useStatusColors(): (statusId: number, fallback?: string | null) => string | null {
  const statuses = useGetCatalogTicketStatusesQuery({});
  const colors = useMemo(() => new Map((statuses.data?.data ?? []).map((s) => [s.id, s.hexColor])), [statuses.data]);
  return useCallback((statusId, fallback = null) => colors.get(statusId) ?? fallback, [colors]);
}
