import { useMemo } from 'react';
import { useGetCatalogUnitMeasurementsQuery } from '../../../api/tags/catalog';
import type { OptionSource } from '../../../shared/forms/fields/options';

/**
 * The enabled units of measure by name (a supply records its unit's name); `kept`, the unit a supply already has, stays
 * offered even when the catalogue has disabled it since, so an edit shows it rather than an empty choice.
 */
export function useUnitOptions(kept: string | null): OptionSource<string> {
  const units = useGetCatalogUnitMeasurementsQuery({ onlyEnabled: true });
  const options = useMemo(() => {
    const names = (units.data?.data ?? []).map((u) => u.name);
    if (kept && !names.includes(kept)) names.push(kept);
    return names.map((name) => ({ value: name, label: name }));
  }, [units.data, kept]);
  return { options, loading: units.isLoading, error: units.error };
}
