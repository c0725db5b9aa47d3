import type { TicketTask } from '../../../src/api/tags/ticket';
import { Random, utc } from '../store/random';
import { serviceState } from '../store/serviceState';
import type { SandboxStore, TicketRecord } from '../store/types';

/**
 * Tasks planned on tickets (ticket.yaml getTicketTasks). No operation writes them, so each ticket's
 * tasks are derived from the ticket itself the first time they are read and kept per store; a test
 * may set a ticket's list through tasksOf(store).
 */
const TEMPLATES: [type: string, name: string, hours: number][] = [
  ['Diagnóstico', 'Diagnóstico del equipo', 2],
  ['Instalación', 'Instalación de componentes', 4],
  ['Configuración', 'Configuración y alta en red', 3],
  ['Pruebas', 'Pruebas de funcionamiento con el cliente', 1],
  ['Documentación', 'Acta de entrega y evidencias', 1],
];
const PRIORITIES = ['Alta', 'Media', 'Baja'];
const FINISHED = new Set([5, 9, 10, 17, 26]);
const NOT_STARTED = new Set([1, 2, 3, 14, 15, 36, 38]);

export const tasksOf = serviceState('ticket', 'tasks', () => new Map<number, TicketTask[]>());

/** Whether the n-th task (of count) is done, under way or waiting, given where the ticket is. */
function stateOf(ticket: TicketRecord, index: number, count: number): 'done' | 'doing' | 'waiting' | 'cancelled' {
  if (ticket.statusId === 11) return 'cancelled';
  if (FINISHED.has(ticket.statusId)) return 'done';
  if (NOT_STARTED.has(ticket.statusId)) return 'waiting';
  const reached = Math.floor(count / 2);
  return index < reached ? 'done' : index === reached ? 'doing' : 'waiting';
}

const STATUS_NAMES = { done: 'Terminada', doing: 'En proceso', waiting: 'Pendiente', cancelled: 'Cancelada' } as const;

function deriveTasks(store: SandboxStore, ticket: TicketRecord): TicketTask[] {
  const rnd = new Random(ticket.ticketId * 7919);
  // Requirements are planned as tasks more often than incidents.
  if (!rnd.chance(ticket.isIncident ? 0.35 : 0.75)) return [];
  const count = rnd.int(1, TEMPLATES.length);
  const owner = ticket.assignedEngineerId === null ? null : (store.users.get(ticket.assignedEngineerId)?.fullName ?? null);
  let start = Date.parse(`${(ticket.startDate ?? ticket.creationDateUTC).slice(0, 19)}Z`) + 3_600_000;
  return TEMPLATES.slice(0, count).map(([typeName, name, hours], index) => {
    const state = stateOf(ticket, index, count);
    const end = start + hours * 3_600_000;
    const spent = state === 'done' ? hours * 60 + rnd.int(-30, 45) : state === 'doing' ? rnd.int(15, hours * 60) : 0;
    const task: TicketTask = {
      id: ticket.ticketId * 10 + index + 1,
      name,
      statusName: STATUS_NAMES[state],
      typeName,
      priorityName: rnd.pick(PRIORITIES),
      ownerFullName: owner,
      groupName: ticket.remote ? 'Soporte remoto' : 'Campo',
      scheduledStartDate: utc(new Date(start)),
      scheduledEndDate: utc(new Date(end)),
      actualStartDate: state === 'done' || state === 'doing' ? utc(new Date(start + rnd.int(0, 30) * 60_000)) : null,
      actualEndDate: state === 'done' ? utc(new Date(start + spent * 60_000)) : null,
      effortDays: Math.floor(spent / 1440),
      effortHours: Math.floor((spent % 1440) / 60),
      effortMinutes: spent % 60,
      progressPercent: state === 'done' ? 100 : state === 'doing' ? Math.min(95, Math.round((spent / (hours * 60)) * 100)) : 0,
      description: index === 0 ? ticket.description : null,
    };
    start = end;
    return task;
  });
}

/** The ticket's tasks in scheduled-start order. */
export function ticketTasks(store: SandboxStore, ticket: TicketRecord): TicketTask[] {
  const tasks = tasksOf(store);
  let list = tasks.get(ticket.ticketId);
  if (!list) {
    list = deriveTasks(store, ticket);
    tasks.set(ticket.ticketId, list);
  }
  return [...list].sort((a, b) => (a.scheduledStartDate ?? '').localeCompare(b.scheduledStartDate ?? '') || a.id - b.id);
}
