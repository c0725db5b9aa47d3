import fc from 'fast-check';
import type { ProblemStatus } from '../../api/tags/process';
import {
  PROBLEM_STATUSES, canPublishFrom, illegalProblemStepMessage, isLegalProblemStep, isProblemOpen, nextProblemStatuses,
} from './lifecycle';

describe('the problem status table', () => {
  it('goes through analysis and the known error to resolved and closed, reopening from resolved', () => {
    expect(nextProblemStatuses('New')).toEqual(['InAnalysis', 'Canceled']);
    expect(nextProblemStatuses('InAnalysis')).toEqual(['KnownError', 'Resolved', 'Canceled']);
    expect(nextProblemStatuses('KnownError')).toEqual(['Resolved', 'Canceled']);
    expect(nextProblemStatuses('Resolved')).toEqual(['InAnalysis', 'Closed']);
  });

  it('ends at Closed or Canceled, from which nothing moves and nothing is edited', () => {
    for (const status of ['Closed', 'Canceled'] as const) {
      expect(nextProblemStatuses(status)).toEqual([]);
      expect(isProblemOpen(status)).toBe(false);
    }
    expect(PROBLEM_STATUSES.filter(isProblemOpen)).toEqual(['New', 'InAnalysis', 'KnownError', 'Resolved']);
  });

  it('publishes a known error only once it is recorded', () => {
    expect(PROBLEM_STATUSES.filter(canPublishFrom)).toEqual(['KnownError', 'Resolved']);
  });

  it('names both statuses when refusing', () => {
    expect(illegalProblemStepMessage('New', 'Closed')).toBe('No se puede pasar el problema de «Nuevo» a «Cerrado»');
  });

  it('closes only after being resolved, and is never cancelled once resolved, whatever the steps tried', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PROBLEM_STATUSES), { maxLength: 40 }), (attempts) => {
        let status: ProblemStatus = 'New';
        for (const to of attempts) {
          if (!isLegalProblemStep(status, to)) continue;
          if (to === 'Closed') expect(status).toBe('Resolved');
          if (to === 'Canceled') expect(status).not.toBe('Resolved');
          status = to;
        }
      }),
    );
  });
});
