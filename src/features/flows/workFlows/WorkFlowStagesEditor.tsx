import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveWorkFlowStagesMutation, type WorkFlowStagesRead } from '../../../api/tags/catalog';
import type { StageGraph } from '../../../shared/diagram/stageGraph/stageGraphTypes';
import { FlowEditor } from '../FlowEditor';
import { toGraph, toStages } from '../flowGraph';
import { FlowNameField, flowNameError } from './FlowNameField';

interface Props {
  flow: WorkFlowStagesRead;
  mayEdit: boolean;
}

/** One enabling-service flow: its name and its stages, saved together (catalog.yaml saveWorkFlowStages). */
export function WorkFlowStagesEditor({ flow, mayEdit }: Props) {
  const { t } = useTranslation();
  const [saveStages] = useSaveWorkFlowStagesMutation();
  const [name, setName] = useState(flow.name);

  const save = (graph: StageGraph) =>
    saveStages({
      workFlowStagesSaveRequest: {
        workFlowId: flow.workFlowId,
        name: name.trim(),
        rowVersion: flow.rowVersion,
        stages: toStages(graph).map((s) => ({ ref: s.id, name: s.name.trim(), initial: s.initial, final: s.final, predecessorRefs: s.predecessorIds })),
      },
    }).unwrap();

  return (
    <>
      {flow.stages.length === 0 && <p role="status" className="m-0 text-orange-800">{t('flows.board.noStages')}</p>}
      <FlowEditor
        source={toGraph(flow.stages)}
        label={t('flows.board.label', { name: flow.name })}
        mayEdit={mayEdit}
        header={<FlowNameField label={t('flows.board.flowName')} value={name} onChange={setName} showError disabled={!mayEdit} />}
        blocked={flowNameError(t, name) !== null}
        onSave={save}
      />
    </>
  );
}
