import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetCatalogProjectsQuery, useGetCatalogServiceTypesQuery, type ServicePriceType } from '../../../api/tags/catalog';
import type { OptionSource } from '../../../shared/forms/fields/options';
import { PRICE_TYPES } from './serviceSchema';

/** The service types a service may be of. */
export function useServiceTypeOptions(): OptionSource<number> {
  const types = useGetCatalogServiceTypesQuery({});
  const options = useMemo(() => (types.data?.data ?? []).filter((t) => t.enabled).map((t) => ({ value: t.id, label: t.name })), [types.data]);
  return { options, loading: types.isLoading, error: types.error };
}

/** The client's projects: a service belongs to one of them. */
export function useClientProjectOptions(clientId: number): OptionSource<number> {
  const projects = useGetCatalogProjectsQuery({ clientId, pageNumber: 1, pageSize: 100 });
  const options = useMemo(() => (projects.data?.data.items ?? []).map((p) => ({ value: p.id, label: p.name })), [projects.data]);
  return { options, loading: projects.isLoading, error: projects.error };
}

/** The price types, in the user's language. */
export function usePriceTypeOptions(): OptionSource<ServicePriceType> {
  const { t } = useTranslation();
  const options = useMemo(() => PRICE_TYPES.map((value) => ({ value, label: t(`clients.services.priceTypes.${value}`) })), [t]);
  return { options, loading: false, error: null };
}
