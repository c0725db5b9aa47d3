import { useMemo } from 'react';
import { useGetCatalogLocationPrioritiesQuery } from '../../api/tags/catalog';
import { useGetGeographyRegionsQuery, useGetGeographyStatesQuery } from '../../api/tags/geography';
import type { OptionSource } from '../../shared/forms/fields/options';

/** The enabled location priorities (the ubitacionPriority catalogue) as options. */
export function useLocationPriorityOptions(): OptionSource<number> {
  const read = useGetCatalogLocationPrioritiesQuery({ onlyEnabled: true });
  const options = useMemo(() => (read.data?.data ?? []).map((p) => ({ value: p.id, label: p.name })), [read.data]);
  return { options, loading: read.isLoading, error: read.error };
}

export function useRegionOptions(): OptionSource<number> {
  const read = useGetGeographyRegionsQuery({});
  const options = useMemo(() => (read.data?.data ?? []).map((r) => ({ value: r.regionId, label: r.name })), [read.data]);
  return { options, loading: read.isLoading, error: read.error };
}

/** The states, of the region the filter names when it names one. */
export function useStateOptions(draft: { regionId: number | null }): OptionSource<number> {
  const read = useGetGeographyStatesQuery(draft.regionId === null ? {} : { regionId: draft.regionId });
  const options = useMemo(() => (read.data?.data ?? []).map((s) => ({ value: s.countryStateId, label: s.name })), [read.data]);
  return { options, loading: read.isLoading, error: read.error };
}
