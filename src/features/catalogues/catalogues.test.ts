import { loadContracts } from '../../../test/sandbox/contract/loadContracts';
import { createStore } from '../../../test/sandbox/store/createStore';
import { catalogueBody, catalogueInitialValues, catalogueSchema } from '../../shared/catalogue/catalogueSchema';
import type { CatalogueRow } from '../../shared/catalogue/catalogueTypes';
import { BUILT_CATALOGUES, CATALOGUES } from './catalogues';
import { REASON_FAMILIES } from './reasonCatalogues';
import { towerTypes } from '../../../test/sandbox/catalog/towerTypes';
import { towerModels, towerProperties } from '../../../test/sandbox/catalog/towerCatalogues';
import { directions } from '../../../test/sandbox/catalog/directions';
import { auditTypes } from '../../../test/sandbox/catalog/auditTypes';
import { criticalities } from '../../../test/sandbox/catalog/criticalities';
import { reasons } from '../../../test/sandbox/catalog/reasonState';
import { areaManagers, brands, currencies, equipmentTypes, productModels } from '../../../test/sandbox/catalog/richState';
import { workFlowTypes } from '../../../test/sandbox/workflow/state';
import { serviceNames } from '../../../test/sandbox/catalog/serviceNames';
import { changeStages, changeStatuses, changeTypes, taskStatuses } from '../../../test/sandbox/process/changeCatalogs';

const store = createStore();
const SEEDED: Record<(typeof BUILT_CATALOGUES)[number], Map<number, CatalogueRow>> = {
  impact: store.impacts, urgency: store.urgencies, priority: store.priorities, serviceClass: store.serviceClasses, category: store.categories,
  commentTypes: store.commentTypes, clasificationTicket: store.delayClassifications, componentCondition: store.productConditions,
  ResponsibleType: store.responsibleTypes, WarehouseType: store.warehouseTypes, area: store.areas, UnitsMeasurement: store.unitMeasurements,
  ubitacionPriority: store.locationPriorities, clientPriority: store.clientPriorities, currency: currencies(store), status: store.statuses,
  equipmentType: equipmentTypes(store), brand: brands(store), model: productModels(store), project: store.projects, projects: store.projects,
  workFlowType: workFlowTypes(store), headOfArea: areaManagers(store), reasons: reasons(store), towerType: towerTypes(store), criticality: criticalities(store),
  changeType: changeTypes(store), changeStage: changeStages(store), changeStatus: changeStatuses(store), taskStatus: taskStatuses(store),
  towerModel: towerModels(store), towerProperty: towerProperties(store), directions: directions(store),
  audit: auditTypes(store),
  serviceName: serviceNames(store),
};

describe('catalogue descriptions', () => {
  it.each(BUILT_CATALOGUES)('%s: every seeded entry can be saved unchanged through its form', async (route) => {
    const { fields } = CATALOGUES[route];
    const schema = catalogueSchema(fields);
    for (const row of SEEDED[route].values()) {
      const values = catalogueInitialValues(fields, row);
      await expect(schema.validate(values)).resolves.toBeDefined();
      expect(catalogueBody(fields, values, row.id)).toMatchObject({ id: row.id, name: row.name, enabled: row.enabled });
    }
  });

  it('ask for one search and one create permission named after the route', () => {
    expect(CATALOGUES.clasificationTicket.permissions).toEqual({ search: 'CatalogClasificationTicketSearch', create: 'CatalogClasificationTicketCreate' });
    expect(CATALOGUES.UnitsMeasurement.permissions.create).toBe('CatalogUnitsMeasurementCreate');
    expect(CATALOGUES.headOfArea.permissions).toEqual({ search: 'CatalogHeadOfAreaSearch', create: 'CatalogHeadOfAreaCreate' });
  });

  it('status: its actions ask for the permission the status operations name (CatalogTicketStatusCreate), not the route\'s CatalogStatusCreate', () => {
    const createStatus = loadContracts().operations.find((o) => o.operationId === 'createCatalogTicketStatus')!;
    expect(CATALOGUES.status.permissions.create).toBe('CatalogTicketStatusCreate');
    expect(createStatus.permissions).toEqual([CATALOGUES.status.permissions.create]);
  });

  it('change catalogues: their family\'s one permission (002 section 6) opens and edits them', () => {
    expect(CATALOGUES.changeType.permissions).toEqual({ search: 'ChangeTypeManagement', create: 'ChangeTypeManagement' });
    expect(CATALOGUES.changeStage.permissions.create).toBe('ChangeStageManagement');
    expect(CATALOGUES.changeStatus.permissions.create).toBe('ChangeStageStatusManagement');
    expect(CATALOGUES.taskStatus.permissions).toEqual({ search: 'CatalogTaskStatusSearch', create: 'CatalogTaskStatusCreate' });
  });

  it('reasons: the route\'s permissions, and each family\'s own', () => {
    expect(CATALOGUES.reasons.permissions).toEqual({ search: 'CatalogReasonsSearch', create: 'CatalogReasonsCreate' });
    expect(REASON_FAMILIES.pendingSerieReason.permissions).toEqual({ search: 'CatalogPendingSerieReasonSearch', create: 'CatalogPendingSerieReasonCreate' });
  });
});
