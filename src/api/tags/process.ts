import { versionConflict } from '../../core/errors/versionConflict';
import { processGeneratedApi } from '../generated/process';

/** Reads that show a change or what hangs from it (its comments, components, approvals). */
const CHANGE_READS = ['searchChanges', 'getChangeById', 'getChangeComments', 'getChangeProducts', 'searchApprovals', 'getApprovalById'] as const;
/** Writes that change a change, its state or its approvals. */
const CHANGE_WRITES = [
  'createChange', 'updateChange', 'moveChangeState', 'linkChangeToTicket', 'addChangeComment', 'addApprovalMember', 'sendApprovals', 'decideApproval',
] as const;
const BOARD_WRITES = ['createChangeAdvisoryBoard', 'updateChangeAdvisoryBoard', 'deleteChangeAdvisoryBoard'] as const;
const TASK_WRITES = ['createTask', 'updateTask', 'deleteTask', 'updateTaskStatus'] as const;
/** A problem's reads and writes; publishing its known error writes a solution too. */
const PROBLEM_READS = ['searchProblems', 'getProblemById', 'getProblemProducts', 'getProblemNotes'] as const;
const PROBLEM_WRITES = [
  'createProblem', 'updateProblem', 'moveProblemStatus', 'assignProblem', 'setProblemPriority', 'addProblemNote', 'linkProblemTicket', 'unlinkProblemTicket',
] as const;
const SOLUTION_READS = ['searchSolutions', 'getSolutionById', 'searchKnowledgeBase', 'getKnowledgeArticle'] as const;
const SOLUTION_WRITES = ['createSolution', 'updateSolution', 'deleteSolution', 'rateKnowledgeArticle'] as const;

/** A refused write changes nothing, but for a stale version: someone else changed the record, which the cache then learns. */
const invalidates = (tags: string[]) => ({
  invalidatesTags: (_r: unknown, error: unknown) => (error && !versionConflict(error) ? [] : tags),
});

/**
 * The process service as screens see it. Any change write makes every change read stale (a step moves a change
 * between the grid's filters and changes its approvals); a board's write its list and the changes naming it.
 */
export const processApi = processGeneratedApi.enhanceEndpoints<'Changes' | 'ChangeBoards' | 'ChangeTasks' | 'Problems' | 'Solutions' | 'ProblemTickets' | 'ChangeFlow'>({
  addTagTypes: ['Changes', 'ChangeBoards', 'ChangeTasks', 'Problems', 'Solutions', 'ProblemTickets', 'ChangeFlow'],
  endpoints: Object.fromEntries([
    ...CHANGE_READS.map((name) => [name, { providesTags: ['Changes'] }]),
    ...CHANGE_WRITES.map((name) => [name, invalidates(['Changes'])]),
    ['getChangeAdvisoryBoards', { providesTags: ['ChangeBoards'] }],
    ...BOARD_WRITES.map((name) => [name, invalidates(['ChangeBoards', 'Changes'])]),
    ['searchTasks', { providesTags: ['ChangeTasks'] }],
    ...TASK_WRITES.map((name) => [name, invalidates(['ChangeTasks'])]),
    ...PROBLEM_READS.map((name) => [name, { providesTags: ['Problems'] }]),
    // A problem's related tickets are listed by the ticket service (getProblemTickets, src/api/tags/ticket.ts).
    ...PROBLEM_WRITES.map((name) => [name, invalidates(['Problems', 'ProblemTickets'])]),
    ['publishProblemSolution', invalidates(['Problems', 'Solutions'])],
    ...SOLUTION_READS.map((name) => [name, { providesTags: ['Solutions'] }]),
    ...SOLUTION_WRITES.map((name) => [name, invalidates(['Solutions', 'Problems'])]),
    ['getChangeFlow', { providesTags: ['ChangeFlow'] }],
    ['saveChangeFlow', invalidates(['ChangeFlow'])],
  ]),
});

export * from '../generated/process';
