import { LIMITS } from '../../../src/shared/validation/limits';
import { flowStatusIds } from '../catalog/flows';
import { found } from '../catalog/common';
import { rowVersions } from '../guards/rowVersion';
import { chainOf, checkStageFlow, type FlowStageRecord } from '../guards/stageFlow';
import { SandboxError, type OperationHandlers } from '../runtime';
import { serviceState } from '../store/serviceState';
import type { SandboxStore } from '../store/types';

/** The ticket flows saved per service (IRFlow); a service never saved runs its type's flow for its client (catalog/flows.ts). */
export const ticketFlows = serviceState('catalog', 'ticketFlows', () => new Map<number, FlowStageRecord[]>());

const versions = rowVersions('catalog', 'ticketFlows');
const serviceOf = (store: SandboxStore, id: number) => found(store.services.get(id), `El servicio ${id} no existe`);

function stagesOf(store: SandboxStore, serviceId: number): FlowStageRecord[] {
  const service = serviceOf(store, serviceId);
  const saved = ticketFlows(store).get(serviceId);
  if (saved) return saved;
  const statuses = flowStatusIds(store, service.serviceTypeId, service.clientId).map((id) => store.statuses.get(id)).filter((s) => s !== undefined);
  return chainOf(statuses.map((s) => ({ id: s.id, name: s.name })));
}

function toFlow(store: SandboxStore, serviceId: number) {
  const service = serviceOf(store, serviceId);
  const stages = stagesOf(store, serviceId).map((s) => ({ statusId: s.id, statusName: s.name, initial: s.initial, final: s.final, predecessorIds: [...s.predecessorIds] }));
  return versions.stamp(store, serviceId, { serviceId, serviceName: service.name, clientId: service.clientId, stages });
}

interface SaveBody {
  serviceId: number;
  rowVersion: number;
  stages: { statusId: number; initial: boolean; final: boolean; predecessorIds: number[] }[];
}

/** Each stage a status of the catalogue, and the whole graph by the stage rules (400 naming the stage). */
function checked(store: SandboxStore, body: SaveBody): FlowStageRecord[] {
  const stages = body.stages.map((s) => {
    const status = store.statuses.get(s.statusId);
    if (!status) throw new SandboxError(400, `El estatus ${s.statusId} no existe`, 'stages');
    return { id: s.statusId, name: status.name, initial: s.initial, final: s.final, predecessorIds: [...s.predecessorIds] };
  });
  checkStageFlow(stages, LIMITS.flows.stageNameMax);
  return stages;
}

/** IRFlow's operations: a service's ticket status flow, read and replaced whole. */
export const ticketFlowHandlers: OperationHandlers = {
  getServiceTicketFlow: ({ store, params }) => toFlow(store, params.id),
  saveTicketFlow: ({ store, body }) => {
    const save = body as SaveBody;
    serviceOf(store, save.serviceId);
    return versions.update(store, save.serviceId, save.rowVersion, () => toFlow(store, save.serviceId), () => {
      ticketFlows(store).set(save.serviceId, checked(store, save));
      return toFlow(store, save.serviceId);
    });
  },
};
