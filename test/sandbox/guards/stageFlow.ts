import es from '../../../src/shared/i18n/es.json';
import { stageGraphProblems } from '../../../src/shared/diagram/stageGraph/stageGraphRules';
import type { StageGraph } from '../../../src/shared/diagram/stageGraph/stageGraphTypes';
import { SandboxError } from '../runtime';

/** A stage as the services keep it: its id, name, flags and the ids of the stages it may follow. */
export interface FlowStageRecord {
  id: number;
  name: string;
  initial: boolean;
  final: boolean;
  predecessorIds: number[];
}

const RULES: Record<string, string> = es.flows.rules;

/** The app's own rule text in Spanish (es.json flows.rules), so form and service refuse in the same words. */
const spanish = (code: string, values: Record<string, string | number>) =>
  RULES[code]!.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(values[name] ?? ''));

/** The same graph rules the editor shows (src/shared/diagram/stageGraph), the first broken one refused with 400 naming the stage. */
export function checkStageFlow(stages: FlowStageRecord[], nameMax: number): void {
  const ids = new Set(stages.map((s) => s.id));
  if (ids.size !== stages.length) throw new SandboxError(400, 'Una etapa aparece dos veces en el flujo', 'stages');
  for (const s of stages) {
    const missing = s.predecessorIds.find((p) => !ids.has(p));
    if (missing !== undefined) throw new SandboxError(400, `La predecesora ${missing} de «${s.name}» no es una etapa del flujo`, 'stages');
  }
  const graph: StageGraph = {
    stages: stages.map((s) => ({ id: String(s.id), name: s.name, initial: s.initial, final: s.final })),
    edges: stages.flatMap((s) => s.predecessorIds.map((p) => ({ from: String(p), to: String(s.id) }))),
  };
  const [problem] = stageGraphProblems(graph, { nameMax });
  if (problem) throw new SandboxError(400, spanish(problem.code, problem.values), 'stages');
}

/** A flow never saved: the stages in the given order, each after the one before, the first initial and the last final. */
export const chainOf = (stages: { id: number; name: string }[]): FlowStageRecord[] =>
  stages.map((s, i) => ({ ...s, initial: i === 0, final: i === stages.length - 1, predecessorIds: i === 0 ? [] : [stages[i - 1]!.id] }));
