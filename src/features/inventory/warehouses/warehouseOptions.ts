import { useMemo } from 'react';
import { useGetCatalogPartnersQuery } from '../../../api/tags/catalog';
import { useGetRoleWarehouseAdminUsersQuery } from '../../../api/tags/security';
import type { OptionSource } from '../../../shared/forms/fields/options';

/** The enabled partners as options (the form's partner and the filter's). */
export function usePartnerOptions(): OptionSource<number> {
  const partners = useGetCatalogPartnersQuery({ onlyEnabled: true });
  const options = useMemo(() => (partners.data?.data ?? []).map((p) => ({ value: p.id, label: p.name })), [partners.data]);
  return { options, loading: partners.isLoading, error: partners.error };
}

/** The enabled warehouse administrators: who may manage a warehouse (inventory.yaml createWarehouse). */
export function useManagerOptions(): OptionSource<number> {
  const admins = useGetRoleWarehouseAdminUsersQuery();
  const options = useMemo(
    () => (admins.data?.data ?? []).filter((a) => a.enabled).map((a) => ({ value: a.userId, label: a.fullName })),
    [admins.data],
  );
  return { options, loading: admins.isLoading, error: admins.error };
}
