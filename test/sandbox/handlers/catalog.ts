import { ROW_VERSION_TABLES } from '../guards/rowVersion';
import { adminCatalogueHandlers, adminCatalogueState } from '../catalog/adminCatalogues';
import { catalogAuditHandlers } from '../catalog/catalogAudit';
import { clientHandlers } from '../catalog/clients';
import { clientManagementHandlers, clientManagementState } from '../clients';
import { escalationCatalogueHandlers, notificationPriorities, notificationTypes } from '../catalog/escalationCatalogues';
import { clientDirectoryHandlers } from '../catalog/clientDirectory';
import { formHandlers, formsState } from '../catalog/forms';
import { frequentFailureHandlers } from '../catalog/frequentFailures';
import { codeCatalogueHandlers, codeCatalogueState } from '../catalog/codeReplace';
import { interventionCodeHandlers, interventionCodes } from '../catalog/interventionCodes';
import { projectHandlers } from '../catalog/projects';
import { reasonHandlers } from '../catalog/reasons';
import { reasonCatalogueState } from '../catalog/reasonState';
import { richCatalogueHandlers } from '../catalog/richCatalogues';
import { richCatalogueState } from '../catalog/richState';
import { recordHandlers } from '../catalog/records';
import { serviceTypeHandlers } from '../catalog/serviceTypes';
import { workFlowCatalogueHandlers } from '../catalog/workFlowCatalogues';
import { towerCatalogueHandlers, towerCatalogueState } from '../catalog/towerCatalogues';
import { statusHandlers } from '../catalog/statuses';
import { warehouseHandlers } from '../catalog/warehouses';
import { seededMax } from '../catalog/common';
import { shipmentCatalogHandlers } from '../inventory/shipmentCatalogs';
import { componentCatalogHandlers } from '../product/catalogs';
import type { SandboxService } from '../runtime';
import { changeCatalogHandlers, changeCatalogState } from '../process/changeCatalogs';
import { solutionTopicHandlers, solutionTopics } from '../process/solutionTopics';
import { hierarchyLevelHandlers, hierarchyLevels } from '../security/hierarchyLevels';
import { workFlowLookupHandlers } from '../workflow/operations';
import { workFlowStageHandlers } from '../workflow/stages';
import { workFlows, workFlowTypes } from '../workflow/state';
import { generatedReportHandlers, generatedReports } from '../reports/generatedReports';

/** The catalog service: admin and rich catalogues, clients and projects, forms, workflow and shipment lookups. */
export const catalogService: SandboxService = {
  handlers: {
    ...statusHandlers,
    ...adminCatalogueHandlers,
    ...workFlowCatalogueHandlers,
    ...towerCatalogueHandlers,
    ...recordHandlers,
    ...serviceTypeHandlers,
    ...frequentFailureHandlers,
    ...projectHandlers,
    ...clientHandlers,
    ...clientDirectoryHandlers,
    ...reasonHandlers,
    ...warehouseHandlers,
    ...formHandlers,
    ...codeCatalogueHandlers,
    ...interventionCodeHandlers,
    ...richCatalogueHandlers,
    ...catalogAuditHandlers,
    ...hierarchyLevelHandlers,
    ...workFlowLookupHandlers,
    ...workFlowStageHandlers,
    ...shipmentCatalogHandlers,
    ...componentCatalogHandlers,
    ...escalationCatalogueHandlers,
    ...changeCatalogHandlers,
    ...solutionTopicHandlers,
    ...generatedReportHandlers,
    ...clientManagementHandlers,
  },
  state: [
    seededMax, formsState, hierarchyLevels, ...adminCatalogueState, ...towerCatalogueState, ...richCatalogueState, ...reasonCatalogueState, ...codeCatalogueState,
    interventionCodes, workFlowTypes, workFlows, ROW_VERSION_TABLES.catalog,
    notificationPriorities, notificationTypes,
    ...changeCatalogState,
    solutionTopics,
    generatedReports,
    ...clientManagementState,
  ],
};
