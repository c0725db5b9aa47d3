import { SandboxError, type OperationHandlers } from '../runtime';
import { rowVersions } from '../guards/rowVersion';
import type { SandboxStore, ServiceRecord } from '../store/types';
import { EXPORT_LIMIT, fold, found, matchesEnabled, matchesText, newId, paginate } from '../catalog/common';
import { interventionCodes } from '../catalog/interventionCodes';
import { clientNotFound } from './clientHandlers';
import { OPERATION_TYPE_IDS, REMOTE_SERVICE_TYPE, defaultSettings, serviceSettings, type ScheduleDay, type ServiceSettingsRecord } from './serviceState';

const versions = rowVersions('catalog', 'services');
const byName = (a: ServiceRecord, b: ServiceRecord) => a.name.localeCompare(b.name, 'es');
const serviceNotFound = (id: number) => `El servicio ${id} no existe`;
const WEEKDAY_NAMES = ['', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];

/** A service's settings; one made elsewhere (another module's seed) starts from the defaults. */
export function settingsOf(store: SandboxStore, service: ServiceRecord): ServiceSettingsRecord {
  const map = serviceSettings(store);
  let settings = map.get(service.id);
  if (!settings) map.set(service.id, (settings = defaultSettings(service)));
  return settings;
}

function toService(store: SandboxStore, s: ServiceRecord) {
  const { description, priceType, cost, attentionTime, expirationTime, timeLimitHours, remoteWork } = settingsOf(store, s);
  return versions.stamp(store, s.id, {
    id: s.id, clientId: s.clientId, projectId: s.projectId, projectName: store.projects.get(s.projectId)?.name ?? null,
    serviceTypeId: s.serviceTypeId, serviceTypeName: store.serviceTypes.get(s.serviceTypeId)?.name ?? null, number: s.number, name: s.name,
    description, priceType, cost, attentionTime, expirationTime, timeLimitHours, remoteWork, enabled: s.enabled,
  });
}

function toConfiguration(store: SandboxStore, s: ServiceRecord) {
  const c = settingsOf(store, s);
  return {
    serviceId: s.id, schedule: { ...c.schedule, days: c.schedule.days.map((d) => ({ ...d })) }, evidenceMinimum: c.evidenceMinimum,
    maxIncidentsPerLocation: c.maxIncidentsPerLocation, automaticClose: c.automaticClose, operationTypeId: c.operationTypeId,
    supplyIds: [...c.supplyIds], interventionCodeIds: [...c.interventionCodeIds], requirement: { ...c.requirement },
  };
}

const serviceOf = (store: SandboxStore, id: number) => found(store.services.get(id), serviceNotFound(id));

interface SaveBody {
  id: number | null;
  clientId: number;
  projectId: number;
  serviceTypeId: number;
  number: string;
  name: string;
  description: string;
  priceType: ServiceSettingsRecord['priceType'];
  cost: number;
  attentionTime: number;
  expirationTime: number;
  timeLimitHours: number;
  remoteWork: boolean;
  enabled: boolean;
  rowVersion: number | null;
}

/** The client, its project and the service type exist; the name is unique within the client (case and accent blind). */
function checkSave(store: SandboxStore, body: SaveBody): void {
  found(store.clients.get(body.clientId), clientNotFound(body.clientId));
  const project = store.projects.get(body.projectId);
  if (!project || project.clientId !== body.clientId) throw new SandboxError(400, `El proyecto ${body.projectId} no es del cliente ${body.clientId}`, 'projectId');
  if (!store.serviceTypes.has(body.serviceTypeId)) throw new SandboxError(400, `El tipo de servicio ${body.serviceTypeId} no existe`, 'serviceTypeId');
  const clash = [...store.services.values()].some((s) => s.clientId === body.clientId && s.id !== body.id && fold(s.name) === fold(body.name));
  if (clash) throw new SandboxError(409, 'Ya existe un servicio con ese nombre para el cliente', 'name');
}

function writeSave(store: SandboxStore, service: ServiceRecord, body: SaveBody): void {
  Object.assign(service, { clientId: body.clientId, projectId: body.projectId, serviceTypeId: body.serviceTypeId, number: body.number, name: body.name, enabled: body.enabled });
  Object.assign(settingsOf(store, service), {
    description: body.description, priceType: body.priceType, cost: body.cost, attentionTime: body.attentionTime, expirationTime: body.expirationTime,
    timeLimitHours: body.timeLimitHours, remoteWork: body.remoteWork || body.serviceTypeId === REMOTE_SERVICE_TYPE,
  });
}

/** 24x7 takes no weekdays; otherwise each weekday once, each starting before it ends (400 naming the field). */
export function checkSchedule(schedule: { allDay: boolean; days: ScheduleDay[] }): void {
  if (schedule.allDay) {
    if (schedule.days.length) throw new SandboxError(400, 'Un horario 24x7 no lleva días de la semana', 'days');
    return;
  }
  if (!schedule.days.length) throw new SandboxError(400, 'Indique al menos un día de atención o elija 24x7', 'days');
  const seen = new Set<number>();
  schedule.days.forEach((day, i) => {
    if (seen.has(day.weekday)) throw new SandboxError(400, `El ${WEEKDAY_NAMES[day.weekday]} aparece más de una vez`, `days[${i}].weekday`);
    seen.add(day.weekday);
    if (day.start >= day.end) throw new SandboxError(400, `La hora de inicio del ${WEEKDAY_NAMES[day.weekday]} debe ser anterior a la de fin`, `days[${i}].end`);
  });
}

/** Runs a Configure* post on its service and answers the configuration as it is now. */
const configure =
  (apply: (store: SandboxStore, settings: ServiceSettingsRecord, body: any) => void) =>
  ({ store, body }: { store: SandboxStore; body: any }) => {
    const service = serviceOf(store, body.serviceId);
    apply(store, settingsOf(store, service), body);
    return toConfiguration(store, service);
  };

/** A replaced list (CONVENTIONS.md "Replaced lists"): refused with the ids assigned now when the form read another set. */
function replaceIds(current: number[], body: { ids: number[]; readIds: number[] }): number[] {
  const same = current.length === new Set(body.readIds).size && body.readIds.every((id) => current.includes(id));
  if (!same) throw new SandboxError(409, 'Otra persona cambió esta lista mientras usted la editaba; revise la selección y vuelva a guardar', 'readIds', [...current]);
  return [...body.ids];
}

/** A client's services and their configuration (catalog.yaml Services, Configure* posts). */
export const clientServiceHandlers: OperationHandlers = {
  getCatalogServices: ({ store, query }) =>
    [...store.services.values()].filter((s) => !query.clientId || s.clientId === query.clientId).sort(byName).map((s) => toService(store, s)),

  getCatalogServiceById: ({ store, params }) => {
    const service = serviceOf(store, params.id);
    return { service: toService(store, service), configuration: toConfiguration(store, service) };
  },

  getCatalogServiceTypeServices: ({ store, params, query }) => {
    found(store.serviceTypes.get(params.id), `El tipo de servicio ${params.id} no existe`);
    return [...store.services.values()]
      .filter((s) => s.serviceTypeId === params.id && (!query.clientId || s.clientId === query.clientId))
      .sort(byName)
      .map((s) => toService(store, s));
  },

  searchCatalogServices: ({ store, body }) => {
    const rows = [...store.services.values()]
      .filter((s) => (!body.clientId || s.clientId === body.clientId) && (!body.serviceTypeId || s.serviceTypeId === body.serviceTypeId))
      .filter((s) => matchesEnabled(body.enabled, s.enabled) && matchesText(body.text, s.number, s.name, settingsOf(store, s).description))
      .sort(byName)
      .map((s) => toService(store, s));
    return paginate(rows, body.pageNumber, Math.min(body.pageSize, EXPORT_LIMIT), { isExport: body.isExport });
  },

  saveCatalogService: ({ store, body }) => {
    const sent = body as SaveBody;
    if (sent.id === null) {
      checkSave(store, sent);
      const service: ServiceRecord = {
        id: newId(store, 'services', store.services), name: sent.name, number: sent.number, serviceTypeId: sent.serviceTypeId,
        serviceClassId: 5, clientId: sent.clientId, projectId: sent.projectId, enabled: sent.enabled,
      };
      store.services.set(service.id, service);
      writeSave(store, service, sent);
      return toService(store, service);
    }
    const service = serviceOf(store, sent.id);
    return versions.update(store, service.id, sent.rowVersion, () => toService(store, service), () => {
      checkSave(store, sent);
      writeSave(store, service, sent);
      return toService(store, service);
    });
  },

  configureCatalogServiceSchedule: configure((_store, settings, body) => {
    checkSchedule(body);
    settings.schedule = { allDay: body.allDay, calendarDays: body.calendarDays, days: [...body.days].sort((a: ScheduleDay, b: ScheduleDay) => a.weekday - b.weekday) };
  }),
  configureCatalogServiceEvidence: configure((_store, settings, body) => {
    settings.evidenceMinimum = body.evidenceMinimum;
  }),
  configureCatalogServiceMaximumIncidents: configure((_store, settings, body) => {
    if (body.unlimited !== (body.maximum === null)) {
      throw new SandboxError(400, 'Indique un máximo de 1 a 99 incidencias por ubicación, o elija ilimitado (sin máximo)', 'maximum');
    }
    settings.maxIncidentsPerLocation = body.maximum;
  }),
  configureCatalogServiceAutomaticClose: configure((_store, settings, body) => {
    settings.automaticClose = body.enabled;
  }),
  configureCatalogServiceOperationType: configure((_store, settings, body) => {
    if (body.operationTypeId !== null && !OPERATION_TYPE_IDS.includes(body.operationTypeId)) {
      throw new SandboxError(400, `El tipo de operación ${body.operationTypeId} no existe`, 'operationTypeId');
    }
    settings.operationTypeId = body.operationTypeId;
  }),
  configureCatalogServiceSupplies: configure((_store, settings, body) => {
    settings.supplyIds = replaceIds(settings.supplyIds, body);
  }),
  configureCatalogServiceInterventionCodes: configure((store, settings, body) => {
    const codes = interventionCodes(store);
    const unknown = (body.ids as number[]).findIndex((id) => !codes.has(id));
    if (unknown >= 0) throw new SandboxError(400, `El código de intervención ${body.ids[unknown]} no existe`, `ids[${unknown}]`);
    settings.interventionCodeIds = replaceIds(settings.interventionCodeIds, body);
  }),
  configureCatalogServiceRequirement: configure((_store, settings, body) => {
    settings.requirement = { documentRequired: body.documentRequired, commentRequired: body.commentRequired };
  }),
};
