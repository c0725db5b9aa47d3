import type { ChangeStage, ChangeState } from '../../api/tags/process';

/**
 * The change life cycle (openapi/process.yaml's description holds the same table): the one place the sandbox
 * enforces and the screens read, so a button is offered only for a step the service takes. The specification
 * shows no change flow (002 section 4); this is the reading an operator expects, with the approval statuses it does show.
 */
export const CHANGE_STATES = [
  'Draft', 'ToBeSent', 'PendingApproval', 'Approved', 'Rejected', 'Scheduled', 'InProgress', 'Closed', 'Canceled',
] as const satisfies readonly ChangeState[];

/** How a step is taken: a state step (moveChangeState), sending to the approvers, or an approver's decision. */
export type StepKind = 'step' | 'send' | 'decision';

interface Transition {
  from: ChangeState;
  to: ChangeState;
  by: StepKind;
  /** Only for a pre-approved type (true) or only for one that needs approval (false); either when absent. */
  preApproved?: boolean;
}

const CANCELABLE: readonly ChangeState[] = ['Draft', 'ToBeSent', 'PendingApproval', 'Rejected', 'Approved', 'Scheduled'];

export const CHANGE_TRANSITIONS: readonly Transition[] = [
  { from: 'Draft', to: 'ToBeSent', by: 'step', preApproved: false },
  { from: 'Draft', to: 'Scheduled', by: 'step', preApproved: true },
  { from: 'ToBeSent', to: 'Draft', by: 'step' },
  { from: 'ToBeSent', to: 'PendingApproval', by: 'send' },
  { from: 'PendingApproval', to: 'Approved', by: 'decision' },
  { from: 'PendingApproval', to: 'Rejected', by: 'decision' },
  { from: 'Rejected', to: 'ToBeSent', by: 'step' },
  { from: 'Approved', to: 'Scheduled', by: 'step' },
  { from: 'Scheduled', to: 'InProgress', by: 'step' },
  { from: 'InProgress', to: 'Closed', by: 'step' },
  ...CANCELABLE.map((from): Transition => ({ from, to: 'Canceled', by: 'step' })),
];

export const CHANGE_STAGE: Record<ChangeState, ChangeStage> = {
  Draft: 'Planning', ToBeSent: 'Planning', PendingApproval: 'Approval', Approved: 'Approval', Rejected: 'Approval',
  Scheduled: 'Implementation', InProgress: 'Implementation', Closed: 'Closure', Canceled: 'Closure',
};

/** The process state of 002 section 4: 1 Process, 2 Closed, 3 Canceled. */
export const processStateOf = (state: ChangeState): 1 | 2 | 3 => (state === 'Closed' ? 2 : state === 'Canceled' ? 3 : 1);

/** A change's fields are edited only before it is sent, or after a rejection (to amend it). */
export const isEditable = (state: ChangeState): boolean => state === 'Draft' || state === 'ToBeSent' || state === 'Rejected';

/** Comments, files and tasks stop once the change is over. */
export const isFinished = (state: ChangeState): boolean => state === 'Closed' || state === 'Canceled';

const applies = (t: Transition, preApproved: boolean) => t.preApproved === undefined || t.preApproved === preApproved;

/** The states a change may move to from `from` by the given kind of step. */
export function nextStates(from: ChangeState, preApproved: boolean, by: StepKind = 'step'): ChangeState[] {
  return CHANGE_TRANSITIONS.filter((t) => t.from === from && t.by === by && applies(t, preApproved)).map((t) => t.to);
}

export function isLegal(from: ChangeState, to: ChangeState, preApproved: boolean, by: StepKind): boolean {
  return nextStates(from, preApproved, by).includes(to);
}

/** The states' names in the service's language (Spanish), for its refusals. */
export const STATE_NAMES_ES: Record<ChangeState, string> = {
  Draft: 'Borrador', ToBeSent: 'Por enviar', PendingApproval: 'Pendiente de aprobación', Approved: 'Aprobado', Rejected: 'Rechazado',
  Scheduled: 'Programado', InProgress: 'En curso', Closed: 'Cerrado', Canceled: 'Cancelado',
};

/** The refusal of an illegal step, naming both states. */
export const illegalStepMessage = (from: ChangeState, to: ChangeState): string =>
  `No se puede pasar el cambio de «${STATE_NAMES_ES[from]}» a «${STATE_NAMES_ES[to]}»`;
