import { useMemo } from 'react';
import { useGetCatalogEnabledClientsQuery } from '../../api/tags/catalog';
import type { OptionSource } from '../../shared/forms/fields/options';

/** The enabled clients as choice options (a client priority, a group's clients, a work-order filter). */
export function useEnabledClientOptions(): OptionSource<number> {
  const clients = useGetCatalogEnabledClientsQuery();
  const options = useMemo(() => (clients.data?.data ?? []).map((c) => ({ value: c.id, label: c.name })), [clients.data]);
  return { options, loading: clients.isLoading, error: clients.error };
}
