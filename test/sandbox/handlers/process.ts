import { ROW_VERSION_TABLES } from '../guards/rowVersion';
import { approvalHandlers } from '../process/approvals';
import { boardHandlers } from '../process/boards';
import { changeHandlers } from '../process/changes';
import { changeFlow, changeFlowHandlers } from '../process/changeFlow';
import { processState } from '../process/state';
import { taskHandlers } from '../process/tasks';
import { problemHandlers } from '../process/problems';
import { problemState } from '../process/problemState';
import { solutionHandlers } from '../process/solutions';
import { solutionState } from '../process/solutionState';
import type { SandboxService } from '../runtime';

/** The process service: changes with their life cycle (src/domain/changes/lifecycle.ts), advisory boards, approvals and tasks. */
export const processService: SandboxService = {
  handlers: { ...changeHandlers, ...approvalHandlers, ...boardHandlers, ...taskHandlers, ...problemHandlers, ...solutionHandlers, ...changeFlowHandlers },
  state: [processState, ROW_VERSION_TABLES.process, problemState, solutionState, changeFlow],
};
