import { notificationHandlers } from '../message/notifications';
import { publicHandlers } from '../message/public';
import type { OperationHandlers } from '../runtime';

/** Message service handlers, by operationId. */
export const messageHandlers: OperationHandlers = {
  ...notificationHandlers,
  ...publicHandlers,
};
