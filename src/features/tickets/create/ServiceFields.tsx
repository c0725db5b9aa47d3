import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import {
  useGetCatalogEnabledClientsQuery,
  useGetCatalogProjectServicesQuery,
  useGetCatalogProjectsQuery,
  useGetCatalogServiceTypesQuery,
} from '../../../api/tags/catalog';
import { ChoiceInput } from '../../../shared/forms/fields';
import type { CreateTicketValues } from './createTicketSchema';
import { LocationInput } from '../../../domain/locations/LocationInput';
import { LAUNCH_SERVICE_TYPE, type TicketKind } from './ticketKind';

/** A client has a handful of projects; one page holds them all. */
const PROJECTS_PAGE_SIZE = 500;

/**
 * Where the ticket belongs: client, project, service type (incident or requirement types, by the
 * route), service and location. Each pick clears the picks that depend on it, so a ticket never
 * mixes one client's project with another's service.
 */
export function ServiceFields({ kind }: { kind: TicketKind }) {
  const { t } = useTranslation();
  const form = useFormikContext<CreateTicketValues>();
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

  // What a pick leaves behind: the picks that depended on the old value.
  const reset = (changes: Partial<CreateTicketValues>) => Object.entries(changes).forEach(([field, value]) => void form.setFieldValue(field, value));

  return (
    <>
      <ChoiceInput
        name="clientId"
        label={t('ticketCreate.fields.client')}
        source={{ options: clientOptions, loading: clients.isLoading, error: clients.error }}
        required
        placeholder={t('ticketCreate.placeholders.client')}
        emptyMessage={t('ticketCreate.empty.clients')}
        onPicked={() => reset({ projectId: null, serviceTypeId: null, serviceId: null, locationId: null })}
      />
      <ChoiceInput
        name="projectId"
        label={t('ticketCreate.fields.project')}
        source={{ options: projectOptions, loading: projects.isFetching, error: projects.error }}
        required
        placeholder={t(clientId === null ? 'ticketCreate.placeholders.clientFirst' : 'ticketCreate.placeholders.project')}
        emptyMessage={t('ticketCreate.empty.projects')}
        disabled={clientId === null}
        onPicked={() => reset({ serviceId: null })}
      />
      <ChoiceInput
        name="serviceTypeId"
        label={t('ticketCreate.fields.serviceType')}
        source={{ options: typeOptions, loading: types.isFetching, error: types.error }}
        required
        placeholder={t(clientId === null ? 'ticketCreate.placeholders.clientFirst' : 'ticketCreate.placeholders.serviceType')}
        emptyMessage={t(`ticketCreate.empty.serviceTypes.${kind}`)}
        disabled={clientId === null}
        onPicked={(value) => reset({ serviceId: null, remote: value === LAUNCH_SERVICE_TYPE || form.values.remote })}
      />
      <ChoiceInput
        name="serviceId"
        label={t('ticketCreate.fields.service')}
        source={{ options: serviceOptions, loading: services.isFetching, error: services.error }}
        required
        placeholder={t(projectId === null || serviceTypeId === null ? 'ticketCreate.placeholders.projectAndTypeFirst' : 'ticketCreate.placeholders.service')}
        emptyMessage={t('ticketCreate.empty.services')}
        disabled={projectId === null || serviceTypeId === null}
      />
      <LocationInput name="locationId" label={t('ticketCreate.fields.location')} clientId={clientId} required />
    </>
  );
}
