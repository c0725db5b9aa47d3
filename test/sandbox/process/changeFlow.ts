import { LIMITS } from '../../../src/shared/validation/limits';
import { rowVersions } from '../guards/rowVersion';
import { chainOf, checkStageFlow, type FlowStageRecord } from '../guards/stageFlow';
import { SandboxError, type OperationHandlers } from '../runtime';
import { serviceState } from '../store/serviceState';
import type { SandboxStore } from '../store/types';
import { changeStages } from './changeCatalogs';

/**
 * The change flow (route admin/flowOfChanges): the catalogue's change stages and which may follow which. Seeded as
 * the enabled stages in order, each after the one before, and Approval back to Planning (a rejected change is amended).
 * A change's stage follows its state by the life cycle's table (src/domain/changes/lifecycle.ts), not this flow.
 */
export const changeFlow = serviceState('process', 'changeFlow', (store): { stages: FlowStageRecord[] } => {
  const stages = chainOf([...changeStages(store).values()].filter((s) => s.enabled).map((s) => ({ id: s.id, name: s.name })));
  const [planning, approval] = stages;
  if (planning && approval && !approval.final) planning.predecessorIds.push(approval.id);
  return { stages };
});

const versions = rowVersions('process', 'changeFlow');
const FLOW_ID = 1;

/** The stages with their catalogue names as they are now (a renamed stage shows its new name). */
const toFlow = (store: SandboxStore) =>
  versions.stamp(store, FLOW_ID, {
    stages: changeFlow(store).stages.map((s) => ({
      stageId: s.id, stageName: changeStages(store).get(s.id)?.name ?? s.name, initial: s.initial, final: s.final, predecessorIds: [...s.predecessorIds],
    })),
  });

interface SaveBody {
  rowVersion: number;
  stages: { stageId: number; initial: boolean; final: boolean; predecessorIds: number[] }[];
}

export const changeFlowHandlers: OperationHandlers = {
  getChangeFlow: ({ store }) => toFlow(store),
  saveChangeFlow: ({ store, body }) => {
    const save = body as SaveBody;
    return versions.update(store, FLOW_ID, save.rowVersion, () => toFlow(store), () => {
      const stages = save.stages.map((s): FlowStageRecord => {
        const stage = changeStages(store).get(s.stageId);
        if (!stage?.enabled) throw new SandboxError(400, `La etapa de cambio ${s.stageId} no existe o está deshabilitada`, 'stages');
        return { id: s.stageId, name: stage.name, initial: s.initial, final: s.final, predecessorIds: [...s.predecessorIds] };
      });
      checkStageFlow(stages, LIMITS.flows.stageNameMax);
      changeFlow(store).stages = stages;
      return toFlow(store);
    });
  },
};
