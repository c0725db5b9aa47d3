import { byId, found, paginate } from '../catalog/common';
import { DOWNLOAD_PATH, add, checkedAttachment, filesOf } from '../filestorage/state';
import type { OperationHandlers } from '../runtime';
import { utc } from '../store/random';
import type { SandboxStore, StoredFileRecord } from '../store/types';
import { ganttOf } from './gantt';
import { assertNotCancelled, cancelOrder, createOrder, toOrder, visibleOrder } from './orders';
import { ORDER_STATE_NAMES, type WorkFlowOrderCommentRecord } from './records';
import { searchOrders } from './search';
import { workFlowOrderComments, workFlows, workFlowTypes } from './state';

const toComment = (store: SandboxStore, c: WorkFlowOrderCommentRecord) => ({
  id: c.id, comment: c.comment, createdUserFullName: store.users.get(c.createdUserId)?.fullName ?? '', createdDateTime: c.createdDateTime,
});

const toOrderFile = (store: SandboxStore, f: StoredFileRecord) => ({
  id: f.id, workFlowOrderId: f.workFlowOrderId!, fileName: f.fileName, description: f.description, contentType: f.contentType, size: f.size,
  blobStorageUrlPath: `${DOWNLOAD_PATH}${f.id}`, createdUserFullName: store.users.get(f.createdUserId)?.fullName ?? null,
  createdDateTime: f.createdDateTime, isImage: f.contentType.startsWith('image/'),
});

/** The catalog service's workflow lookups, by operationId. */
export const workFlowLookupHandlers: OperationHandlers = {
  getCatalogWorkFlowTypesByClient: ({ store, params }) => {
    found(store.clients.get(params.clientId), `El cliente ${params.clientId} no existe`);
    return [...workFlowTypes(store).values()].filter((t) => t.clientId === params.clientId && t.enabled).sort(byId).map(({ id, name, description }) => ({ id, name, description }));
  },
  getCatalogWorkFlows: ({ store, query }) =>
    [...workFlows(store).values()]
      .filter((f) => f.clientId === query.clientId && f.workFlowTypeId === query.workFlowTypeId)
      .sort(byId)
      .map((f) => ({ id: f.id, name: f.name, workFlowKey: f.workFlowKey, workFlowTypeId: f.workFlowTypeId, clientId: f.clientId, stageCount: f.stages.length, stepCount: f.steps.length })),
  getCatalogWorkFlowOrderStates: () => ([1, 2, 3] as const).map((id) => ({ id, name: ORDER_STATE_NAMES[id] })),
};

/** The ticket service's work orders, by operationId. */
export const workOrderHandlers: OperationHandlers = {
  searchWorkFlowOrders: ({ store, user, body }) => searchOrders(store, user!, body),
  createWorkFlowOrder: ({ store, user, body }) => toOrder(store, createOrder(store, user!, body)),
  getWorkFlowOrderById: ({ store, user, params }) => toOrder(store, visibleOrder(store, user!, params.workFlowOrderId)),
  cancelWorkFlowOrder: ({ store, user, params, body }) => toOrder(store, cancelOrder(store, user!, visibleOrder(store, user!, params.workFlowOrderId), body.reason)),
  getWorkFlowOrderComments: ({ store, user, params }) => {
    const order = visibleOrder(store, user!, params.workFlowOrderId);
    return workFlowOrderComments(store)
      .filter((c) => c.workFlowOrderId === order.id)
      .sort((a, b) => b.createdDateTime.localeCompare(a.createdDateTime) || b.id - a.id)
      .map((c) => toComment(store, c));
  },
  addWorkFlowOrderComment: ({ store, user, params, body }) => {
    const order = visibleOrder(store, user!, params.workFlowOrderId);
    assertNotCancelled(order, 'comentarios');
    const record = { id: store.nextId('workFlowOrderComments'), workFlowOrderId: order.id, comment: body.comment, createdUserId: user!.userId, createdDateTime: utc(store.now) };
    workFlowOrderComments(store).push(record);
    return toComment(store, record);
  },
  getWorkFlowGantt: ({ store, user, query }) => ganttOf(store, user!, query.workFlowOrderId, query.workFlowId),
};

/** The file storage's work-order files, by operationId. */
export const workOrderFileHandlers: OperationHandlers = {
  getFilesByWorkFlowOrder: ({ store, user, body }) => {
    const order = visibleOrder(store, user!, body.workFlowOrderId);
    const rows = [...filesOf(store).values()]
      .filter((f) => f.workFlowOrderId === order.id)
      .sort((a, b) => b.createdDateTime.localeCompare(a.createdDateTime) || b.id - a.id)
      .map((f) => toOrderFile(store, f));
    return paginate(rows, body.pageNumber, body.pageSize, { firstPage: 0 });
  },
  uploadWorkFlowOrderFile: ({ store, user, body }) => {
    const order = visibleOrder(store, user!, body.workFlowOrderId);
    assertNotCancelled(order, 'archivos');
    const { contentType, content } = checkedAttachment(body);
    filesOf(store);
    const file = add(store, {
      ticketId: null, workFlowOrderId: order.id, fileName: body.fileName, description: body.description, contentType, content,
      createdUserId: user!.userId, createdDateTime: utc(store.now),
    });
    return toOrderFile(store, file);
  },
};
