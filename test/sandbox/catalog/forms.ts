import { LIMITS } from '../../../src/shared/validation/limits';
import { rowVersions } from '../guards/rowVersion';
import type { OperationHandlers } from '../runtime';
import { serviceState } from '../store/serviceState';
import type { SandboxStore } from '../store/types';
import { recordCatalogChange } from './catalogAudit';
import { byId, found, matchesText, newId, paginate } from './common';
import { checkedCustomField, fieldNotFound, type CustomFieldBody, type CustomFieldRefusals } from './fieldLists';

/**
 * Custom forms and their fields (openapi/catalog.yaml, Forms). The contract refuses more than 10 options
 * or a name over 150 characters (400); here the custom form rules of fieldLists.ts, in the form's words.
 */

export interface FormRecord {
  id: number;
  name: string;
}

export interface FieldRecord extends CustomFieldBody {
  id: number;
  formId: number;
}

interface FormsState {
  forms: Map<number, FormRecord>;
  fields: Map<number, FieldRecord>;
}

const TYPE_NAMES = ['SingleLine', 'MultiLine', 'Numeric', 'DateTime', 'SelectionList'] as const;

/** Forms 1 and 2 start with a few fields of each type; form 4 is full (20 fields). */
function seed(): FormsState {
  const forms = new Map<number, FormRecord>(
    ['Tickets de incidente', 'Tickets de servicio', 'Ubicaciones', 'Equipos de red', 'Proyectos'].map((name, i) => [i + 1, { id: i + 1, name }]),
  );
  const fields = new Map<number, FieldRecord>();
  const add = (formId: number, name: string, typeId: number, required: boolean, options: string[] = []) => {
    const id = fields.size + 1;
    fields.set(id, { id, formId, name, typeId, required, options });
  };
  add(1, 'Número de activo', 1, true);
  add(1, 'Observaciones del sitio', 2, false);
  add(1, 'Voltaje medido', 3, false);
  add(1, 'Fecha de instalación', 4, false);
  add(1, 'Tipo de enlace', 5, true, ['Fibra', 'Cobre', 'Satelital']);
  add(2, 'Orden de compra', 1, true);
  add(2, 'Horas estimadas', 3, false);
  for (let i = 1; i <= LIMITS.customForms.maxFields; i++) add(4, `Puerto ${i}`, 1, false);
  return { forms, fields };
}

export const formsState = serviceState('catalog', 'forms', seed);

const formNotFound = (id: number) => `El formulario ${id} no existe`;
const fieldsOf = (state: FormsState, formId: number) => [...state.fields.values()].filter((f) => f.formId === formId).sort(byId);

const REFUSALS: CustomFieldRefusals = {
  full: `El formulario ya tiene ${LIMITS.customForms.maxFields} campos, el máximo permitido`,
  duplicateName: 'Ya existe un campo con ese nombre en el formulario',
};

/** The body's field once it keeps the form's rules (exceptId: the field being updated). */
const checkedField = (state: FormsState, formId: number, body: any, exceptId: number | null): Omit<FieldRecord, 'id'> => ({
  formId,
  ...checkedCustomField(fieldsOf(state, formId), body, exceptId, REFUSALS),
});

/** The audit's name of the catalogue, its resource. */
const AUDIT_NAME = 'FormFields';

/** A field is edited on its own, so each carries its version (openapi/CONVENTIONS.md, "Row versions"). */
const versions = rowVersions('catalog', 'formFields');
const fieldRow = (store: SandboxStore, field: FieldRecord) => versions.stamp(store, field.id, field);

export const formHandlers: OperationHandlers = {
  getCatalogForms: ({ store }) => {
    const state = formsState(store);
    return [...state.forms.values()].sort(byId).map((f) => ({ ...f, fieldCount: fieldsOf(state, f.id).length }));
  },
  getCatalogFormFieldTypes: () => TYPE_NAMES.map((name, i) => ({ id: i + 1, name })),
  getCatalogFormFields: ({ store, params }) => {
    const state = formsState(store);
    found(state.forms.get(params.id), formNotFound(params.id));
    return fieldsOf(state, params.id).map((f) => fieldRow(store, f));
  },
  searchCatalogFormFields: ({ store, body }) => {
    const state = formsState(store);
    found(state.forms.get(body.formId), formNotFound(body.formId));
    const rows = fieldsOf(state, body.formId).filter((f) => matchesText(body.text, f.name));
    const page = paginate(rows, body.pageNumber, body.pageSize, { isExport: body.isExport });
    return { ...page, items: page.items.map((f) => fieldRow(store, f)) };
  },
  addCatalogFormField: ({ store, user, params, body }) => {
    const state = formsState(store);
    found(state.forms.get(params.id), formNotFound(params.id));
    const field = { ...checkedField(state, params.id, body, null), id: newId(store, 'formFields', state.fields) };
    state.fields.set(field.id, field);
    recordCatalogChange(store, user, AUDIT_NAME, field, 'Create');
    return fieldRow(store, field);
  },
  updateCatalogFormField: ({ store, user, body }) => {
    const state = formsState(store);
    const field = found(state.fields.get(body.id), fieldNotFound(body.id));
    return versions.update(store, field.id, body.rowVersion, () => fieldRow(store, field), () => {
      Object.assign(field, checkedField(state, field.formId, body, field.id));
      recordCatalogChange(store, user, AUDIT_NAME, field, 'Update');
      return fieldRow(store, field);
    });
  },
  deleteCatalogFormField: ({ store, user, params }) => {
    const state = formsState(store);
    const field = found(state.fields.get(params.id), fieldNotFound(params.id));
    state.fields.delete(params.id);
    recordCatalogChange(store, user, AUDIT_NAME, field, 'Delete');
    return true;
  },
};
