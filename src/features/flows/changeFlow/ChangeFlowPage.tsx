import { useTranslation } from 'react-i18next';
import { useGetCatalogChangeStagesQuery } from '../../../api/tags/catalog';
import { useGetChangeFlowQuery, useSaveChangeFlowMutation } from '../../../api/tags/process';
import { useAccessList } from '../../../auth/useAccessList';
import type { StageGraph } from '../../../shared/diagram/stageGraph/stageGraphTypes';
import { RequestError } from '../../../shared/ui/RequestError';
import { FlowEditor } from '../FlowEditor';
import { toGraph, toStages } from '../flowGraph';

/**
 * admin/flowOfChanges: the change flow (process.yaml getChangeFlow, saveChangeFlow), the catalogue's change stages
 * and which may follow which. A change's own stage still follows its state by the life cycle's table.
 */
export default function ChangeFlowPage() {
  const { t } = useTranslation();
  const { can } = useAccessList();
  const flow = useGetChangeFlowQuery();
  const stages = useGetCatalogChangeStagesQuery({ onlyEnabled: true });
  const [saveFlow] = useSaveChangeFlowMutation();

  const current = flow.data?.data;
  const choices = (stages.data?.data ?? []).map((s) => ({ id: String(s.id), name: s.name }));
  const title = t('routes.changeFlows');

  const save = (graph: StageGraph) =>
    saveFlow({
      changeFlowSaveRequest: {
        rowVersion: current!.rowVersion,
        stages: toStages(graph).map((s) => ({ stageId: Number(s.id), initial: s.initial, final: s.final, predecessorIds: s.predecessorIds.map(Number) })),
      },
    }).unwrap();

  return (
    <section className="p-3 flex flex-column gap-3" aria-labelledby="change-flow-title">
      <h1 id="change-flow-title" className="text-2xl font-semibold m-0">{title}</h1>
      <p className="m-0 text-700">{t('flows.change.intro')}</p>
      <RequestError error={flow.error ?? stages.error} onRetry={() => void flow.refetch()} />
      {current && (
        <FlowEditor
          key={current.rowVersion}
          source={toGraph(current.stages.map((s) => ({ ...s, id: s.stageId, name: s.stageName })))}
          label={title}
          choices={choices}
          mayEdit={can(['ChangeFlowManagement'])}
          onSave={save}
        />
      )}
    </section>
  );
}
