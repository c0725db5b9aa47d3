import type { CatalogueDescription, CatalogueRow } from '../../shared/catalogue/catalogueTypes';
import { LIMITS } from '../../shared/validation/limits';
import type { BuiltCatalogue } from './builtCatalogues';
import { DESCRIPTION, describeCatalogue, NAME } from './catalogueFields';
import { useEnabledClientOptions } from './useEnabledClientOptions';

const entry = (singular: Parameters<typeof describeCatalogue>[1]['singular'], plural: Parameters<typeof describeCatalogue>[1]['plural']) =>
  ({ singular, plural, fields: [NAME, DESCRIPTION], bodies: 'entry' }) as const;

/**
 * The catalogues built by the engine, by route path (spec 002 section 2). Which spec name each edits:
 * clasificationTicket the ticket delay classifications, componentCondition the product conditions,
 * ubitacionPriority the location priorities. `priority` edits Priorities (id, name, enabled: the spec's
 * known fields); TicketPriority and AssignmentPriority (derived from urgency x impact) are read-only.
 */
export const CATALOGUES = {
  impact: describeCatalogue('impact', { singular: 'Impact', plural: 'Impacts', fields: [NAME], bodies: 'named' }),
  urgency: describeCatalogue('urgency', { singular: 'Urgency', plural: 'Urgencies', fields: [NAME], bodies: 'named' }),
  priority: describeCatalogue('priority', {
    singular: 'Priority',
    plural: 'Priorities',
    fields: [NAME],
    bodies: { create: 'priorityCreateRequest', update: 'priorityUpdateRequest' },
  }),
  serviceClass: describeCatalogue('serviceClass', { singular: 'ServiceClass', plural: 'ServiceClasses', fields: [NAME], bodies: 'named' }),
  category: describeCatalogue('category', entry('Category', 'Categories')),
  commentTypes: describeCatalogue('commentTypes', entry('TicketCommentType', 'TicketCommentTypes')),
  clasificationTicket: describeCatalogue('clasificationTicket', entry('TicketDelayClassification', 'TicketDelayClassifications')),
  componentCondition: describeCatalogue('componentCondition', entry('ProductCondition', 'ProductConditions')),
  ResponsibleType: describeCatalogue('ResponsibleType', entry('ResponsibleType', 'ResponsibleTypes')),
  WarehouseType: describeCatalogue('WarehouseType', entry('WarehouseType', 'WarehouseTypes')),
  area: describeCatalogue('area', entry('Area', 'Areas')),
  UnitsMeasurement: describeCatalogue('UnitsMeasurement', {
    singular: 'UnitMeasurement',
    plural: 'UnitMeasurements',
    fields: [NAME, { name: 'abbreviation', kind: 'text', max: LIMITS.catalogues.abbreviationMax, required: true, noSpaces: true }],
    bodies: { create: 'unitMeasurementCreateRequest', update: 'unitMeasurementUpdateRequest' },
  }),
  ubitacionPriority: describeCatalogue('ubitacionPriority', {
    singular: 'LocationPriority',
    plural: 'LocationPriorities',
    fields: [NAME, { name: 'hexColor', kind: 'color', required: true }],
    bodies: { create: 'locationPriorityCreateRequest', update: 'locationPriorityUpdateRequest' },
  }),
  clientPriority: describeCatalogue('clientPriority', {
    singular: 'ClientPriority',
    plural: 'ClientPriorities',
    fields: [
      { name: 'clientId', kind: 'choice', useOptions: useEnabledClientOptions, shownAs: 'clientName', required: true },
      NAME,
      { name: 'attentionHours', kind: 'integer', min: LIMITS.catalogues.attentionHoursMin, max: LIMITS.catalogues.attentionHoursMax, required: true },
    ],
    bodies: { create: 'clientPriorityCreateRequest', update: 'clientPriorityUpdateRequest' },
  }),
} satisfies Record<BuiltCatalogue, CatalogueDescription<CatalogueRow>>;
