import { adminCatalogueHandlers } from '../catalog/adminCatalogues';
import { catalogAuditHandlers } from '../catalog/catalogAudit';
import { clientHandlers } from '../catalog/clients';
import { formHandlers } from '../catalog/forms';
import { frequentFailureHandlers } from '../catalog/frequentFailures';
import { codeCatalogueHandlers } from '../catalog/codeReplace';
import { interventionCodeHandlers } from '../catalog/interventionCodes';
import { projectHandlers } from '../catalog/projects';
import { reasonHandlers } from '../catalog/reasons';
import { productModelLogoHandlers } from '../catalog/productModelLogos';
import { richCatalogueHandlers } from '../catalog/richCatalogues';
import { recordHandlers } from '../catalog/records';
import { serviceTypeHandlers } from '../catalog/serviceTypes';
import { workFlowCatalogueHandlers } from '../catalog/workFlowCatalogues';
import { statusHandlers } from '../catalog/statuses';
import { warehouseHandlers } from '../catalog/warehouses';
import type { OperationHandlers } from '../runtime';
import { hierarchyLevelHandlers } from '../security/hierarchyLevels';

/** Catalog service handlers, by operationId. */
export const catalogHandlers: OperationHandlers = {
  ...statusHandlers,
  ...adminCatalogueHandlers,
  ...workFlowCatalogueHandlers,
  ...recordHandlers,
  ...serviceTypeHandlers,
  ...frequentFailureHandlers,
  ...projectHandlers,
  ...clientHandlers,
  ...reasonHandlers,
  ...warehouseHandlers,
  ...formHandlers,
  ...codeCatalogueHandlers,
  ...interventionCodeHandlers,
  ...richCatalogueHandlers,
  // The file storage's logo operations change a catalogue row, so they live with it.
  ...productModelLogoHandlers,
  ...catalogAuditHandlers,
  ...hierarchyLevelHandlers,
};
