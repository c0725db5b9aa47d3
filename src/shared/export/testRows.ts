// Shared by the export tests only (not exported from index.ts).
import type { ExportColumn, ExportJob, ExportLabels, ExportRow } from './types';

export const testLabels: ExportLabels = { active: 'Activo', inactive: 'Inactivo', yes: 'Sí', no: 'No' };

export const testColumns: ExportColumn[] = [
  { field: 'ticketId', header: 'Ticket', format: 'number' },
  { field: 'clientName', header: 'Cliente' },
  { field: 'tasksDescription', header: 'Descripción' },
  { field: 'closedDate', header: 'Fecha de cierre' },
  { field: 'enabled', header: 'Estado' },
  { field: 'ticketProgress', header: 'Avance', format: 'percent' },
];

export function testRows(count: number): ExportRow[] {
  return Array.from({ length: count }, (_, i) => ({
    ticketId: 1000 + i,
    clientName: i % 7 === 0 ? 'Cliente, "Especial"' : `Cliente ${i}`,
    tasksDescription: i === 1 ? '=1+1' : i === 2 ? 'Línea uno\r\nlínea dos 🔧' : `Revisión de terminal ${i}`,
    closedDate: i % 3 === 0 ? null : '2026-03-10T18:30:00',
    enabled: i % 2 === 0,
    ticketProgress: i === 3 ? 0.001 : i % 100,
  }));
}

export function testJob(overrides: Partial<ExportJob> = {}): ExportJob {
  return {
    format: 'csv',
    columns: testColumns,
    labels: testLabels,
    title: 'Tickets activos',
    titleDate: '05/11/2026',
    fileName: 'Tickets_05_11_2026.csv',
    timeZone: 'America/Mexico_City',
    total: 0,
    pdfOrientation: 'portrait',
    ...overrides,
  };
}
