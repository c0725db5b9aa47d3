import type { ApprovalStatus, ChangeState, RiskLevel } from '../../../src/api/tags/process';
import { CHANGE_STATES } from '../../../src/domain/changes/lifecycle';
import { inventoryOf } from '../inventory/state';
import { Random, utc } from '../store/random';
import { serviceState } from '../store/serviceState';
import type { SandboxStore } from '../store/types';
import { changeCatalogs } from './changeCatalogs';

export interface ChangeRecord {
  changeId: number;
  name: string;
  changeTypeId: number;
  state: ChangeState;
  categoryId: number;
  riskLevel: RiskLevel;
  priorityId: number;
  startDate: string;
  endDate: string;
  unavailabilityMinutes: number;
  cabId: number;
  cabMemberUserId: number;
  background: string | null;
  clientId: number;
  locationId: number;
  productIds: number[];
  ticketIds: number[];
  rejectionReason: string | null;
  createdUserId: number;
  createdDateTime: string;
}

export interface BoardRecord {
  cabId: number;
  name: string;
  memberUserIds: number[];
}

export interface ApprovalRecord {
  approvalId: number;
  changeId: number;
  approverUserId: number;
  status: ApprovalStatus;
  sentDate: string | null;
  approvedDate: string | null;
  reason: string | null;
}

export interface CommentRecord {
  commentId: number;
  changeId: number;
  comment: string;
  userId: number;
  createdDateTime: string;
}

export interface TaskRecord {
  taskId: number;
  changeId: number;
  name: string;
  taskStatusId: number;
  taskTypeId: number;
  priorityId: number;
  ownerUserId: number;
  scheduledStart: string;
  scheduledEnd: string;
  actualStart: string | null;
  actualEnd: string | null;
  effortDays: number;
  effortHours: number;
  effortMinutes: number;
  additionalCost: number | null;
  progress: number;
  groupName: string | null;
  description: string | null;
}

export interface ProcessState {
  changes: Map<number, ChangeRecord>;
  boards: Map<number, BoardRecord>;
  approvals: Map<number, ApprovalRecord>;
  comments: Map<number, CommentRecord>;
  tasks: Map<number, TaskRecord>;
}

/** Changes seeded: every state, over the three months before and after the store's now. */
export const SEEDED_CHANGES = 200;

const NAMES = [
  'Actualización de firmware', 'Sustitución de equipo', 'Cambio de configuración de red', 'Migración de servidor', 'Reemplazo de UPS',
  'Ampliación de memoria', 'Parche de seguridad', 'Cambio de enlace', 'Reubicación de rack', 'Renovación de licencias',
];
const BACKGROUNDS = [
  'Fallas recurrentes reportadas por el cliente en el último mes.', 'Recomendación del fabricante por fin de soporte.', null,
  'Auditoría interna detectó una configuración fuera de norma.', 'Solicitud del cliente para ampliar capacidad.',
];
const COMMENTS = ['Se coordinó la ventana con el cliente.', 'Validar respaldo antes de iniciar.', 'El proveedor confirmó disponibilidad de refacciones.'];
const REJECTIONS = ['La ventana coincide con el cierre de mes del cliente.', 'Falta el plan de reversión.'];
const TASK_NAMES = ['Respaldo de configuración', 'Instalación', 'Pruebas funcionales', 'Validación con el cliente'];

/** The approval path's states a pre-approved type never takes. */
const APPROVAL_ONLY: readonly ChangeState[] = ['ToBeSent', 'PendingApproval', 'Approved', 'Rejected'];

export const processState = serviceState('process', 'changes', (store: SandboxStore): ProcessState => seed(store));

export const nextProcessId = (store: SandboxStore, kind: string): number => store.nextId(`process/${kind}`);

function seed(store: SandboxStore): ProcessState {
  const rnd = new Random(store.seed ^ 0xc4a6e);
  const state: ProcessState = { changes: new Map(), boards: new Map(), approvals: new Map(), comments: new Map(), tasks: new Map() };
  const boards: [string, number[]][] = [
    ['Comité de cambios de TI', [1, 3, 10, 11]],
    ['Comité de operaciones de campo', [1, 2, 3]],
    ['Comité de emergencias', [3]],
  ];
  for (const [name, memberUserIds] of boards) {
    const cabId = nextProcessId(store, 'boards');
    state.boards.set(cabId, { cabId, name, memberUserIds: memberUserIds.filter((id) => store.users.has(id)) });
  }

  // Components installed at a location, by location: a change touches equipment of one place.
  const byLocation = new Map<number, number[]>();
  for (const c of inventoryOf(store).ledger.components.values()) {
    if (c.locationId !== null && store.locations.has(c.locationId)) byLocation.set(c.locationId, [...(byLocation.get(c.locationId) ?? []), c.productId]);
  }
  const locationIds = [...byLocation.keys()].sort((a, b) => a - b);
  const types = [...changeCatalogs(store).changeTypes.values()].filter((t) => t.enabled);
  const categories = [...store.categories.values()].filter((c) => c.enabled).map((c) => c.id);
  const priorities = [...store.priorities.values()].filter((p) => p.enabled).map((p) => p.id);
  const day = 86_400_000;
  const now = store.now.getTime();

  for (let i = 0; i < SEEDED_CHANGES; i++) {
    const changeState = CHANGE_STATES[i % CHANGE_STATES.length]!;
    const type = rnd.pick(types.filter((t) => !APPROVAL_ONLY.includes(changeState) || !t.preApproved));
    // Work done lies in the past, work to come in the future; the rest anywhere in the six months.
    const offsetDays =
      changeState === 'Closed' ? rnd.int(-90, -2) : changeState === 'InProgress' ? 0 : ['Draft', 'Canceled'].includes(changeState) ? rnd.int(-90, 90) : rnd.int(1, 90);
    const start = Math.floor((now + offsetDays * day - (changeState === 'InProgress' ? 2 * 3_600_000 : 0)) / 3_600_000) * 3_600_000;
    const hours = rnd.int(1, 48);
    const locationId = rnd.pick(locationIds);
    const location = store.locations.get(locationId)!;
    const components = byLocation.get(locationId)!;
    const board = state.boards.get(rnd.int(1, state.boards.size))!;
    const changeId = nextProcessId(store, 'changes');
    state.changes.set(changeId, {
      changeId,
      name: `${rnd.pick(NAMES)} ${location.name}`.slice(0, 150),
      changeTypeId: type.id,
      state: changeState,
      categoryId: rnd.pick(categories),
      riskLevel: rnd.pick(['Low', 'Medium', 'High'] as const),
      priorityId: rnd.pick(priorities),
      startDate: utc(new Date(start)),
      endDate: utc(new Date(start + hours * 3_600_000)),
      unavailabilityMinutes: rnd.int(0, Math.min(hours * 60, 240)),
      cabId: board.cabId,
      cabMemberUserId: rnd.pick(board.memberUserIds),
      background: rnd.pick(BACKGROUNDS),
      clientId: location.clientId,
      locationId,
      productIds: components.slice(0, rnd.int(1, Math.min(3, components.length))),
      ticketIds: [],
      rejectionReason: changeState === 'Rejected' ? rnd.pick(REJECTIONS) : null,
      createdUserId: rnd.pick([1, 2, 3]),
      createdDateTime: utc(new Date(Math.min(now, start) - rnd.int(1, 10) * day)),
    });

    const sent = utc(new Date(Math.min(now, start) - day));
    const approverIds = board.memberUserIds.slice(0, Math.min(2, board.memberUserIds.length));
    if (!type.preApproved && changeState !== 'Draft' && !(changeState === 'Canceled' && i % 2 === 0)) {
      approverIds.forEach((approverUserId, k) => {
        const status: ApprovalStatus =
          changeState === 'ToBeSent' || changeState === 'Canceled' ? 'ToBeSent'
            : changeState === 'PendingApproval' ? 'Pending'
              : changeState === 'Rejected' ? (k === 0 ? 'Rejected' : 'Pending')
                : 'Approved';
        const approvalId = nextProcessId(store, 'approvals');
        state.approvals.set(approvalId, {
          approvalId, changeId, approverUserId, status,
          sentDate: status === 'ToBeSent' ? null : sent,
          approvedDate: status === 'Approved' || status === 'Rejected' ? sent.replace(/T\d\d/, 'T18') : null,
          reason: status === 'Rejected' ? state.changes.get(changeId)!.rejectionReason : null,
        });
      });
    }
    for (let k = 0; k < i % 3; k++) {
      const commentId = nextProcessId(store, 'comments');
      state.comments.set(commentId, { commentId, changeId, comment: COMMENTS[(i + k) % COMMENTS.length]!, userId: rnd.pick([1, 2, 3]), createdDateTime: sent });
    }
    if (['Scheduled', 'InProgress', 'Closed'].includes(changeState)) seedTasks(store, state, rnd, changeId, start, hours, changeState);
  }
  return state;
}

function seedTasks(store: SandboxStore, state: ProcessState, rnd: Random, changeId: number, start: number, hours: number, changeState: ChangeState) {
  const { taskStatuses, taskTypes } = changeCatalogs(store);
  const statusIds = [...taskStatuses.keys()];
  const typeIds = [...taskTypes.keys()];
  const slice = (hours * 3_600_000) / TASK_NAMES.length;
  TASK_NAMES.slice(0, rnd.int(1, TASK_NAMES.length)).forEach((name, k) => {
    const done = changeState === 'Closed' || (changeState === 'InProgress' && k === 0);
    const scheduledStart = start + k * slice;
    const taskId = nextProcessId(store, 'tasks');
    state.tasks.set(taskId, {
      taskId, changeId, name, taskStatusId: done ? statusIds[2]! : statusIds[0]!, taskTypeId: typeIds[k % typeIds.length]!, priorityId: [...store.priorities.keys()][0]!,
      ownerUserId: rnd.pick([2, 3, 4]), scheduledStart: utc(new Date(scheduledStart)), scheduledEnd: utc(new Date(scheduledStart + slice)),
      actualStart: done ? utc(new Date(scheduledStart)) : null, actualEnd: done ? utc(new Date(scheduledStart + slice)) : null,
      effortDays: 0, effortHours: Math.floor(slice / 3_600_000) % 24, effortMinutes: 0, additionalCost: k === 1 ? 1500 : null,
      progress: done ? 100 : 0, groupName: null, description: null,
    });
  });
}
