import type { GeneratedReport } from '../../../src/api/tags/catalogReports';
import { SandboxError, type OperationHandlers } from '../runtime';
import { utc } from '../store/random';
import { serviceState } from '../store/serviceState';
import type { SandboxStore, UserRecord } from '../store/types';
import { generatedReportFile } from './generatedReportFile';
import { tellReportFinished } from './generatedReportNotices';
import { pageOf, reportWindow } from './range';

/** The kinds of report generated in the background (GetGeneratedReportTypes). */
export const GENERATED_REPORT_TYPES = [
  { id: 1, name: 'Incidentes abiertos' }, { id: 2, name: 'Incidentes históricos' }, { id: 3, name: 'Costos y gastos' }, { id: 4, name: 'Reincidencias' },
  { id: 5, name: 'Trabajo remoto' }, { id: 6, name: 'Incidentes mayores' }, { id: 7, name: 'Exportación de tickets' },
];

/** Its statuses (GetGeneratedReportStatus). */
export const GENERATED_REPORT_STATUS = { requested: 1, inProgress: 2, generated: 3, error: 4, cancelled: 5 } as const;
const STATUS_NAMES: Record<number, string> = { 1: 'Solicitado', 2: 'En proceso', 3: 'Generado y enviado por correo', 4: 'Error', 5: 'Cancelado por el usuario' };

/**
 * How the service works through a report on the sandbox's clock: it starts a minute after the request and is
 * generated (and sent to the caller's e-mail) five minutes after it, unless cancelled or failed first.
 */
export const GENERATION_MS = { start: 60_000, done: 300_000 };

export interface GeneratedReportRecord {
  id: number;
  userId: number;
  reportTypeId: number;
  dateFrom: string;
  dateTo: string;
  clientId: number | null;
  requested: number;
  /** Set when it stopped before being generated: cancelled by the user or failed (SaveReportWithError). */
  stopped: { statusId: 4 | 5; at: number; errorMessage: string | null } | null;
  /** Whether its user was told it finished (over the hub: generatedReportNotices.ts). */
  told: boolean;
}

export const generatedReports = serviceState('catalog', 'generatedReports', (): Map<number, GeneratedReportRecord> => new Map());

function statusOf(store: SandboxStore, r: GeneratedReportRecord): { statusId: number; finished: number | null } {
  if (r.stopped) return { statusId: r.stopped.statusId, finished: r.stopped.at };
  const elapsed = store.now.getTime() - r.requested;
  if (elapsed >= GENERATION_MS.done) return { statusId: GENERATED_REPORT_STATUS.generated, finished: r.requested + GENERATION_MS.done };
  return { statusId: elapsed >= GENERATION_MS.start ? GENERATED_REPORT_STATUS.inProgress : GENERATED_REPORT_STATUS.requested, finished: null };
}

function toReport(store: SandboxStore, r: GeneratedReportRecord): GeneratedReport {
  const { statusId, finished } = statusOf(store, r);
  return {
    id: r.id, reportTypeId: r.reportTypeId, reportTypeName: GENERATED_REPORT_TYPES.find((t) => t.id === r.reportTypeId)!.name,
    statusId, statusName: STATUS_NAMES[statusId]!, dateFrom: r.dateFrom, dateTo: r.dateTo, clientId: r.clientId,
    requestedDate: utc(new Date(r.requested)), finishedDate: finished === null ? null : utc(new Date(finished)), errorMessage: r.stopped?.errorMessage ?? null,
  };
}

/** Tells the report's user once that it finished (generated, failed or cancelled). */
function tell(store: SandboxStore, r: GeneratedReportRecord): void {
  if (r.told) return;
  const report = toReport(store, r);
  r.told = true;
  tellReportFinished(store, { id: r.id, userId: r.userId, typeName: report.reportTypeName, dateFrom: r.dateFrom, dateTo: r.dateTo, statusId: report.statusId, errorMessage: report.errorMessage });
}

/** The time rule (clock.ts): a report whose generation time came is generated, sent to its user's e-mail, and its user told. */
export function announceGeneratedReports(store: SandboxStore): void {
  for (const r of generatedReports(store).values()) if (!r.told && statusOf(store, r).statusId === GENERATED_REPORT_STATUS.generated) tell(store, r);
}

/** The caller's own report still running: 404 for another user's, 409 once it finished. */
function runningReport(store: SandboxStore, user: UserRecord, id: number): GeneratedReportRecord {
  const report = generatedReports(store).get(id);
  if (!report || report.userId !== user.userId) throw new SandboxError(404, `El reporte ${id} no existe`);
  const { statusId } = statusOf(store, report);
  if (statusId >= GENERATED_REPORT_STATUS.generated) throw new SandboxError(409, `El reporte ${id} ya terminó (${STATUS_NAMES[statusId]})`);
  return report;
}

export const generatedReportHandlers: OperationHandlers = {
  getGeneratedReportTypes: () => GENERATED_REPORT_TYPES,
  getGeneratedReportStatus: () => Object.entries(STATUS_NAMES).map(([id, name]) => ({ id: Number(id), name })),
  searchGeneratedReports: ({ store, user, body }) => {
    const mine = [...generatedReports(store).values()]
      .filter((r) => r.userId === user!.userId)
      .map((r) => toReport(store, r))
      .filter((r) => (body.reportTypeId === null || r.reportTypeId === body.reportTypeId) && (body.statusId === null || r.statusId === body.statusId))
      .sort((a, b) => b.id - a.id);
    return pageOf(mine, body);
  },
  requestGeneratedReport: ({ store, user, body }) => {
    if (!GENERATED_REPORT_TYPES.some((t) => t.id === body.reportTypeId)) throw new SandboxError(422, `El tipo de reporte ${body.reportTypeId} no existe`, 'reportTypeId');
    reportWindow(store, body);
    const reports = generatedReports(store);
    const record: GeneratedReportRecord = {
      id: reports.size + 1, userId: user!.userId, reportTypeId: body.reportTypeId, dateFrom: body.dateFrom, dateTo: body.dateTo,
      clientId: body.clientId, requested: store.now.getTime(), stopped: null, told: false,
    };
    reports.set(record.id, record);
    return toReport(store, record);
  },
  cancelGeneratedReport: ({ store, user, params }) => {
    const report = runningReport(store, user!, params.id);
    report.stopped = { statusId: GENERATED_REPORT_STATUS.cancelled, at: store.now.getTime(), errorMessage: null };
    tell(store, report);
    return toReport(store, report);
  },
  saveReportWithError: ({ store, user, body }) => {
    const report = runningReport(store, user!, body.generatedReportId);
    report.stopped = { statusId: GENERATED_REPORT_STATUS.error, at: store.now.getTime(), errorMessage: body.errorMessage };
    tell(store, report);
    return toReport(store, report);
  },
  /** The caller's own report once generated: 404 for another user's, 409 while running or when it never was. */
  downloadGeneratedReport: ({ store, user, params }) => {
    const report = generatedReports(store).get(params.id);
    if (!report || report.userId !== user!.userId) throw new SandboxError(404, `El reporte ${params.id} no existe`);
    const { statusId } = statusOf(store, report);
    if (statusId !== GENERATED_REPORT_STATUS.generated) throw new SandboxError(409, `El reporte ${params.id} no se generó (${STATUS_NAMES[statusId]})`);
    return generatedReportFile(store, user!, report);
  },
};
