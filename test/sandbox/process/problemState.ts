import type { ProblemStatus } from '../../../src/api/tags/process';
import { PROBLEM_STATUSES } from '../../../src/domain/problems/lifecycle';
import { inventoryOf } from '../inventory/state';
import { Random, utc } from '../store/random';
import { serviceState } from '../store/serviceState';
import type { SandboxStore } from '../store/types';
import { SEEDED_PROBLEMS, seededPublication } from './solutionState';
import { nextProcessId } from './state';

export interface ProblemRecord {
  problemId: number;
  title: string;
  requesterUserId: number;
  knownIssue: string | null;
  reportDate: string;
  expirationDate: string | null;
  assets: string | null;
  impactId: number;
  rootCause: string | null;
  symptoms: string | null;
  priorityId: number;
  status: ProblemStatus;
  assigneeUserId: number | null;
  productIds: number[];
  ticketIds: number[];
  solutionId: number | null;
  createdUserId: number;
  createdDateTime: string;
}

export interface ProblemNoteRecord {
  noteId: number;
  problemId: number;
  note: string;
  userId: number;
  createdDateTime: string;
}

export interface ProblemState {
  problems: Map<number, ProblemRecord>;
  notes: Map<number, ProblemNoteRecord>;
}

export { SEEDED_PROBLEMS };

const SUBJECTS: [string, string, string, string][] = [
  ['Caídas recurrentes del enlace en sucursales del norte', 'Pérdida de conexión varias veces al día', 'Firmware del router con fuga de memoria', 'Reiniciar el router programadamente cada noche hasta actualizar el firmware'],
  ['Impresoras térmicas imprimen en blanco', 'Tickets de venta sin texto', 'Lote de rollos de papel con recubrimiento defectuoso', 'Cambiar el rollo por uno de otro lote y retirar el lote afectado'],
  ['Terminales punto de venta se reinician solas', 'Reinicios durante el cobro con tarjeta', 'Fuente de poder insuficiente en el modelo TPV-200', 'Conectar la terminal a un regulador dedicado'],
  ['Cajeros rechazan tarjetas con chip', 'Error de lectura en tarjetas con chip', 'Certificado del módulo EMV vencido', 'Forzar lectura por banda mientras se renueva el certificado'],
  ['Baterías de UPS agotadas antes de tiempo', 'La UPS no sostiene la carga en cortes breves', 'Temperatura del cuarto de equipos fuera de rango', 'Reubicar la UPS a un lugar ventilado y revisar el clima'],
  ['Ventas no sincronizan al cierre del día', 'El corte de caja no coincide con el servidor', 'Bloqueo en la cola de sincronización tras actualización', 'Forzar la sincronización manual antes del cierre'],
];
const ASSETS = ['Red de sucursales zona norte', 'Cajas de línea de tiendas', 'Cajeros de plazas comerciales', null, 'Cuarto de equipos del corporativo'];
const NOTES = ['Se solicitó al proveedor el análisis de bitácoras.', 'Se observan los mismos síntomas en tres sitios más.', 'Pendiente validar la solución temporal con el cliente.'];

export const problemState = serviceState('process', 'problems', (store: SandboxStore): ProblemState => seed(store));

/** Whether a status carries what analysis found: the root cause and the known error. */
const analysed = (status: ProblemStatus) => status !== 'New' && status !== 'InAnalysis' && !(status === 'Canceled');

function seed(store: SandboxStore): ProblemState {
  const rnd = new Random(store.seed ^ 0x9b0b);
  const state: ProblemState = { problems: new Map(), notes: new Map() };
  const day = 86_400_000;
  const now = store.now.getTime();
  const at = (days: number) => utc(new Date(Math.floor((now + days * day) / 3_600_000) * 3_600_000));
  const tickets = [...store.tickets.values()].map((t) => t.ticketId).sort((a, b) => a - b);
  const components = [...inventoryOf(store).ledger.components.keys()].sort((a, b) => a - b);
  const impacts = [...store.impacts.values()].filter((i) => i.enabled).map((i) => i.id);
  const priorities = [...store.priorities.values()].filter((p) => p.enabled).map((p) => p.id);
  for (let i = 0; i < SEEDED_PROBLEMS; i++) {
    const status = PROBLEM_STATUSES[i % PROBLEM_STATUSES.length]!;
    const [title, symptoms, rootCause, workaround] = SUBJECTS[i % SUBJECTS.length]!;
    const problemId = nextProcessId(store, 'problems');
    const reported = rnd.int(5, 180);
    // Two to four tickets of the same cause each, every problem its own.
    const first = (i * 7) % Math.max(1, tickets.length - 4);
    const ticketIds = tickets.slice(first, first + rnd.int(2, 4));
    const published = seededPublication(i, status);
    state.problems.set(problemId, {
      problemId,
      title: i < SUBJECTS.length ? title : `${title} (${Math.floor(i / SUBJECTS.length) + 1})`,
      requesterUserId: rnd.pick([1, 2, 3]),
      knownIssue: analysed(status) ? `${rootCause}. Solución temporal: ${workaround}.` : null,
      reportDate: at(-reported),
      expirationDate: i % 3 === 0 ? null : at(rnd.int(10, 120)),
      assets: rnd.pick(ASSETS),
      impactId: rnd.pick(impacts),
      rootCause: analysed(status) ? rootCause : null,
      symptoms,
      priorityId: rnd.pick(priorities),
      status,
      assigneeUserId: status === 'New' && i % 2 === 0 ? null : rnd.pick([2, 3, 4]),
      productIds: components.slice(i * 2, i * 2 + rnd.int(0, 2)),
      ticketIds,
      solutionId: published === null ? null : published + 1,
      createdUserId: rnd.pick([1, 2]),
      createdDateTime: at(-reported),
    });
    for (let k = 0; k < i % 3; k++) {
      const noteId = nextProcessId(store, 'problemNotes');
      state.notes.set(noteId, { noteId, problemId, note: NOTES[(i + k) % NOTES.length]!, userId: rnd.pick([2, 3]), createdDateTime: at(-reported + k + 1) });
    }
  }
  return state;
}
