import { projectHandlers } from '../catalog/projects';
import { recordHandlers } from '../catalog/records';
import { serviceTypeHandlers } from '../catalog/serviceTypes';
import { statusHandlers } from '../catalog/statuses';
import type { OperationHandlers } from '../runtime';

/** Catalog service handlers, by operationId. */
export const catalogHandlers: OperationHandlers = {
  ...statusHandlers,
  ...recordHandlers,
  ...serviceTypeHandlers,
  ...projectHandlers,
};
