import { Tag } from 'primereact/tag';
import type { WorkFlowOrderStateId } from '../../../api/tags/ticket';
import { ORDER_STATE } from './workOrderRules';

const SEVERITY = { [ORDER_STATE.process]: 'info', [ORDER_STATE.closed]: 'success', [ORDER_STATE.canceled]: 'danger' } as const;

/** A work order's state name, coloured by state (the catalogue carries no colours for them). */
export function WorkOrderStateTag({ stateId, name }: { stateId: WorkFlowOrderStateId; name: string }) {
  return <Tag value={name} severity={SEVERITY[stateId]} />;
}
