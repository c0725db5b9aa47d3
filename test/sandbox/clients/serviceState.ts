import { serviceState } from '../store/serviceState';
import type { ServiceRecord } from '../store/types';

export type PriceType = 'Fixed' | 'Hourly' | 'PerEvent';

export interface ScheduleDay {
  weekday: number;
  start: string;
  end: string;
}

/** What a service carries beside the shared record (store.services): its commercial terms, SLA and configuration. */
export interface ServiceSettingsRecord {
  description: string;
  priceType: PriceType;
  cost: number;
  /** SLA hours: to attend, and to expire. */
  attentionTime: number;
  expirationTime: number;
  timeLimitHours: number;
  remoteWork: boolean;
  schedule: { allDay: boolean; calendarDays: boolean; days: ScheduleDay[] };
  evidenceMinimum: number;
  /** Null: unlimited. */
  maxIncidentsPerLocation: number | null;
  automaticClose: boolean;
  operationTypeId: number | null;
  supplyIds: number[];
  interventionCodeIds: number[];
  requirement: { documentRequired: boolean; commentRequired: boolean };
}

export interface ServiceResponseTimeRecord {
  id: number;
  serviceId: number;
  clientPriorityId: number;
  attentionTime: number;
  expirationTime: number;
}

/** Service type 32 (launch) is always attended remotely (spec 000 section 4). */
export const REMOTE_SERVICE_TYPE = 32;

/**
 * The operation types a service may be given. The specification names GET /OperationType without its rows; no
 * contract lists them yet, so these are the sandbox's own until one does.
 */
export const OPERATION_TYPE_IDS: readonly number[] = [1, 2, 3, 4];

const weekdays = (start: string, end: string) => [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start, end }));

/** A seeded service's settings: incidents attended 24x7 within 4 hours, the rest on weekdays, deterministic by id. */
export function defaultSettings(service: ServiceRecord): ServiceSettingsRecord {
  const incident = service.serviceTypeId === 9;
  return {
    description: `Servicio ${service.name.toLowerCase()} con atención en sitio.`,
    priceType: (['Fixed', 'Hourly', 'PerEvent'] as const)[service.id % 3]!,
    cost: 450 + (service.id % 7) * 125.5,
    attentionTime: incident ? 4 : 24,
    expirationTime: incident ? 8 : 72,
    timeLimitHours: incident ? 8 : 48,
    remoteWork: service.serviceTypeId === REMOTE_SERVICE_TYPE,
    schedule: incident ? { allDay: true, calendarDays: true, days: [] } : { allDay: false, calendarDays: false, days: weekdays('09:00', '18:00') },
    evidenceMinimum: incident ? 2 : 0,
    maxIncidentsPerLocation: incident ? 3 : null,
    automaticClose: false,
    operationTypeId: null,
    supplyIds: [],
    interventionCodeIds: [],
    requirement: { documentRequired: true, commentRequired: true },
  };
}

export const serviceSettings = serviceState('catalog', 'serviceSettings', (store) => {
  const map = new Map<number, ServiceSettingsRecord>();
  for (const service of store.services.values()) map.set(service.id, defaultSettings(service));
  return map;
});

export const serviceResponseTimes = serviceState('catalog', 'serviceResponseTimes', () => new Map<number, ServiceResponseTimeRecord>());
