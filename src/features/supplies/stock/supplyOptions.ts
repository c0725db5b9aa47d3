import { useMemo } from 'react';
import { useGetSuppliesQuery } from '../../../api/tags/product';
import type { OptionSource } from '../../../shared/forms/fields/options';

/** The supplies as options by name and code (every one for a filter; `onlyEnabled` for what may take new stock). */
export function useSupplyOptions(onlyEnabled = false): OptionSource<number> {
  const supplies = useGetSuppliesQuery({ onlyEnabled });
  const options = useMemo(
    () => (supplies.data?.data ?? []).map((s) => ({ value: s.supplyId, label: `${s.name} (${s.code})` })).sort((a, b) => a.label.localeCompare(b.label, 'es')),
    [supplies.data],
  );
  return { options, loading: supplies.isLoading, error: supplies.error };
}
