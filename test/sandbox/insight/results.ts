import { checkFormula } from '../../../src/domain/kpis/formula/checkFormula';
import { evaluateFormula } from '../../../src/domain/kpis/formula/evaluateFormula';
import { utc } from '../store/random';
import type { SandboxStore } from '../store/types';
import type { InsightState, KpiRecord } from './state';

/** Cycles GetResults answers, the last one ending now (insight.yaml KpiResults.points maxItems 24). */
export const RESULT_CYCLES = 12;
const DAY_MS = 86_400_000;

const timeOf = (date: string) => Date.parse(/Z$/.test(date) ? date : `${date}Z`);

/**
 * A KPI's value per cycle: each parameter counted over the store's tickets dated in the cycle, then the formula
 * evaluated with the app's own evaluator (src/domain/kpis/formula), so a formula means one thing everywhere.
 */
export function kpiResults(store: SandboxStore, state: InsightState, kpi: KpiRecord) {
  const checked = checkFormula(kpi.formula, new Set(state.parameters.map((p) => p.code)));
  const end = store.now.getTime();
  const cycleMs = kpi.cycleDays * DAY_MS;
  const first = end - RESULT_CYCLES * cycleMs;
  const counts = Array.from({ length: RESULT_CYCLES }, () => new Map<string, number>());
  for (const ticket of store.tickets.values()) {
    for (const parameter of state.parameters) {
      const date = parameter.dated(ticket);
      if (!date || !parameter.counts(ticket)) continue;
      const cycle = Math.floor((timeOf(date) - first) / cycleMs);
      if (cycle < 0 || cycle >= RESULT_CYCLES) continue;
      const bucket = counts[cycle]!;
      bucket.set(parameter.code, (bucket.get(parameter.code) ?? 0) + 1);
    }
  }
  const points = counts.map((bucket, i) => {
    const value = checked.ok ? evaluateFormula(checked.node, (code) => bucket.get(code) ?? 0) : null;
    return {
      periodStart: utc(new Date(first + i * cycleMs)),
      periodEnd: utc(new Date(first + (i + 1) * cycleMs)),
      value: value === null ? null : Math.round(value * 100) / 100,
    };
  });
  return { kpiId: kpi.id, name: kpi.name, formula: kpi.formula, greenMax: kpi.greenMax, amberMax: kpi.amberMax, points };
}
