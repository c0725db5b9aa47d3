import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import {
  useGetCatalogEnabledClientsQuery, useGetCatalogServicesQuery, useGetCatalogTicketStatusesQuery, useGetServiceTicketFlowQuery, useSaveTicketFlowMutation,
} from '../../../api/tags/catalog';
import { useAccessList } from '../../../auth/useAccessList';
import { cataloguePermissions } from '../../../core/routes/catalogueTable';
import type { StageGraph } from '../../../shared/diagram/stageGraph/stageGraphTypes';
import { RequestError } from '../../../shared/ui/RequestError';
import { FlowEditor } from '../FlowEditor';
import { toGraph, toStages } from '../flowGraph';
import { Picker } from '../Picker';

/**
 * IRFlow: the ticket status flow of a client's service (catalog.yaml getServiceTicketFlow, saveTicketFlow): which
 * statuses a ticket of the service goes through, from its initial status to a final one. Its stages are statuses of
 * the catalogue, so they are picked, not named.
 */
export default function TicketFlowPage() {
  const { t } = useTranslation();
  const { can } = useAccessList();
  const [clientId, setClientId] = useState<number | null>(null);
  const [serviceId, setServiceId] = useState<number | null>(null);
  const clients = useGetCatalogEnabledClientsQuery();
  const services = useGetCatalogServicesQuery(clientId ? { clientId } : skipToken);
  const statuses = useGetCatalogTicketStatusesQuery({ onlyEnabled: true });
  const flow = useGetServiceTicketFlowQuery(serviceId ? { id: serviceId } : skipToken);
  const [saveFlow] = useSaveTicketFlowMutation();

  const current = serviceId ? flow.currentData?.data : undefined;
  const choices = (statuses.data?.data ?? []).map((s) => ({ id: String(s.id), name: s.name }));
  const title = t('routes.catalog_IRFlow');

  const chooseClient = (id: number | null) => {
    setClientId(id);
    setServiceId(null);
  };
  const save = (graph: StageGraph) =>
    saveFlow({
      ticketFlowSaveRequest: {
        serviceId: current!.serviceId,
        rowVersion: current!.rowVersion,
        stages: toStages(graph).map((s) => ({ statusId: Number(s.id), initial: s.initial, final: s.final, predecessorIds: s.predecessorIds.map(Number) })),
      },
    }).unwrap();

  return (
    <section className="p-3 flex flex-column gap-3" aria-labelledby="ir-flow-title">
      <h1 id="ir-flow-title" className="text-2xl font-semibold m-0">{title}</h1>
      <p className="m-0 text-700">{t('flows.ticket.intro')}</p>
      <div className="flex flex-wrap gap-3">
        <Picker label={t('flows.client')} value={clientId} options={clients.data?.data ?? []} onChange={chooseClient} placeholder={t('flows.pickClient')} />
        <Picker label={t('flows.ticket.service')} value={serviceId} options={services.currentData?.data ?? []} onChange={setServiceId} placeholder={t('flows.ticket.pickService')} disabled={!clientId} />
      </div>
      <RequestError error={clients.error ?? services.error ?? statuses.error ?? flow.error} onRetry={() => void (serviceId ? flow.refetch() : clients.refetch())} />
      {current && (
        <FlowEditor
          key={`${current.serviceId}:${current.rowVersion}`}
          source={toGraph(current.stages.map((s) => ({ ...s, id: s.statusId, name: s.statusName })))}
          label={t('flows.ticket.label', { name: current.serviceName })}
          choices={choices}
          mayEdit={can([cataloguePermissions('IRFlow').create])}
          onSave={save}
        />
      )}
    </section>
  );
}
