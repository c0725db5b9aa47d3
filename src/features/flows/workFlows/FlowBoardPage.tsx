import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import {
  useGetCatalogEnabledClientsQuery, useGetCatalogWorkFlowsQuery, useGetCatalogWorkFlowTypesByClientQuery, useGetWorkFlowStagesQuery,
} from '../../../api/tags/catalog';
import { useAccessList } from '../../../auth/useAccessList';
import { cataloguePermissions } from '../../../core/routes/catalogueTable';
import { RequestError } from '../../../shared/ui/RequestError';
import { Picker } from '../Picker';
import { NewWorkFlow } from './NewWorkFlow';
import { WorkFlowStagesEditor } from './WorkFlowStagesEditor';

/**
 * flowBoard: the enabling-service flows of a client's workflow type (WorkFlow) and their stages (WorkFlowStages).
 * Says so when the client has no workflow types, the type no flows, or a flow no stages (spec 002 section 8).
 */
export default function FlowBoardPage() {
  const { t } = useTranslation();
  const { can } = useAccessList();
  const [clientId, setClientId] = useState<number | null>(null);
  const [typeId, setTypeId] = useState<number | null>(null);
  const [flowId, setFlowId] = useState<number | null>(null);
  const clients = useGetCatalogEnabledClientsQuery();
  const types = useGetCatalogWorkFlowTypesByClientQuery(clientId ? { clientId } : skipToken);
  const flows = useGetCatalogWorkFlowsQuery(clientId && typeId ? { clientId, workFlowTypeId: typeId } : skipToken);
  const stages = useGetWorkFlowStagesQuery(flowId ? { workFlowId: flowId } : skipToken);

  const typeRows = types.currentData?.data;
  const flowRows = flows.currentData?.data;
  const flow = flowId ? stages.currentData?.data : undefined;
  const mayEdit = can([cataloguePermissions('flowBoard').create]);
  const title = t('routes.catalog_flowBoard');

  const chooseClient = (id: number | null) => {
    setClientId(id);
    setTypeId(null);
    setFlowId(null);
  };
  const chooseType = (id: number | null) => {
    setTypeId(id);
    setFlowId(null);
  };

  return (
    <section className="p-3 flex flex-column gap-3" aria-labelledby="flow-board-title">
      <h1 id="flow-board-title" className="text-2xl font-semibold m-0">{title}</h1>
      <p className="m-0 text-700">{t('flows.board.intro')}</p>
      <div className="flex flex-wrap gap-3">
        <Picker label={t('flows.client')} value={clientId} options={clients.data?.data ?? []} onChange={chooseClient} placeholder={t('flows.pickClient')} />
        <Picker label={t('flows.board.type')} value={typeId} options={typeRows ?? []} onChange={chooseType} placeholder={t('flows.board.pickType')} disabled={!typeRows?.length} />
        <Picker label={t('flows.board.flow')} value={flowId} options={flowRows ?? []} onChange={setFlowId} placeholder={t('flows.board.pickFlow')} disabled={!flowRows?.length} />
      </div>
      <RequestError error={clients.error ?? types.error ?? flows.error ?? stages.error} onRetry={() => void clients.refetch()} />
      {typeRows?.length === 0 && <p role="status" className="m-0">{t('flows.board.noTypes')}</p>}
      {flowRows?.length === 0 && <p role="status" className="m-0">{t('flows.board.noFlows')}</p>}
      {clientId && typeId && mayEdit && <NewWorkFlow clientId={clientId} workFlowTypeId={typeId} onCreated={setFlowId} />}
      {flow && <WorkFlowStagesEditor key={`${flow.workFlowId}:${flow.rowVersion}`} flow={flow} mayEdit={mayEdit} />}
    </section>
  );
}
