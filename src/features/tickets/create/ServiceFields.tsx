import { useId } from 'react';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import {
  useGetCatalogEnabledClientsQuery,
  useGetCatalogProjectServicesQuery,
  useGetCatalogProjectsQuery,
  useGetCatalogServiceTypesQuery,
} from '../../../api/tags/catalog';
import { useApiErrorMessage } from '../../../core/errors/useApiErrorMessage';
import { CatalogDropdown } from '../../../shared/forms/CatalogDropdown';
import type { CreateTicketValues } from './createTicketSchema';
import { LocationField } from '../../../domain/locations/LocationField';
import { LAUNCH_SERVICE_TYPE, type TicketKind } from './ticketKind';
import { useFieldError } from './useFieldError';

/** A client has a handful of projects; one page holds them all. */
const PROJECTS_PAGE_SIZE = 500;

/**
 * Where the ticket belongs: client, project, service type (incident or requirement types, by the
 * route), service and location. Each pick clears the picks that depend on it, so a ticket never
 * mixes one client's project with another's service.
 */
export function ServiceFields({ form, kind }: { form: FormikProps<CreateTicketValues>; kind: TicketKind }) {
  const { t } = useTranslation();
  const ids = { client: useId(), project: useId(), type: useId(), service: useId(), location: useId() };
  const errorMessage = useApiErrorMessage();
  const errorOf = useFieldError(form);
  const { clientId, projectId, serviceTypeId } = form.values;

  const clients = useGetCatalogEnabledClientsQuery();
  const projects = useGetCatalogProjectsQuery({ clientId: clientId ?? 0, enabled: true, pageSize: PROJECTS_PAGE_SIZE }, { skip: clientId === null });
  const types = useGetCatalogServiceTypesQuery({ clientId: clientId ?? 0 }, { skip: clientId === null });
  const services = useGetCatalogProjectServicesQuery(
    { id: projectId ?? 0, serviceTypeId: serviceTypeId ?? 0 },
    { skip: projectId === null || serviceTypeId === null },
  );

  const clientOptions = (clients.data?.data ?? []).map((c) => ({ value: c.id, label: `${c.number} · ${c.name}` }));
  const projectOptions = (projects.data?.data.items ?? []).map((p) => ({ value: p.id, label: p.name }));
  const typeOptions = (types.data?.data ?? [])
    .filter((type) => type.enabled && type.isIncident === (kind === 'incident'))
    .map((type) => ({ value: type.id, label: type.name }));
  const serviceOptions = (services.data?.data ?? []).map((s) => ({ value: s.id, label: `${s.number} · ${s.name}` }));

  const change = (changes: Partial<CreateTicketValues>) => void form.setValues({ ...form.values, ...changes });
  const loadError = (query: { error?: unknown }) => (query.error ? errorMessage(query.error) : null);

  return (
    <>
      <CatalogDropdown
        id={ids.client}
        label={t('ticketCreate.fields.client')}
        value={clientId}
        options={clientOptions}
        onChange={(value) => change({ clientId: value, projectId: null, serviceTypeId: null, serviceId: null, locationId: null })}
        placeholder={t('ticketCreate.placeholders.client')}
        emptyMessage={t('ticketCreate.empty.clients')}
        loading={clients.isLoading}
        loadError={loadError(clients)}
        error={errorOf('clientId')}
      />
      <CatalogDropdown
        id={ids.project}
        label={t('ticketCreate.fields.project')}
        value={projectId}
        options={projectOptions}
        onChange={(value) => change({ projectId: value, serviceId: null })}
        placeholder={t(clientId === null ? 'ticketCreate.placeholders.clientFirst' : 'ticketCreate.placeholders.project')}
        emptyMessage={t('ticketCreate.empty.projects')}
        loading={projects.isFetching}
        disabled={clientId === null}
        loadError={loadError(projects)}
        error={errorOf('projectId')}
      />
      <CatalogDropdown
        id={ids.type}
        label={t('ticketCreate.fields.serviceType')}
        value={serviceTypeId}
        options={typeOptions}
        onChange={(value) => change({ serviceTypeId: value, serviceId: null, remote: value === LAUNCH_SERVICE_TYPE || form.values.remote })}
        placeholder={t(clientId === null ? 'ticketCreate.placeholders.clientFirst' : 'ticketCreate.placeholders.serviceType')}
        emptyMessage={t(`ticketCreate.empty.serviceTypes.${kind}`)}
        loading={types.isFetching}
        disabled={clientId === null}
        loadError={loadError(types)}
        error={errorOf('serviceTypeId')}
      />
      <CatalogDropdown
        id={ids.service}
        label={t('ticketCreate.fields.service')}
        value={form.values.serviceId}
        options={serviceOptions}
        onChange={(value) => change({ serviceId: value })}
        placeholder={t(projectId === null || serviceTypeId === null ? 'ticketCreate.placeholders.projectAndTypeFirst' : 'ticketCreate.placeholders.service')}
        emptyMessage={t('ticketCreate.empty.services')}
        loading={services.isFetching}
        disabled={projectId === null || serviceTypeId === null}
        loadError={loadError(services)}
        error={errorOf('serviceId')}
      />
      {/* Keyed by client: another client's locations start a fresh search. */}
      <LocationField
        key={clientId ?? 'none'}
        id={ids.location}
        clientId={clientId}
        onChange={(locationId) => change({ locationId })}
        error={errorOf('locationId')}
      />
    </>
  );
}
