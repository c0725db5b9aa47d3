// Realistic ticket-list rows (the TicketListRow of openapi/ticket.yaml) for the export bench,
// deterministic so every run and every child process writes the same data.
import type { ExportColumn, ExportLabels, ExportRow } from '../../src/shared/export/types';

/** Rows per bench export: the export limit. */
export const BENCH_ROWS = 15000;

/** A small seeded generator: the same data in every run and every child process. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CLIENTS = ['Banco del Norte, S.A.', 'Cadena Comercial Oxxo', 'Telefonía Móvil de México', 'Farmacias Guadalajara', 'Grupo Aeroportuario del Pacífico'];
const PROJECTS = ['Mantenimiento ATM 2026', 'Renovación de terminales', 'Soporte en sitio', 'Despliegue de kioscos'];
const SERVICES = ['Falla de dispensador', 'Reemplazo de impresora', 'Instalación de terminal', 'Revisión preventiva', 'Cambio de lector'];
const SERVICE_TYPES = ['Incidente', 'Lanzamiento', 'Requerimiento', 'Preventivo'];
const STATUSES = ['Abierto', 'Asignado', 'Confirmado', 'En camino', 'En sitio', 'Pendiente de refacción', 'Cerrado', 'Cancelado'];
const ENGINEERS = ['José Luis Hernández', 'María Fernanda Núñez', 'Óscar Ramírez', 'Ana Sofía Peña', 'Jesús Martínez'];
const STATES = ['Jalisco', 'Nuevo León', 'Ciudad de México', 'Yucatán', 'Querétaro', 'Michoacán de Ocampo'];
const CITIES = ['Zapopan', 'San Pedro Garza García', 'Coyoacán', 'Mérida', 'Santiago de Querétaro', 'Morelia'];
const PRIORITIES = ['Crítica', 'Alta', 'Media', 'Baja'];
const DELAYS = [null, 'Sin refacción', 'Acceso restringido', 'Cliente ausente'];
const WORDS = 'el cajero no entrega efectivo y muestra error de comunicación con el servidor se reinició sin éxito cliente solicita visita urgente antes del cierre de sucursal revisar módulo lector de tarjetas y bitácora'.split(' ');
const EXTRAS = ['', '', '', '', ' 🔧', ' ✅ listo', ' 🚨'];
const FORMULA_LIKE = ['=HYPERLINK("http://x","clic")', '-Sin comentarios', '+52 33 1234 5678', '@soporte revisar'];

function wire(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19);
}

export function ticketRows(count: number, seed = 42): ExportRow[] {
  const random = mulberry32(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const start = Date.UTC(2025, 0, 1);
  const rows: ExportRow[] = new Array(count);
  for (let i = 0; i < count; i++) {
    const created = start + Math.floor(random() * 365 * 86_400_000);
    const words = 6 + Math.floor(random() * 25);
    let description = '';
    for (let w = 0; w < words; w++) description += (w ? ' ' : '') + pick(WORDS);
    if (i % 97 === 0) description = pick(FORMULA_LIKE);
    description += pick(EXTRAS);
    const closed = random() < 0.4 ? wire(created + Math.floor(random() * 20 * 86_400_000)) : null;
    const progress = random() < 0.05 ? random() * 0.009 : Math.round(random() * 10000) / 100;
    rows[i] = {
      ticketId: 100000 + i,
      clientTicketNumber: `INC${String(5000000 + Math.floor(random() * 999999))}`,
      statusName: pick(STATUSES),
      clientName: pick(CLIENTS),
      projectName: pick(PROJECTS),
      locationName: `Sucursal ${Math.floor(random() * 900) + 100} ${pick(CITIES)}`,
      serviceTypeName: pick(SERVICE_TYPES),
      serviceName: pick(SERVICES),
      assignedEngineerFullName: random() < 0.1 ? null : pick(ENGINEERS),
      tasksDescription: description,
      creationDateUTC: wire(created),
      startDate: wire(created + 3_600_000),
      scheduledDate: random() < 0.3 ? null : wire(created + 2 * 86_400_000),
      closedDate: closed,
      ticketProgress: progress,
      firstCallSolution: random() < 0.2 ? null : random() < 0.5,
      priorityName: pick(PRIORITIES),
      municipalityName: pick(CITIES),
      countryStateName: pick(STATES),
      serialNumbers: `SN${Math.floor(random() * 1e8)}, SN${Math.floor(random() * 1e8)}`,
      ticketDelayClassificationName: pick(DELAYS),
    };
  }
  return rows;
}

/** The 21 columns an operator exports from the ticket list. */
export const ticketColumns: ExportColumn[] = [
  { field: 'ticketId', header: 'Ticket', format: 'number' },
  { field: 'clientTicketNumber', header: 'Ticket del cliente' },
  { field: 'statusName', header: 'Estatus' },
  { field: 'clientName', header: 'Cliente' },
  { field: 'projectName', header: 'Proyecto' },
  { field: 'locationName', header: 'Ubicación' },
  { field: 'serviceTypeName', header: 'Tipo de servicio' },
  { field: 'serviceName', header: 'Servicio' },
  { field: 'assignedEngineerFullName', header: 'Ingeniero asignado' },
  { field: 'tasksDescription', header: 'Descripción' },
  { field: 'creationDateUTC', header: 'Fecha de creación', format: 'date' },
  { field: 'startDate', header: 'Fecha de inicio', format: 'date' },
  { field: 'scheduledDate', header: 'Fecha programada', format: 'date' },
  { field: 'closedDate', header: 'Fecha de cierre' },
  { field: 'ticketProgress', header: 'Avance', format: 'percent' },
  { field: 'firstCallSolution', header: 'Solución en primera llamada', format: 'yesNo' },
  { field: 'priorityName', header: 'Prioridad' },
  { field: 'municipalityName', header: 'Municipio' },
  { field: 'countryStateName', header: 'Estado' },
  { field: 'serialNumbers', header: 'Números de serie' },
  { field: 'ticketDelayClassificationName', header: 'Clasificación de retraso' },
];

export const benchLabels: ExportLabels = { active: 'Activo', inactive: 'Inactivo', yes: 'Sí', no: 'No' };
