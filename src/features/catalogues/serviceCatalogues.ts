import { catalogApi } from '../../api/tags/catalog';
import type { BuiltRoute } from '../../core/routes/catalogueTable';
import { bodyOperation, type CatalogueDescription, type CatalogueFieldList, type CatalogueRow, type MutationEndpoint } from '../../shared/catalogue/catalogueTypes';
import { searchInBody } from '../../shared/catalogue/searchArgs';
import { LIMITS } from '../../shared/validation/limits';
import { useEnabledClientOptions } from '../../domain/clients/useEnabledClientOptions';
import { describeCatalogue, DESCRIPTION, NAME } from './catalogueFields';
import { useServiceTypeOptions } from './optionSources';

const { endpoints } = catalogApi;

/** Field edits of both lists: a field's update and delete bodies are the same shapes (catalog.yaml CustomFieldUpdateRequest, FieldDeleteRequest). */
const fieldList = <Update extends { customFieldUpdateRequest: unknown }, Remove extends { fieldDeleteRequest: unknown }>(
  id: string, rows: CatalogueFieldList['rows'], create: CatalogueFieldList['create'], update: MutationEndpoint<Update>, remove: MutationEndpoint<Remove>,
): CatalogueFieldList => ({
  id, icon: 'pi pi-list-check', rows, create, update: bodyOperation(update, 'customFieldUpdateRequest'), remove: bodyOperation(remove, 'fieldDeleteRequest'),
});

// Survey templates live in the survey service, which has no contract here yet: the link takes the template's number.
const SURVEY_ID_MAX = 2_147_483_647;

/**
 * The catalogues of service types and their failures (spec 002 sections 2, 3 and 7). frecuentlyFailure:
 * the failures a ticket of a service type may declare, each with an opening template (a text area, as
 * the ticket's description it starts) and its own fields (FrequentFailureFields). serviceType: incident
 * or requirement, a closing template and closing fields (ServiceTypeClosingFields), and the satisfaction
 * survey linked through PUT {id}/Survey/{surveyId}; the types still available to a client are looked up
 * from its header. Both field lists keep the custom form rules and are tried with the one dynamic renderer.
 */
export const SERVICE_CATALOGUES = {
  frecuentlyFailure: {
    ...describeCatalogue('frecuentlyFailure', {
      fields: [
        { name: 'serviceTypeId', kind: 'choice', useOptions: useServiceTypeOptions, shownAs: 'serviceTypeName', required: true },
        NAME,
        { name: 'openingTemplate', kind: 'textarea', max: LIMITS.textAreaMax, column: false },
      ],
      bodies: { create: 'frequentFailureCreateRequest', update: 'frequentFailureUpdateRequest' },
    }),
    searchArg: searchInBody('frequentFailureSearchRequest', { serviceTypeId: null }),
    fieldLists: [
      fieldList(
        'frequentFailureFields',
        endpoints.getCatalogFrequentFailureFields,
        { ...bodyOperation(endpoints.createCatalogFrequentFailureField, 'frequentFailureFieldCreateRequest'), parentField: 'frequentFailureId' },
        endpoints.updateCatalogFrequentFailureField,
        endpoints.deleteCatalogFrequentFailureField,
      ),
    ],
  },
  serviceType: {
    ...describeCatalogue('serviceType', {
      fields: [NAME, DESCRIPTION, { name: 'isIncident', kind: 'flag' }, { name: 'closingTemplate', kind: 'textarea', max: LIMITS.textAreaMax, column: false }],
      bodies: { create: 'serviceTypeCreateRequest', update: 'serviceTypeUpdateRequest' },
    }),
    searchArg: searchInBody('serviceTypeSearchRequest', { isIncident: null }),
    // The survey is linked through its own operation; an edit sends it back unchanged, and a new type has none.
    keep: ['surveyId'],
    createDefaults: { surveyId: null },
    fieldLists: [
      fieldList(
        'closingFields',
        endpoints.getCatalogServiceTypeClosingFields,
        { ...bodyOperation(endpoints.createCatalogServiceTypeClosingField, 'serviceTypeClosingFieldCreateRequest'), parentField: 'serviceTypeId' },
        endpoints.updateCatalogServiceTypeClosingField,
        endpoints.deleteCatalogServiceTypeClosingField,
      ),
    ],
    // GetAvailableTypes/{id} takes a client (catalog.yaml): the enabled types it has no service of yet.
    lookups: [
      { id: 'availableTypes', icon: 'pi pi-filter', by: { name: 'clientId', useOptions: useEnabledClientOptions }, rows: endpoints.getCatalogAvailableServiceTypes, columns: [NAME, DESCRIPTION] },
    ],
    rowForms: [
      {
        id: 'survey',
        icon: 'pi pi-star',
        fields: [{ name: 'surveyId', kind: 'integer', min: 1, max: SURVEY_ID_MAX, required: true }],
        endpoint: endpoints.assignCatalogServiceTypeSurvey,
        arg: (row, values) => ({ id: row.id, surveyId: values.surveyId }),
      },
    ],
  },
} satisfies Partial<Record<BuiltRoute, CatalogueDescription<CatalogueRow>>>;
