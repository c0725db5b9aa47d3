import type { WorkFlowOrderSearchFilter, WorkFlowOrderStateId } from '../../../../api/tags/ticket';
import { toUtcWire } from '../../../../shared/format/dateTime';
import { EMPTY_RANGE, endOfDay, startOfDay, type DateRange } from '../../../../shared/ui/DateRangePicker';

/** What the operator filters by; applied on "search", not while typing. */
export interface WorkOrderFilterValues {
  text: string;
  clientId: number | null;
  workFlowTypeId: number | null;
  stateId: WorkFlowOrderStateId | null;
  created: DateRange;
}

export const EMPTY_FILTER: WorkOrderFilterValues = { text: '', clientId: null, workFlowTypeId: null, stateId: null, created: EMPTY_RANGE };

/** The search request's filter part (whole local days, sent as UTC); the page is added by the grid. */
export function toSearchFilter(values: WorkOrderFilterValues): Omit<WorkFlowOrderSearchFilter, 'pageNumber' | 'pageSize'> {
  const { start, end } = values.created;
  return {
    text: values.text.trim() || null,
    clientId: values.clientId,
    workFlowTypeId: values.workFlowTypeId,
    stateId: values.stateId,
    createdFromUTC: start ? toUtcWire(startOfDay(start)) : null,
    createdToUTC: end ? toUtcWire(endOfDay(end)) : null,
  };
}
