import { useMemo } from 'react';
import { useGetCatalogEnabledClientsQuery } from '../../api/tags/catalog';
import type { OptionSource } from '../../shared/forms/fields/options';

/** The enabled clients as dropdown options (a client priority belongs to one). */
export function useEnabledClientOptions(): OptionSource<number> {
  const clients = useGetCatalogEnabledClientsQuery();
  const options = useMemo(() => (clients.data?.data ?? []).map((c) => ({ value: c.id, label: c.name })), [clients.data]);
  return { options, loading: clients.isLoading, error: clients.error };
}
