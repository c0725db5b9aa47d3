import { adminCatalogueHandlers } from '../catalog/adminCatalogues';
import { clientHandlers } from '../catalog/clients';
import { projectHandlers } from '../catalog/projects';
import { reasonHandlers } from '../catalog/reasons';
import { recordHandlers } from '../catalog/records';
import { serviceTypeHandlers } from '../catalog/serviceTypes';
import { statusHandlers } from '../catalog/statuses';
import { warehouseHandlers } from '../catalog/warehouses';
import type { OperationHandlers } from '../runtime';

/** Catalog service handlers, by operationId. */
export const catalogHandlers: OperationHandlers = {
  ...statusHandlers,
  ...adminCatalogueHandlers,
  ...recordHandlers,
  ...serviceTypeHandlers,
  ...projectHandlers,
  ...clientHandlers,
  ...reasonHandlers,
  ...warehouseHandlers,
};
