import type { BandLimits } from '../../../src/domain/kpis/bands/indicatorBands';
import { serviceState } from '../store/serviceState';
import type { TicketRecord } from '../store/types';

export interface KpiGroupRecord {
  id: number;
  name: string;
}

/** A parameter and how the sandbox counts it over the tickets of a cycle (created, closed... in it). */
export interface KpiParameterRecord {
  id: number;
  kpiGroupId: number;
  name: string;
  code: string;
  alias: string;
  description: string;
  counts: (ticket: TicketRecord) => boolean;
  /** The ticket date that places it in a cycle. */
  dated: (ticket: TicketRecord) => string | null;
}

export interface KpiRecord extends BandLimits {
  id: number;
  kpiGroupId: number;
  category: string;
  name: string;
  cycleDays: number;
  formula: string;
  enabled: boolean;
  rowVersion: number;
}

export interface InsightState {
  groups: KpiGroupRecord[];
  parameters: KpiParameterRecord[];
  kpis: Map<number, KpiRecord>;
  nextKpiId: number;
  indicators: BandLimits & { rowVersion: number };
}

const CANCELLED = 11;
const INCIDENT_SERVICE_TYPE = 9;
const created = (t: TicketRecord) => t.creationDateUTC;

const PARAMETERS: Omit<KpiParameterRecord, 'id'>[] = [
  { kpiGroupId: 1, name: 'Tickets creados', code: 'TOTAL', alias: 'Creados', description: 'Tickets creados en el ciclo', counts: () => true, dated: created },
  { kpiGroupId: 1, name: 'Tickets cerrados', code: 'CLOSED', alias: 'Cerrados', description: 'Tickets cerrados en el ciclo', counts: () => true, dated: (t) => t.closedDate },
  { kpiGroupId: 1, name: 'Tickets cancelados', code: 'CANCELLED', alias: 'Cancelados', description: 'Tickets creados en el ciclo y cancelados', counts: (t) => t.statusId === CANCELLED, dated: created },
  { kpiGroupId: 2, name: 'Incidentes', code: 'INCIDENTS', alias: 'Incidentes', description: 'Tickets de incidente creados en el ciclo', counts: (t) => t.serviceTypeId === INCIDENT_SERVICE_TYPE, dated: created },
  { kpiGroupId: 2, name: 'Atención remota', code: 'REMOTE', alias: 'Remotos', description: 'Tickets atendidos de forma remota creados en el ciclo', counts: (t) => t.remote, dated: created },
];

/** Seeded KPIs: lower is better, so green sits at the bottom as the bands do. */
const KPIS: Omit<KpiRecord, 'id' | 'rowVersion' | 'enabled'>[] = [
  { kpiGroupId: 1, category: 'Operación', name: 'Tasa de cancelación', cycleDays: 30, formula: 'CANCELLED / TOTAL * 100', greenMax: 10, amberMax: 25 },
  { kpiGroupId: 2, category: 'Servicio', name: 'Proporción de incidentes', cycleDays: 15, formula: 'INCIDENTS / TOTAL * 100', greenMax: 30, amberMax: 60 },
  { kpiGroupId: 1, category: 'Operación', name: 'Pendientes de cierre', cycleDays: 7, formula: '(TOTAL - CLOSED) / TOTAL * 100', greenMax: 40, amberMax: 70 },
];

export const insightOf = serviceState('insight', 'kpis', (): InsightState => ({
  groups: [
    { id: 1, name: 'Atención de tickets' },
    { id: 2, name: 'Cumplimiento de servicio' },
    { id: 3, name: 'Calidad' },
  ],
  parameters: PARAMETERS.map((p, i) => ({ ...p, id: i + 1 })),
  kpis: new Map(KPIS.map((k, i) => [i + 1, { ...k, id: i + 1, enabled: true, rowVersion: 1 }])),
  nextKpiId: KPIS.length + 1,
  indicators: { greenMax: 60, amberMax: 85, rowVersion: 1 },
}));
