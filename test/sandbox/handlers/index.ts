import type { OperationHandlers } from '../runtime';
import { catalogHandlers } from './catalog';
import { filestorageHandlers } from './filestorage';
import { messageHandlers } from './message';
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
  ...workflowHandlers,
};
