import { flowStatusIds } from '../catalog/flows';
import type { SandboxStore } from '../store/types';
import type { WorkFlowRecord, WorkFlowStep } from './records';

/** Why a step's service cannot run (for the user), or null when it can. */
export function misconfigurationOf(store: SandboxStore, flow: WorkFlowRecord, step: WorkFlowStep): string | null {
  const service = store.services.get(step.serviceId);
  if (!service) return `El servicio ${step.serviceId} del paso ${step.stepId} no existe`;
  if (!service.enabled) return `El servicio ${service.name} del paso ${step.stepId} está deshabilitado`;
  if (flowStatusIds(store, service.serviceTypeId, flow.clientId).length === 0) {
    return `El servicio ${service.name} del paso ${step.stepId} no tiene un flujo de estatus configurado`;
  }
  return null;
}
