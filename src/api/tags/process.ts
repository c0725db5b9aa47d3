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

/** A refused write changes nothing, but for a stale version: someone else changed the record, which the cache then learns. */
const invalidates = (tags: string[]) => ({
  invalidatesTags: (_r: unknown, error: unknown) => (error && !versionConflict(error) ? [] : tags),
});

/**
 * The process service as screens see it. Any change write makes every change read stale (a step moves a change
 * between the grid's filters and changes its approvals); a board's write its list and the changes naming it.
 */
export const processApi = processGeneratedApi.enhanceEndpoints<'Changes' | 'ChangeBoards' | 'ChangeTasks'>({
  addTagTypes: ['Changes', 'ChangeBoards', 'ChangeTasks'],
  endpoints: Object.fromEntries([
    ...CHANGE_READS.map((name) => [name, { providesTags: ['Changes'] }]),
    ...CHANGE_WRITES.map((name) => [name, invalidates(['Changes'])]),
    ['getChangeAdvisoryBoards', { providesTags: ['ChangeBoards'] }],
    ...BOARD_WRITES.map((name) => [name, invalidates(['ChangeBoards', 'Changes'])]),
    ['searchTasks', { providesTags: ['ChangeTasks'] }],
    ...TASK_WRITES.map((name) => [name, invalidates(['ChangeTasks'])]),
  ]),
});

export * from '../generated/process';
