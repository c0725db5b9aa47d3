import fc from 'fast-check';
import type { ChangeState } from '../../api/tags/process';
import { CHANGE_STATES, illegalStepMessage, isEditable, isFinished, isLegal, nextStates, processStateOf, type StepKind } from './lifecycle';

const KINDS: StepKind[] = ['step', 'send', 'decision'];

describe('the change life cycle', () => {
  it('offers the approval path to a type that needs it and skips it for a pre-approved one', () => {
    expect(nextStates('Draft', false)).toEqual(['ToBeSent', 'Canceled']);
    expect(nextStates('Draft', true)).toEqual(['Scheduled', 'Canceled']);
    expect(nextStates('ToBeSent', false, 'send')).toEqual(['PendingApproval']);
    expect(nextStates('PendingApproval', false)).toEqual(['Canceled']);
    expect(nextStates('PendingApproval', false, 'decision')).toEqual(['Approved', 'Rejected']);
    expect(nextStates('Rejected', false)).toEqual(['ToBeSent', 'Canceled']);
  });

  it('ends at Closed or Canceled, from which nothing moves', () => {
    for (const state of ['Closed', 'Canceled'] as const) {
      expect(isFinished(state)).toBe(true);
      for (const by of KINDS) expect(nextStates(state, false, by)).toEqual([]);
    }
    expect(processStateOf('Closed')).toBe(2);
    expect(processStateOf('Canceled')).toBe(3);
    expect(processStateOf('Scheduled')).toBe(1);
  });

  it('names both states when refusing', () => {
    expect(illegalStepMessage('Draft', 'Closed')).toBe('No se puede pasar el cambio de «Borrador» a «Cerrado»');
  });

  it('never reaches a state outside the table by random steps, and a pre-approved change never waits for approval', () => {
    const attempt = fc.record({ to: fc.constantFrom(...CHANGE_STATES), by: fc.constantFrom(...KINDS) });
    fc.assert(
      fc.property(fc.boolean(), fc.array(attempt, { maxLength: 40 }), (preApproved, attempts) => {
        let state: ChangeState = 'Draft';
        const visited: ChangeState[] = [state];
        for (const { to, by } of attempts) {
          if (!isLegal(state, to, preApproved, by)) continue;
          state = to;
          visited.push(state);
        }
        if (preApproved) expect(visited).not.toContain('PendingApproval');
        // Work starts only on an approved (or pre-approved) change, and closes only after it started.
        visited.forEach((s, i) => {
          if (s === 'InProgress') expect(visited[i - 1]).toBe('Scheduled');
          if (s === 'Closed') expect(visited[i - 1]).toBe('InProgress');
          if (s === 'Scheduled') expect(preApproved ? ['Draft', 'Approved'] : ['Approved']).toContain(visited[i - 1]);
        });
        expect(CHANGE_STATES).toContain(state);
      }),
    );
  });

  it('lets a change be edited only before it is sent or after a rejection', () => {
    expect(CHANGE_STATES.filter(isEditable)).toEqual(['Draft', 'ToBeSent', 'Rejected']);
  });
});
