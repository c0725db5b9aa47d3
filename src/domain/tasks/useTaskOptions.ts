import { useMemo } from 'react';
import { useGetCatalogPrioritiesQuery, useGetCatalogTaskStatusesQuery, useGetCatalogTaskTypesQuery } from '../../api/tags/catalog';
import { useGetAccountsQuery } from '../../api/tags/security';
import type { OptionSource } from '../../shared/forms/fields';

type Read = { data?: { data: { id: number; name: string }[] }; isLoading: boolean; error?: unknown };

function useNamed(read: Read): OptionSource<number> {
  const options = useMemo(() => (read.data?.data ?? []).map((r) => ({ value: r.id, label: r.name })), [read.data]);
  return { options, loading: read.isLoading, error: read.error };
}

/** The enabled task statuses and types (002 section 7: GET /TaskStatus and /TaskType with onlyEnabled=true). */
export const useTaskStatusOptions = () => useNamed(useGetCatalogTaskStatusesQuery({ onlyEnabled: true }));
export const useTaskTypeOptions = () => useNamed(useGetCatalogTaskTypesQuery({ onlyEnabled: true }));
export const useTaskPriorityOptions = () => useNamed(useGetCatalogPrioritiesQuery({ onlyEnabled: true }));

/** A task's owner: any enabled user. */
export function useTaskOwnerOptions(): OptionSource<number> {
  const users = useGetAccountsQuery({ onlyEnabled: true });
  const options = useMemo(() => (users.data?.data ?? []).map((u) => ({ value: u.userId, label: u.fullName })), [users.data]);
  return { options, loading: users.isLoading, error: users.error };
}
