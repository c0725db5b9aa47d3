import { useMemo } from 'react';
import { useGetCatalogBrandsQuery, useGetTicketStatusCategoriesQuery } from '../../api/tags/catalog';
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
