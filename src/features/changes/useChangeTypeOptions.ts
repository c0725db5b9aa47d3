import { useMemo } from 'react';
import { useGetCatalogChangeTypesQuery } from '../../api/tags/catalog';
import type { OptionSource } from '../../shared/forms/fields/options';

/** The enabled change types as choice options (the grid's filter, the form's type). */
export function useChangeTypeOptions(): OptionSource<number> {
  const types = useGetCatalogChangeTypesQuery({ onlyEnabled: true });
  const options = useMemo(() => (types.data?.data ?? []).map((c) => ({ value: c.id, label: c.name })), [types.data]);
  return { options, loading: types.isLoading, error: types.error };
}
