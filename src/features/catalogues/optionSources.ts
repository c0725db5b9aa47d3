import { useMemo } from 'react';
import { useGetCatalogAreasQuery, useGetCatalogBrandsQuery, useGetCatalogServiceTypesQuery, useGetCatalogTowerTypesQuery, useGetTicketStatusCategoriesQuery } from '../../api/tags/catalog';
import { useGetAccountsQuery } from '../../api/tags/security';
import type { OptionSource } from '../../shared/forms/fields/options';

/** The enabled brands as dropdown options (a product model belongs to one). */
export function useBrandOptions(): OptionSource<number> {
  const brands = useGetCatalogBrandsQuery({ onlyEnabled: true });
  const options = useMemo(() => (brands.data?.data ?? []).map((b) => ({ value: b.id, label: b.name })), [brands.data]);
  return { options, loading: brands.isLoading, error: brands.error };
}

/** The ticket status categories as dropdown options (a status's main category). */
export function useStatusCategoryOptions(): OptionSource<number> {
  const categories = useGetTicketStatusCategoriesQuery();
  const options = useMemo(() => (categories.data?.data ?? []).map((c) => ({ value: c.id, label: c.name })), [categories.data]);
  return { options, loading: categories.isLoading, error: categories.error };
}

/** The enabled areas as dropdown options (an area manager heads one). */
export function useAreaOptions(): OptionSource<number> {
  const areas = useGetCatalogAreasQuery({ onlyEnabled: true });
  const options = useMemo(() => (areas.data?.data ?? []).map((a) => ({ value: a.id, label: a.name })), [areas.data]);
  return { options, loading: areas.isLoading, error: areas.error };
}

/** The enabled users (security accounts) as dropdown options, by full name (the user heading an area). */
export function useUserOptions(): OptionSource<number> {
  const users = useGetAccountsQuery({ onlyEnabled: true });
  const options = useMemo(() => (users.data?.data ?? []).map((u) => ({ value: u.userId, label: u.fullName })), [users.data]);
  return { options, loading: users.isLoading, error: users.error };
}

/** The enabled service types as dropdown options (a frequent failure belongs to one). */
export function useServiceTypeOptions(): OptionSource<number> {
  const types = useGetCatalogServiceTypesQuery({});
  const options = useMemo(() => (types.data?.data ?? []).filter((s) => s.enabled).map((s) => ({ value: s.id, label: s.name })), [types.data]);
  return { options, loading: types.isLoading, error: types.error };
}

/** The enabled tower types as dropdown options (a tower model is of one). */
export function useTowerTypeOptions(): OptionSource<number> {
  const types = useGetCatalogTowerTypesQuery({ onlyEnabled: true });
  const options = useMemo(() => (types.data?.data ?? []).map((t) => ({ value: t.id, label: t.name })), [types.data]);
  return { options, loading: types.isLoading, error: types.error };
}
