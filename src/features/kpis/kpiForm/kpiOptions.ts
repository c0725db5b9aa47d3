import { useMemo } from 'react';
import { useGetKpiGroupsQuery, useGetKpiParametersQuery } from '../../../api/tags/insight';
import type { OptionSource } from '../../../shared/forms/fields';

/** The KPI groups as choices. */
export function useKpiGroupOptions(): OptionSource {
  const { data, isLoading, error } = useGetKpiGroupsQuery();
  const options = useMemo(() => (data?.data ?? []).map((g) => ({ value: g.id, label: g.name })), [data]);
  return { options, loading: isLoading, error };
}

/** Every parameter, and their codes as a formula names them. */
export function useKpiParameters() {
  const { data, isLoading, error, refetch } = useGetKpiParametersQuery();
  const parameters = useMemo(() => data?.data ?? [], [data]);
  const codes = useMemo(() => new Set(parameters.map((p) => p.code)), [parameters]);
  return { parameters, codes, isLoading, error, refetch };
}
