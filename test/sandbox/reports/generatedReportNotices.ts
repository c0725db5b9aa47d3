import { DateTime } from 'luxon';
import { addNotification } from '../message/addNotification';
import type { SandboxStore } from '../store/types';
import { wireMs } from './range';

export interface FinishedReport {
  id: number;
  userId: number;
  typeName: string;
  dateFrom: string;
  dateTo: string;
  /** 3 generated, 4 failed, 5 cancelled. */
  statusId: number;
  errorMessage: string | null;
}

/** The days the report covers as its user picked them (its range ends at the start of the day after the last). */
function periodOf(store: SandboxStore, report: FinishedReport): string {
  const day = (ms: number) => DateTime.fromMillis(ms, { zone: store.timeZone }).toFormat('dd/MM/yyyy');
  return `${day(wireMs(report.dateFrom))} - ${day(wireMs(report.dateTo) - 1)}`;
}

/**
 * Tells a report's user over the hub that it finished: generated and sent to their e-mail (spec 000 section 8), failed,
 * or cancelled by them. The report's id comes first in ** markers, so the app can download it or open "my reports".
 */
export function tellReportFinished(store: SandboxStore, report: FinishedReport): void {
  const what = `El reporte **${report.id}** (${report.typeName}, ${periodOf(store, report)})`;
  const notice =
    report.statusId === 3
      ? { notificationKey: 'Report.Generated' as const, title: 'Reporte generado y enviado a su correo', message: `${what} está listo para descargar.` }
      : report.statusId === 4
        ? { notificationKey: 'Report.Failed' as const, title: 'No se pudo generar el reporte', message: `${what} falló: ${report.errorMessage ?? 'error desconocido'}` }
        : { notificationKey: 'Report.Cancelled' as const, title: 'Reporte cancelado por el usuario', message: `${what} se canceló.` };
  addNotification(store, { ...notice, receiverUserId: report.userId, ticketId: null });
}
