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

const of = (query: { isFetching: boolean; isError: boolean }, items: FilterOption[] | undefined): FilterOptions => ({
  items: items ?? [],
  loading: query.isFetching,
  pending: items === undefined && !query.isError,
  failed: query.isError,
});

function useStatusOptions() {
  const statuses = useGetCatalogTicketStatusesQuery({ onlyEnabled: true });
  const statusName = useStatusName();
  // Translated and joined once per read, not on each of the list's renders (a page change renders it three times).
  const items = useMemo(() => statuses.data?.data.map((s) => ({ id: s.id, name: statusName(s.id, s.name) })), [statuses.data, statusName]);
  return of(statuses, items);
}

function useProjectOptions() {
  const projects = useGetCatalogProjectsQuery({ enabled: true, pageNumber: 1, pageSize: 1000 });
  const items = useMemo(() => projects.data?.data.items.map((p) => ({ id: p.id, name: p.clientName ? `${p.name} (${p.clientName})` : p.name })), [projects.data]);
  return of(projects, items);
}

function usePartnerOptions() {
  const partners = useGetCatalogPartnersQuery({ onlyEnabled: true });
  return of(partners, partners.data?.data);
}

function useDelayClassificationOptions() {
  const classifications = useGetCatalogTicketDelayClassificationsQuery({ onlyEnabled: true });
  return of(classifications, classifications.data?.data);
}

function useServiceTypeOptions() {
  const types = useGetCatalogServiceTypesQuery({});
  return of(types, types.data?.data);
}

function useServiceClassOptions() {
  const classes = useGetCatalogServiceClassesQuery({ onlyEnabled: true });
  return of(classes, classes.data?.data);
}

/** What the advanced filter offers this user in one catalogue field (a field's list reads only its own catalogue). */
export const FILTER_OPTION_HOOKS: Record<IdField | ListField, () => FilterOptions> = {
  ticketsStatusIds: useStatusOptions,
  partnerIds: usePartnerOptions,
  projectId: useProjectOptions,
  delayClassificationId: useDelayClassificationOptions,
  serviceTypeId: useServiceTypeOptions,
  serviceClassId: useServiceClassOptions,
};

/**
 * What the advanced filter offers this user in each catalogue field (the services answer per user: enabled
 * entries, the user's clients). The panel lists them; a filter from a link is narrowed to them.
 */
export function useFilterOptions(): Record<IdField | ListField, FilterOptions> {
  return {
    ticketsStatusIds: useStatusOptions(),
    partnerIds: usePartnerOptions(),
    projectId: useProjectOptions(),
    delayClassificationId: useDelayClassificationOptions(),
    serviceTypeId: useServiceTypeOptions(),
    serviceClassId: useServiceClassOptions(),
  };
}
