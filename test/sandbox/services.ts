import { SERVICE_NAMES, type ServiceName } from '../../src/core/config/runtimeConfig';
import { catalogService } from './handlers/catalog';
import { filestorageService } from './handlers/filestorage';
import { insightService } from './handlers/insight';
import { geographyService } from './handlers/geography';
import { inventoryService } from './handlers/inventory';
import { messageService } from './handlers/message';
import { processService } from './handlers/process';
import { productService } from './handlers/product';
import { securityService } from './handlers/security';
import { ticketService } from './handlers/ticket';
import type { OperationHandlers, SandboxService } from './runtime';

/**
 * Every stand-in backend, under the app's name for it (runtimeConfig.ts SERVICE_NAMES, which also gives
 * the paths the sandbox answers): a service of the app without one here does not compile.
 */
export const SANDBOX_SERVICES: Record<ServiceName, SandboxService> = {
  security: securityService,
  ticket: ticketService,
  catalog: catalogService,
  message: messageService,
  filestorage: filestorageService,
  inventory: inventoryService,
  product: productService,
  insight: insightService,
  geography: geographyService,
  process: processService,
};

/** Every operation the sandbox implements, by operationId. */
export const operationHandlers: OperationHandlers = Object.assign({}, ...SERVICE_NAMES.map((name) => SANDBOX_SERVICES[name].handlers));
