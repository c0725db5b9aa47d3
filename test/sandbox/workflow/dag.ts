import type { GanttStepService, GanttStepTicket } from '../../../src/api/tags/ticket';
import type { Random } from '../store/random';

/** A workflow step and the steps that must be done before it starts (ids are in topological order). */
export interface DagStep {
  stepId: number;
  parents: number[];
}

/** Widest layer: grows slowly with the size so large workflows stay long rather than flat. */
const maxWidth = (stepCount: number) => Math.max(1, Math.min(6, Math.round(Math.sqrt(stepCount) / 2)));

/**
 * A layered DAG of `stepCount` steps: one initial step, each later step with 1-3 parents in earlier
 * layers (mostly the previous one), every step leading to a single last step.
 */
export function generateDag(random: Random, stepCount: number, firstStepId = 1): DagStep[] {
  if (stepCount < 1) return [];
  const steps: DagStep[] = [{ stepId: firstStepId, parents: [] }];
  if (stepCount === 1) return steps;
  const layers: number[][] = [[firstStepId]];
  const earlier: number[] = [];
  let nextId = firstStepId + 1;
  let remaining = stepCount - 2;
  const width = maxWidth(stepCount);
  while (remaining > 0) {
    let size = Math.min(remaining, random.int(1, width));
    // The last step joins the final layer, so that layer keeps to three steps.
    if (size === remaining && size > 3) size = remaining - 3;
    const previous = layers[layers.length - 1]!;
    const layer: DagStep[] = [];
    for (let i = 0; i < size; i++) {
      const parents = new Set([random.pick(previous)]);
      const extra = random.weighted([[0, 6], [1, 3], [2, 1]] as const);
      for (let k = 0; k < extra; k++) parents.add(random.pick(earlier.length > 0 && random.chance(0.25) ? earlier : previous));
      layer.push({ stepId: nextId++, parents: [...parents] });
    }
    adoptDeadEnds(previous, layer);
    steps.push(...layer);
    earlier.push(...previous);
    layers.push(layer.map((s) => s.stepId));
    remaining -= size;
  }
  const last: DagStep = { stepId: nextId, parents: [] };
  adoptDeadEnds(layers[layers.length - 1]!, [last]);
  steps.push(last);
  for (const step of steps) step.parents.sort((a, b) => a - b);
  return steps;
}

/** Every step of the previous layer left without a child becomes a parent of the least-connected step of the new one. */
function adoptDeadEnds(previous: readonly number[], layer: DagStep[]): void {
  const used = new Set(layer.flatMap((s) => s.parents));
  for (const stepId of previous) {
    if (used.has(stepId)) continue;
    const adopter = layer.reduce((a, b) => (b.parents.length < a.parents.length ? b : a));
    adopter.parents.push(stepId);
  }
}

/** Children of every step, by ascending id. */
export function childrenOf(steps: readonly DagStep[]): Map<number, number[]> {
  const children = new Map<number, number[]>(steps.map((s) => [s.stepId, []]));
  for (const step of steps) for (const parent of step.parents) children.get(parent)?.push(step.stepId);
  for (const list of children.values()) list.sort((a, b) => a - b);
  return children;
}

export interface GanttNodeData {
  serviceId: number;
  serviceName: string;
  stepTicket: GanttStepTicket;
}

/**
 * The DAG as the contract's tree: a step with several parents appears under each of them, its own
 * children listed the first time only, so the tree grows with steps and edges, not with paths.
 */
export function toGanttTree(steps: readonly DagStep[], describe: (stepId: number) => GanttNodeData): GanttStepService {
  const root = steps.find((s) => s.parents.length === 0);
  if (!root) throw new Error('A workflow DAG needs an initial step');
  const children = childrenOf(steps);
  const expanded = new Set<number>();
  const build = (stepId: number): GanttStepService => {
    const first = !expanded.has(stepId);
    expanded.add(stepId);
    const next = first ? children.get(stepId)! : [];
    return { stepId, ...describe(stepId), stepServices: next.map(build) };
  };
  return build(root.stepId);
}
