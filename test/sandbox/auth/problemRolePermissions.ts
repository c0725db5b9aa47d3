import type { RoleCode } from '../store/types';

/**
 * Problems and solutions by role (002 section 6 names the families, not who holds them): the dispatcher and the
 * supervisor record and work problems and write solutions; the engineer reads problems and solutions (the knowledge base
 * itself has no gate). ADM holds every permission; the other roles none of these (403).
 */
export const PROBLEM_ROLE_PERMISSIONS: Partial<Record<Exclude<RoleCode, 'ADM'>, string[]>> = {
  DIS: ['ProblemSearch', 'ProblemCreate', 'ProblemUpdate', 'SolutionSearch', 'SolutionCreate'],
  SUP: ['ProblemSearch', 'ProblemCreate', 'ProblemUpdate', 'SolutionSearch', 'SolutionCreate'],
  ENG: ['ProblemSearch', 'SolutionSearch'],
};
