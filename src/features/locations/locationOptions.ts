import { useMemo } from 'react';
import { useGetCatalogLocationPrioritiesQuery } from '../../api/tags/catalog';
import { useGetGeographyCountriesQuery, useGetGeographyRegionsQuery, useGetGeographyStatesQuery } from '../../api/tags/geography';
import type { OptionSource } from '../../shared/forms/fields/options';

/** The enabled location priorities (the ubitacionPriority catalogue) as options. */
export function useLocationPriorityOptions(): OptionSource<number> {
  const read = useGetCatalogLocationPrioritiesQuery({ onlyEnabled: true });
  const options = useMemo(() => (read.data?.data ?? []).map((p) => ({ value: p.id, label: p.name })), [read.data]);
  return { options, loading: read.isLoading, error: read.error };
}

/** The countries (a region lies in one). */
export function useCountryOptions(): OptionSource<number> {
  const read = useGetGeographyCountriesQuery();
  const options = useMemo(() => (read.data?.data ?? []).map((c) => ({ value: c.countryId, label: c.name })), [read.data]);
  return { options, loading: read.isLoading, error: read.error };
}

/** The enabled regions (the list answers only those). */
export function useRegionOptions(): OptionSource<number> {
  const read = useGetGeographyRegionsQuery({});
  const options = useMemo(() => (read.data?.data ?? []).map((r) => ({ value: r.regionId, label: r.name })), [read.data]);
  return { options, loading: read.isLoading, error: read.error };
}

/** The enabled states, of the region the filter names when it names one. */
export function useStateOptions(draft: { regionId: number | null }): OptionSource<number> {
  const read = useGetGeographyStatesQuery(draft.regionId === null ? {} : { regionId: draft.regionId });
  const options = useMemo(() => (read.data?.data ?? []).map((s) => ({ value: s.countryStateId, label: s.name })), [read.data]);
  return { options, loading: read.isLoading, error: read.error };
}

const ANY_REGION = { regionId: null };

/** The enabled states of every region. */
export const useAllStateOptions = (): OptionSource<number> => useStateOptions(ANY_REGION);
