import type { GanttStepService } from '../../../src/api/tags/ticket';
import { syntheticGantt } from './syntheticGantt';

function walk(node: GanttStepService, visit: (n: GanttStepService) => void): void {
  visit(node);
  for (const child of node.stepServices) walk(child, visit);
}

describe('syntheticGantt', () => {
  it.each([50, 300, 1000])('builds a %i-step order Gantt with every step once expanded', (stepCount) => {
    const gantt = syntheticGantt(stepCount);
    const ids = new Set<number>();
    const expanded = new Set<number>();
    walk(gantt.initialStepService, (n) => {
      ids.add(n.stepId);
      if (n.stepServices.length > 0) {
        expect(expanded.has(n.stepId)).toBe(false);
        expanded.add(n.stepId);
      }
    });
    expect(ids.size).toBe(stepCount);
    expect(gantt.misconfiguredServices.length).toBeGreaterThanOrEqual(1);
    expect(gantt.misconfiguredServices.length).toBeLessThanOrEqual(2);
  });

  it('mixes closed, running and not started steps', () => {
    const statuses: (number | null)[] = [];
    walk(syntheticGantt(300).initialStepService, (n) => statuses.push(n.stepTicket?.ticketStatusId ?? null));
    expect(statuses.some((s) => s === 5 || s === 9)).toBe(true);
    expect(statuses.some((s) => s !== null && s !== 5 && s !== 9)).toBe(true);
    expect(statuses).toContain(null);
  });

  it('is deterministic for a seed and differs between seeds', () => {
    expect(syntheticGantt(50, 7)).toEqual(syntheticGantt(50, 7));
    expect(syntheticGantt(50, 7)).not.toEqual(syntheticGantt(50, 8));
  });

  it('builds 1,000 steps quickly', () => {
    const start = performance.now();
    syntheticGantt(1000);
    expect(performance.now() - start).toBeLessThan(500);
  });
});
