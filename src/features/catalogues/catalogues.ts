import { catalogApi } from '../../api/tags/catalog';
import { filestorageApi } from '../../api/tags/filestorage';
import type { BuiltRoute, ShownBeside } from '../../core/routes/catalogueTable';
import type { CatalogueDescription, CatalogueRow } from '../../shared/catalogue/catalogueTypes';
import { searchInBody, searchInQuery } from '../../shared/catalogue/searchArgs';
import { ALSO_ALLOWED } from '../../shared/validation/characters';
import { LIMITS } from '../../shared/validation/limits';
import { DESCRIPTION, describeCatalogue, ENTRY_BODIES, NAME, NAMED_BODIES } from './catalogueFields';
import { useAreaOptions, useBrandOptions, useStatusCategoryOptions, useTowerTypeOptions, useUserOptions } from './optionSources';
import { REASONS } from './reasonCatalogues';
import { useEnabledClientOptions } from '../../domain/clients/useEnabledClientOptions';

/** A name and a description (catalog.yaml CatalogEntry). */
const ENTRY = { fields: [NAME, DESCRIPTION], bodies: ENTRY_BODIES };
/** A name only (catalog.yaml CatalogNamedEntry). */
const NAMED = { fields: [NAME], bodies: NAMED_BODIES };

/** Product models (route model): the value at most 7 characters, a logo through the file storage. */
const MODEL = {
  ...describeCatalogue('model', {
    fields: [
      { name: 'brandId', kind: 'choice', useOptions: useBrandOptions, shownAs: 'brandName', required: true },
      NAME,
      { name: 'value', kind: 'text', max: LIMITS.catalogues.modelValueMax, required: true, noSpaces: true },
      {
        name: 'logo',
        kind: 'image',
        maxBytes: LIMITS.catalogues.modelLogoMaxBytes,
        extensions: LIMITS.imageExtensions,
        shownAs: 'logoFileName',
        upload: { endpoint: filestorageApi.endpoints.uploadProductModelLogo, arg: (productModelId, file) => ({ productModelLogoUploadRequest: { productModelId, ...file } }) },
        remove: { endpoint: filestorageApi.endpoints.deleteProductModelLogo, arg: (productModelId) => ({ productModelId }) },
      },
    ],
    bodies: { create: 'productModelCreateRequest', update: 'productModelUpdateRequest' },
  }),
  searchArg: searchInQuery,
};

const PROJECT_BODIES = { create: 'projectCreateRequest', update: 'projectUpdateRequest' } as const;

/** Projects (route project): a client's projects, description 5000 and company name 50 (spec 002 section 5). */
const PROJECT = {
  ...describeCatalogue('project', {
    search: catalogApi.endpoints.getCatalogProjects,
    fields: [
      { name: 'clientId', kind: 'choice', useOptions: useEnabledClientOptions, shownAs: 'clientName', required: true },
      NAME,
      { name: 'companyName', kind: 'text', max: LIMITS.catalogues.companyNameMax },
      { name: 'description', kind: 'textarea', max: LIMITS.catalogues.projectDescriptionMax, column: false },
    ],
    bodies: PROJECT_BODIES,
  }),
  searchArg: searchInQuery,
};

/**
 * The catalogues built by the engine, by route path (spec 002 section 2). Which spec name each edits:
 * clasificationTicket the ticket delay classifications, componentCondition the product conditions,
 * ubitacionPriority the location priorities. `priority` edits Priorities (id, name, enabled: the spec's
 * known fields); TicketPriority and AssignmentPriority (derived from urgency x impact) are read-only.
 */
export const CATALOGUES = {
  impact: describeCatalogue('impact', NAMED),
  urgency: describeCatalogue('urgency', NAMED),
  priority: describeCatalogue('priority', {
    fields: [NAME],
    bodies: { create: 'priorityCreateRequest', update: 'priorityUpdateRequest' },
  }),
  serviceClass: describeCatalogue('serviceClass', NAMED),
  category: describeCatalogue('category', ENTRY),
  commentTypes: describeCatalogue('commentTypes', ENTRY),
  clasificationTicket: describeCatalogue('clasificationTicket', ENTRY),
  componentCondition: describeCatalogue('componentCondition', ENTRY),
  ResponsibleType: describeCatalogue('ResponsibleType', ENTRY),
  WarehouseType: describeCatalogue('WarehouseType', ENTRY),
  area: describeCatalogue('area', ENTRY),
  UnitsMeasurement: describeCatalogue('UnitsMeasurement', {
    fields: [{ ...NAME, alsoAllowed: ALSO_ALLOWED.unitOfMeasure }, { name: 'abbreviation', kind: 'text', max: LIMITS.catalogues.abbreviationMax, required: true, noSpaces: true }],
    bodies: { create: 'unitMeasurementCreateRequest', update: 'unitMeasurementUpdateRequest' },
  }),
  // The orientations written in addresses (Norte, Oriente...), each with its abbreviation (Nte., Ote.).
  directions: describeCatalogue('directions', {
    fields: [NAME, { name: 'abbreviation', kind: 'text', max: LIMITS.catalogues.abbreviationMax, required: true, noSpaces: true }],
    bodies: { create: 'directionCreateRequest', update: 'directionUpdateRequest' },
  }),
  // The names a client's service may take: at most 50 characters (spec 002 section 5, LIMITS.clients.serviceNameMax).
  serviceName: describeCatalogue('serviceName', {
    fields: [{ ...NAME, max: LIMITS.clients.serviceNameMax }],
    bodies: { create: 'serviceNameCreateRequest', update: 'serviceNameUpdateRequest' },
  }),
  ubitacionPriority: describeCatalogue('ubitacionPriority', {
    fields: [NAME, { name: 'hexColor', kind: 'color', required: true }],
    bodies: { create: 'locationPriorityCreateRequest', update: 'locationPriorityUpdateRequest' },
  }),
  clientPriority: describeCatalogue('clientPriority', {
    fields: [
      { name: 'clientId', kind: 'choice', useOptions: useEnabledClientOptions, shownAs: 'clientName', required: true },
      NAME,
      { name: 'attentionHours', kind: 'integer', min: LIMITS.catalogues.attentionHoursMin, max: LIMITS.catalogues.attentionHoursMax, required: true },
    ],
    bodies: { create: 'clientPriorityCreateRequest', update: 'clientPriorityUpdateRequest' },
  }),
  currency: {
    ...describeCatalogue('currency', {
      fields: [
        NAME,
        {
          name: 'isoCode', kind: 'text', required: true, min: LIMITS.catalogues.currencyIsoLength, max: LIMITS.catalogues.currencyIsoLength,
          pattern: { regex: /^[A-Za-z]+$/, messageKey: 'catalogues.rules.lettersOnly' },
        },
      ],
      bodies: { create: 'currencyCreateRequest', update: 'currencyUpdateRequest' },
    }),
    searchArg: searchInQuery,
  },
  status: {
    ...describeCatalogue('status', {
      fields: [
        NAME,
        { name: 'hexColor', kind: 'color', chip: true, required: true },
        DESCRIPTION,
        { name: 'statusCategoryId', kind: 'choice', useOptions: useStatusCategoryOptions, shownAs: 'statusCategoryId', column: false },
      ],
      bodies: { create: 'ticketStatusCreateRequest', update: 'ticketStatusUpdateRequest' },
    }),
    searchArg: searchInBody('ticketStatusSearchRequest', { statusCategoryId: null }),
  },
  equipmentType: describeCatalogue('equipmentType', ENTRY),
  towerType: describeCatalogue('towerType', ENTRY),
  // A tower model is of one enabled tower type (TowerModels/ByTowerType/{id} answers a type's enabled ones).
  towerModel: describeCatalogue('towerModel', {
    fields: [{ name: 'towerTypeId', kind: 'choice', useOptions: useTowerTypeOptions, shownAs: 'towerTypeName', required: true }, NAME, DESCRIPTION],
    bodies: { create: 'towerModelCreateRequest', update: 'towerModelUpdateRequest' },
  }),
  // The tenure of the ground a tower stands on (own, leased, shared...).
  towerProperty: describeCatalogue('towerProperty', ENTRY),
  // Ticket criticality levels (route create/criticality), which escalations are set by.
  criticality: describeCatalogue('criticality', ENTRY),
  // Audit types (route audit), which the inventory's audits are planned with.
  audit: describeCatalogue('audit', ENTRY),
  brand: {
    ...describeCatalogue('brand', NAMED),
    children: [
      {
        id: 'models',
        icon: 'pi pi-mobile',
        rows: catalogApi.endpoints.getCatalogBrandProductModels,
        columns: MODEL.fields.filter((f) => f.name === 'name' || f.name === 'value' || f.name === 'logo'),
        add: { catalogue: MODEL, parentField: 'brandId' },
      },
      { id: 'clients', icon: 'pi pi-briefcase', rows: catalogApi.endpoints.getCatalogBrandClients, columns: [{ name: 'number', kind: 'text', max: LIMITS.generalTextMax }, NAME] },
    ],
  },
  model: MODEL,
  project: PROJECT,
  // The projects overview: every client's projects with their services, read only (they are edited in `project`).
  projects: {
    ...describeCatalogue('projects', { search: catalogApi.endpoints.getCatalogProjects, fields: PROJECT.fields, bodies: PROJECT_BODIES }),
    searchArg: searchInQuery,
    readOnly: true,
    children: [
      {
        id: 'services',
        icon: 'pi pi-list',
        rows: catalogApi.endpoints.getCatalogProjectServices,
        columns: [{ name: 'number', kind: 'text', max: LIMITS.generalTextMax }, NAME],
      },
    ],
  },
  // A client's workflow types; the work-order form offers the enabled ones (getCatalogWorkFlowTypesByClient).
  workFlowType: describeCatalogue('workFlowType', {
    fields: [
      { name: 'clientId', kind: 'choice', useOptions: useEnabledClientOptions, shownAs: 'clientName', required: true },
      NAME,
      DESCRIPTION,
    ],
    bodies: { create: 'workFlowTypeCatalogCreateRequest', update: 'workFlowTypeCatalogUpdateRequest' },
  }),
  // Area managers (AreaManager): a named post linking an area and the user who heads it.
  headOfArea: describeCatalogue('headOfArea', {
    fields: [
      NAME,
      { name: 'areaId', kind: 'choice', useOptions: useAreaOptions, shownAs: 'areaName', required: true },
      { name: 'userId', kind: 'choice', useOptions: useUserOptions, shownAs: 'userFullName', required: true },
    ],
    bodies: { create: 'areaManagerCreateRequest', update: 'areaManagerUpdateRequest' },
  }),
  reasons: REASONS,
  // Change management (002 sections 2 and 7): change types (a pre-approved one skips approval), the ChangeStageStatus stages and
  // statuses (the stages' route shows the statuses beside), and the task statuses.
  changeType: describeCatalogue('changeType', {
    fields: [NAME, DESCRIPTION, { name: 'preApproved', kind: 'flag' }],
    bodies: { create: 'changeTypeCreateRequest', update: 'changeTypeUpdateRequest' },
  }),
  changeStage: describeCatalogue('changeStage', ENTRY),
  changeStatus: describeCatalogue('changeStatus', ENTRY),
  taskStatus: describeCatalogue('taskStatus', ENTRY),
} satisfies Partial<Record<BuiltRoute, CatalogueDescription<CatalogueRow>>>;

/** The routes described here (the code and service catalogues are described beside). */
export type BuiltCatalogue = keyof typeof CATALOGUES;
export const BUILT_CATALOGUES: readonly BuiltCatalogue[] = Object.keys(CATALOGUES).filter((key): key is BuiltCatalogue => key in CATALOGUES);

/** Catalogues shown beside a route's own (their own permissions; spec 002 section 8: users without the repair-type one are told so). */
export const RELATED_CATALOGUES = {
  reparationType: { ...describeCatalogue('reparationType', ENTRY), titleKey: 'catalogues.families.reparationType' },
} satisfies Record<ShownBeside<'equipmentType'>, CatalogueDescription<CatalogueRow>>;
