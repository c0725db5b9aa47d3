import { LIMITS } from '../../../src/shared/validation/limits';
import { fold, found, newId } from '../catalog/common';
import { rowVersions } from '../guards/rowVersion';
import { chainOf, checkStageFlow, type FlowStageRecord } from '../guards/stageFlow';
import { SandboxError, type OperationHandlers } from '../runtime';
import type { SandboxStore } from '../store/types';
import type { WorkFlowRecord } from './records';
import { workFlows, workFlowTypes } from './state';

const versions = rowVersions('catalog', 'workFlows');
const flowOf = (store: SandboxStore, id: number) => found(workFlows(store).get(id), `El flujo ${id} no existe`);

/** A flow's stages with their flags; seeded ones carry none and run as a chain in their order. */
function stagesOf(flow: WorkFlowRecord): FlowStageRecord[] {
  if (flow.stages.some((s) => s.predecessorIds !== undefined)) {
    return flow.stages.map((s) => ({ id: s.stageId, name: s.stageName, initial: s.initial ?? false, final: s.final ?? false, predecessorIds: [...(s.predecessorIds ?? [])] }));
  }
  return chainOf(flow.stages.map((s) => ({ id: s.stageId, name: s.stageName })));
}

const toStages = (store: SandboxStore, flow: WorkFlowRecord) =>
  versions.stamp(store, flow.id, {
    workFlowId: flow.id, name: flow.name, workFlowKey: flow.workFlowKey, workFlowTypeId: flow.workFlowTypeId, clientId: flow.clientId,
    stages: stagesOf(flow).map(({ id, name, initial, final, predecessorIds }) => ({ id, name, initial, final, predecessorIds })),
  });

/** The flow's name is unique within its type (case and accent blind): 409 otherwise. */
function checkName(store: SandboxStore, typeId: number, name: string, except: number | null): void {
  const clash = [...workFlows(store).values()].some((f) => f.workFlowTypeId === typeId && f.id !== except && fold(f.name) === fold(name));
  if (clash) throw new SandboxError(409, `Ya existe un flujo llamado «${name.trim()}» en este tipo`, 'name');
}

interface SaveBody {
  workFlowId: number;
  name: string;
  rowVersion: number;
  stages: { ref: string; name: string; initial: boolean; final: boolean; predecessorRefs: string[] }[];
}

/** Kept stages keep their id (a ref that is one of the flow's ids); the others are numbered after every stage of every flow. */
function numbered(store: SandboxStore, flow: WorkFlowRecord, body: SaveBody): FlowStageRecord[] {
  const kept = new Set(flow.stages.map((s) => String(s.stageId)));
  const all = new Map([...workFlows(store).values()].flatMap((f) => f.stages.map((s): [number, true] => [s.stageId, true])));
  const ids = new Map<string, number>();
  for (const s of body.stages) {
    if (ids.has(s.ref)) throw new SandboxError(400, `La etapa ${s.ref} aparece dos veces`, 'stages');
    const id = kept.has(s.ref) ? Number(s.ref) : newId(store, 'workFlowStages', all);
    all.set(id, true);
    ids.set(s.ref, id);
  }
  return body.stages.map((s) => ({
    id: ids.get(s.ref)!, name: s.name.trim(), initial: s.initial, final: s.final,
    predecessorIds: s.predecessorRefs.map((r) => {
      const id = ids.get(r);
      if (id === undefined) throw new SandboxError(400, `La predecesora ${r} de «${s.name}» no es una etapa del flujo`, 'stages');
      return id;
    }),
  }));
}

/** flowBoard's operations: enabling-service flows (WorkFlow) and their stages (WorkFlowStages). */
export const workFlowStageHandlers: OperationHandlers = {
  getWorkFlowStages: ({ store, params }) => toStages(store, flowOf(store, params.workFlowId)),
  createWorkFlow: ({ store, body }) => {
    const type = found(workFlowTypes(store).get(body.workFlowTypeId), `El tipo de flujo ${body.workFlowTypeId} no existe`);
    if (type.clientId !== body.clientId) throw new SandboxError(400, `El tipo de flujo ${type.name} no es del cliente ${body.clientId}`, 'workFlowTypeId');
    checkName(store, type.id, body.name, null);
    const id = newId(store, 'workFlows', workFlows(store));
    const flow: WorkFlowRecord = {
      id, name: body.name.trim(), workFlowKey: `FT-${String(id).padStart(3, '0')}`, workFlowTypeId: type.id, clientId: type.clientId, stages: [], steps: [],
    };
    workFlows(store).set(id, flow);
    return toStages(store, flow);
  },
  saveWorkFlowStages: ({ store, body }) => {
    const save = body as SaveBody;
    const flow = flowOf(store, save.workFlowId);
    return versions.update(store, flow.id, save.rowVersion, () => toStages(store, flow), () => {
      checkName(store, flow.workFlowTypeId, save.name, flow.id);
      const stages = numbered(store, flow, save);
      checkStageFlow(stages, LIMITS.flows.stageNameMax);
      flow.name = save.name.trim();
      flow.stages = stages.map((s) => ({ stageId: s.id, stageName: s.name, initial: s.initial, final: s.final, predecessorIds: s.predecessorIds }));
      return toStages(store, flow);
    });
  },
};
