import type { WorkFlowOrderSearchFilter } from '../../../src/api/tags/ticket';
import { matchesText, paginate } from '../catalog/common';
import type { SandboxStore, UserRecord } from '../store/types';
import { canSeeOrder, flowOf, toRow } from './orders';
import { workFlowOrders } from './state';

/** Orders the caller may see, filtered, newest first, one page (from 1). */
export function searchOrders(store: SandboxStore, user: UserRecord, filter: WorkFlowOrderSearchFilter) {
  const rows = [...workFlowOrders(store).values()]
    .filter((o) => canSeeOrder(user, o))
    .filter((o) => filter.clientId == null || o.clientId === filter.clientId)
    .filter((o) => filter.workFlowTypeId == null || flowOf(store, o).workFlowTypeId === filter.workFlowTypeId)
    .filter((o) => filter.stateId == null || o.stateId === filter.stateId)
    .filter((o) => !filter.createdFromUTC || o.createdDateUTC >= filter.createdFromUTC.slice(0, 19))
    .filter((o) => !filter.createdToUTC || o.createdDateUTC <= filter.createdToUTC.slice(0, 19))
    .filter((o) => matchesText(filter.text, o.workFlowOrderKey, flowOf(store, o).name, store.locations.get(o.locationId)?.name))
    .sort((a, b) => b.createdDateUTC.localeCompare(a.createdDateUTC) || b.id - a.id)
    .map((o) => toRow(store, o));
  return paginate(rows, filter.pageNumber, filter.pageSize);
}
