import type { ProblemStatus } from '../../api/tags/process';

/**
 * The problem status table (openapi/process.yaml's description holds the same): the one place the sandbox enforces and
 * the screens read, so a button is offered only for a step the service takes. The specification shows no problem
 * transitions (002 section 4); this is the ITIL reading an operator expects: analysed, recorded as a known error,
 * resolved (reopened when it happens again), then closed.
 */
export const PROBLEM_STATUSES = ['New', 'InAnalysis', 'KnownError', 'Resolved', 'Closed', 'Canceled'] as const satisfies readonly ProblemStatus[];

export const PROBLEM_TRANSITIONS: Readonly<Record<ProblemStatus, readonly ProblemStatus[]>> = {
  New: ['InAnalysis', 'Canceled'],
  InAnalysis: ['KnownError', 'Resolved', 'Canceled'],
  KnownError: ['Resolved', 'Canceled'],
  Resolved: ['InAnalysis', 'Closed'],
  Closed: [],
  Canceled: [],
};

export const nextProblemStatuses = (from: ProblemStatus): readonly ProblemStatus[] => PROBLEM_TRANSITIONS[from];

export const isLegalProblemStep = (from: ProblemStatus, to: ProblemStatus): boolean => PROBLEM_TRANSITIONS[from].includes(to);

/** Fields, assignee, priority, notes and tickets change until the problem is over. */
export const isProblemOpen = (status: ProblemStatus): boolean => status !== 'Closed' && status !== 'Canceled';

/** A known error is worth publishing once it is recorded: from KnownError, or after it was resolved. */
export const canPublishFrom = (status: ProblemStatus): boolean => status === 'KnownError' || status === 'Resolved';

/** Recording a known error needs its root cause and the known error itself. */
export const needsKnownError = (to: ProblemStatus): boolean => to === 'KnownError';

/** The statuses' names in the service's language (Spanish), for its refusals. */
export const PROBLEM_STATUS_NAMES_ES: Record<ProblemStatus, string> = {
  New: 'Nuevo', InAnalysis: 'En análisis', KnownError: 'Error conocido', Resolved: 'Resuelto', Closed: 'Cerrado', Canceled: 'Cancelado',
};

/** The refusal of an illegal step, naming both statuses. */
export const illegalProblemStepMessage = (from: ProblemStatus, to: ProblemStatus): string =>
  `No se puede pasar el problema de «${PROBLEM_STATUS_NAMES_ES[from]}» a «${PROBLEM_STATUS_NAMES_ES[to]}»`;
