import { catalogueOperations } from '../../../src/core/routes/catalogueTable';
import { crudCatalogue, usedMessage, type SpanishNoun } from '../catalog/crudCatalogue';
import type { OperationHandlers } from '../runtime';
import { serviceState } from '../store/serviceState';
import type { DescribedRecord, SandboxStore } from '../store/types';
import { processState } from './state';

interface ChangeTypeRecord extends DescribedRecord {
  preApproved: boolean;
}

const entries = (rows: [string, string | null, boolean][]) =>
  new Map(rows.map(([name, description, enabled], i): [number, DescribedRecord] => [i + 1, { id: i + 1, name, description, enabled }]));

/** Change types (some pre-approved: their changes skip approval); route changeTypes. */
export const changeTypes = serviceState('catalog', 'changeTypes', () => new Map<number, ChangeTypeRecord>(
  ([
    ['Estándar', 'Cambio rutinario de bajo riesgo con procedimiento aprobado', true, true],
    ['Normal', 'Cambio que requiere la aprobación del comité', false, true],
    ['Emergencia', 'Cambio urgente para restablecer el servicio', false, true],
    ['Mantenimiento preventivo', 'Mantenimiento programado del equipo', true, true],
    ['Mayor', 'Cambio de alto impacto en la operación del cliente', false, true],
    ['Temporal', 'Cambio con reversión programada', false, false],
  ] as const).map(([name, description, preApproved, enabled], i) => [i + 1, { id: i + 1, name, description, preApproved, enabled }]),
));
export const taskStatuses = serviceState('catalog', 'taskStatuses', () =>
  entries([['Pendiente', null, true], ['En curso', null, true], ['Completada', null, true], ['Cancelada', null, true], ['En espera', null, false]]));
const taskTypes = serviceState('catalog', 'taskTypes', () =>
  entries([['Respaldo', null, true], ['Instalación', null, true], ['Configuración', null, true], ['Pruebas', null, true], ['Reversión', null, true]]));
/** ChangeStageStatus (002 section 7): the stages a change goes through and the statuses named in them (routes admin/stagesAndStatuses, statesOfChange). */
export const changeStages = serviceState('catalog', 'changeStages', () => entries([
  ['Planeación', 'El cambio se redacta y se prepara para su aprobación', true], ['Aprobación', 'Los aprobadores y el comité deciden', true],
  ['Implementación', 'El cambio se programa y se ejecuta en sus tareas', true], ['Cierre', 'El cambio termina, cerrado o cancelado', true],
]));
export const changeStatuses = serviceState('catalog', 'changeStatuses', () => entries([
  ['Borrador', null, true], ['Por enviar', null, true], ['Pendiente de aprobación', null, true], ['Aprobado', null, true], ['Rechazado', null, true],
  ['Programado', null, true], ['En curso', null, true], ['Cerrado', null, true], ['Cancelado', null, true],
]));

/** The catalogues change management reads (002 section 7), each kept by the catalogue service. */
export const changeCatalogs = (store: SandboxStore) => ({
  changeTypes: changeTypes(store), taskStatuses: taskStatuses(store), taskTypes: taskTypes(store),
});
export const changeCatalogState = [changeTypes, taskStatuses, taskTypes, changeStages, changeStatuses];

const CHANGE_TYPE: SpanishNoun = { singular: 'tipo de cambio', gender: 'm' };
const TASK_STATUS: SpanishNoun = { singular: 'estatus de tarea', gender: 'm' };
const described = {
  toRecord: (body: any): Omit<DescribedRecord, 'id'> => ({ name: body.name, description: body.description, enabled: body.enabled }),
  toRow: (r: DescribedRecord) => ({ id: r.id, name: r.name, description: r.description, enabled: r.enabled }),
  searchFields: (r: DescribedRecord) => [r.description],
};

export const changeCatalogHandlers: OperationHandlers = {
  ...crudCatalogue({
    collection: changeTypes, operations: catalogueOperations('changeType'), noun: CHANGE_TYPE,
    toRecord: (body) => ({ name: body.name, description: body.description, preApproved: body.preApproved, enabled: body.enabled }),
    toRow: (r) => ({ id: r.id, name: r.name, description: r.description, preApproved: r.preApproved, enabled: r.enabled }),
    searchFields: (r) => [r.description],
    inUse: (record, store) => {
      const count = [...processState(store).changes.values()].filter((c) => c.changeTypeId === record.id).length;
      return count ? usedMessage(CHANGE_TYPE, record.name, count, 'cambios') : null;
    },
  }),
  ...crudCatalogue({
    collection: taskStatuses, operations: catalogueOperations('taskStatus'), noun: TASK_STATUS, ...described,
    inUse: (record, store) => {
      const count = [...processState(store).tasks.values()].filter((t) => t.taskStatusId === record.id).length;
      return count ? usedMessage(TASK_STATUS, record.name, count, 'tareas') : null;
    },
  }),
  ...crudCatalogue({ collection: changeStages, operations: catalogueOperations('changeStage'), noun: { singular: 'etapa de cambio', gender: 'f' }, ...described }),
  ...crudCatalogue({ collection: changeStatuses, operations: catalogueOperations('changeStatus'), noun: { singular: 'estatus de cambio', gender: 'm' }, ...described }),
  getCatalogTaskTypes: ({ store, query }) =>
    [...taskTypes(store).values()].filter((r) => query.onlyEnabled !== true || r.enabled).map((r) => ({ ...described.toRow(r), rowVersion: 1 })),
  /** The client services a change may be planned for: the enabled services of the store. */
  getCatalogChangeServices: ({ store }) =>
    [...store.services.values()].filter((s) => s.enabled).map((s) => ({ id: s.id, name: s.name.slice(0, 150), description: null, enabled: true, rowVersion: 1 })),
};
