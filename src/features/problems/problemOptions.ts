import { useMemo } from 'react';
import { useGetCatalogImpactsQuery, useGetCatalogPrioritiesQuery } from '../../api/tags/catalog';
import type { OptionSource } from '../../shared/forms/fields';

const named = (rows: { id: number; name: string; enabled?: boolean }[] | undefined) =>
  (rows ?? []).filter((r) => r.enabled !== false).map((r) => ({ value: r.id, label: r.name }));

/** The enabled impacts (a problem's impact). */
export function useImpactOptions(): OptionSource<number> {
  const q = useGetCatalogImpactsQuery();
  return { options: useMemo(() => named(q.data?.data), [q.data]), loading: q.isLoading, error: q.error };
}

/** The enabled priorities (a problem's priority). */
export function usePriorityOptions(): OptionSource<number> {
  const q = useGetCatalogPrioritiesQuery({ onlyEnabled: true });
  return { options: useMemo(() => named(q.data?.data), [q.data]), loading: q.isLoading, error: q.error };
}
