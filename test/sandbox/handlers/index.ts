import type { OperationHandlers } from '../runtime';
import { catalogHandlers } from './catalog';
import { filestorageHandlers } from './filestorage';
import { inventoryHandlers } from '../inventory';
import { messageHandlers } from './message';
import { productHandlers } from '../product';
import { securityHandlers } from './security';
import { ticketHandlers } from './ticket';
import { workflowHandlers } from './workflow';

/** Every operation the sandbox implements, by operationId. */
export const operationHandlers: OperationHandlers = {
  ...securityHandlers,
  ...ticketHandlers,
  ...catalogHandlers,
  ...messageHandlers,
  ...filestorageHandlers,
  ...inventoryHandlers,
  ...productHandlers,
  ...workflowHandlers,
};
