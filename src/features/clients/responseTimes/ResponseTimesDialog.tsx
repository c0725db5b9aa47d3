import { useMemo } from 'react';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { catalogApi, type ClientServiceRead as Service, type ServiceResponseTimeRead as ResponseTime } from '../../../api/tags/catalog';
import { useAccessList } from '../../../auth/useAccessList';
import { useResourceActions } from '../../../shared/resource/useResourceActions';
import { DetailTable, type DetailColumn } from '../../../shared/ui/DetailTable';
import { ModalDialog } from '../../../shared/ui/dialogs/ModalDialog';
import { priorityNameOf, responseTimeActions } from './responseTimeActions';

const NONE: readonly ResponseTime[] = [];

/** A service's response times per priority of its client (ServiceResponseTimes), which take the place of its own SLA for that priority. */
export function ResponseTimesDialog({ service, onHide }: { service: Service; onHide: () => void }) {
  const { t } = useTranslation();
  const { can } = useAccessList();
  const read = catalogApi.endpoints.getCatalogServiceResponseTimes.useQuery({ serviceId: service.id });
  const rows = read.data?.data ?? NONE;
  const taken = useMemo(() => rows.map((r) => r.clientPriorityId), [rows]);
  const { rowActions, pageActions } = useMemo(() => responseTimeActions(service, taken), [service, taken]);
  const actions = useResourceActions<ResponseTime>({ rowActions, pageActions, rowName: priorityNameOf, can });

  const title = t('clients.responseTimes.title', { name: service.name });
  const hours = (count: number) => t('clients.services.hours', { count });
  const columns: DetailColumn<ResponseTime>[] = [
    { header: t('clients.responseTimes.fields.clientPriorityId'), cell: priorityNameOf },
    { header: t('clients.services.fields.attentionTime'), cell: (r) => hours(r.attentionTime) },
    { header: t('clients.services.fields.expirationTime'), cell: (r) => hours(r.expirationTime) },
    ...(actions.column ? [{ header: actions.column.header, cell: actions.column.body }] : []),
  ];
  return (
    <ModalDialog header={title} onHide={onHide} width="44rem">
      <p className="mt-0 text-700">{t('clients.responseTimes.intro', { attention: hours(service.attentionTime), expiration: hours(service.expirationTime) })}</p>
      {actions.create && <Button type="button" icon="pi pi-plus" label={actions.create.label} onClick={actions.create.onClick} />}
      <DetailTable<ResponseTime> title={title} read={{ rows: read.data?.data, isLoading: read.isLoading, error: read.error, refetch: read.refetch }}
        columns={columns} rowKey={(r) => r.id} empty={t('clients.responseTimes.empty')} />
      {actions.dialog}
    </ModalDialog>
  );
}
