import { useMemo } from 'react';
import {
  useGetCatalogPartnersQuery,
  useGetCatalogProjectsQuery,
  useGetCatalogServiceClassesQuery,
  useGetCatalogServiceTypesQuery,
  useGetCatalogTicketDelayClassificationsQuery,
  useGetCatalogTicketStatusesQuery,
} from '../../../api/tags/catalog';
import type { IdField, ListField } from '../../../domain/tickets/search/filterValues';
import { useStatusName } from '../../../domain/tickets/status/useStatusNames';

export interface FilterOption {
  id: number;
  name: string;
}

export interface FilterOptions {
  items: FilterOption[];
  loading: boolean;
  /** Not read yet (a link's value cannot be checked until it is). */
  pending: boolean;
  /** The list could not be read: nothing can be checked against it. */
  failed: boolean;
}

/**
 * What the advanced filter offers this user in each catalogue field (the services answer per user: enabled
 * entries, the user's clients). The panel lists them; a filter from a link is narrowed to them.
 */
export function useFilterOptions(): Record<IdField | ListField, FilterOptions> {
  const statuses = useGetCatalogTicketStatusesQuery({ onlyEnabled: true });
  const statusName = useStatusName();
  const partners = useGetCatalogPartnersQuery({ onlyEnabled: true });
  const projects = useGetCatalogProjectsQuery({ enabled: true, pageNumber: 1, pageSize: 1000 });
  const delayClassifications = useGetCatalogTicketDelayClassificationsQuery({ onlyEnabled: true });
  const serviceTypes = useGetCatalogServiceTypesQuery({});
  const serviceClasses = useGetCatalogServiceClassesQuery({ onlyEnabled: true });
  // Translated and joined once per read, not on each of the list's renders (a page change renders it three times).
  const statusItems = useMemo(() => statuses.data?.data.map((s) => ({ id: s.id, name: statusName(s.id, s.name) })), [statuses.data, statusName]);
  const projectItems = useMemo(
    () => projects.data?.data.items.map((p) => ({ id: p.id, name: p.clientName ? `${p.name} (${p.clientName})` : p.name })),
    [projects.data],
  );
  const of = (query: { isFetching: boolean; isError: boolean }, items: FilterOption[] | undefined) => ({
    items: items ?? [],
    loading: query.isFetching,
    pending: items === undefined && !query.isError,
    failed: query.isError,
  });
  return {
    ticketsStatusIds: of(statuses, statusItems),
    partnerIds: of(partners, partners.data?.data),
    projectId: of(projects, projectItems),
    delayClassificationId: of(delayClassifications, delayClassifications.data?.data),
    serviceTypeId: of(serviceTypes, serviceTypes.data?.data),
    serviceClassId: of(serviceClasses, serviceClasses.data?.data),
  };
}
