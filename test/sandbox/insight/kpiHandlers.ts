import { checkBandLimits } from '../../../src/domain/kpis/bands/indicatorBands';
import { checkFormula } from '../../../src/domain/kpis/formula/checkFormula';
import { fold, matchesText } from '../catalog/common';
import { STALE_VERSION_MESSAGE } from '../guards/rowVersion';
import { SandboxError, type OperationContext, type OperationHandlers } from '../runtime';
import { kpiResults } from './results';
import { insightOf, type InsightState, type KpiRecord } from './state';

const FORMULA_MESSAGES: Record<string, string> = {
  empty: 'La fórmula es obligatoria',
  tooLong: 'La fórmula es demasiado larga',
  tooDeep: 'La fórmula anida demasiados paréntesis',
  character: 'La fórmula tiene un carácter no permitido',
  unbalancedOpen: 'La fórmula tiene un paréntesis sin cerrar',
  unbalancedClose: 'La fórmula cierra un paréntesis que no abrió',
  numberTooLarge: 'La fórmula tiene un número demasiado grande',
  unknownCode: 'La fórmula usa un código de parámetro que no existe',
  divisionByZero: 'La fórmula divide entre cero',
  syntax: 'La fórmula no es válida',
};

const rowOf = (state: InsightState, kpi: KpiRecord) => ({
  ...kpi,
  kpiGroupName: state.groups.find((g) => g.id === kpi.kpiGroupId)?.name ?? '',
});

function checked(state: InsightState, body: any, id: number | null) {
  if (!state.groups.some((g) => g.id === body.kpiGroupId)) throw new SandboxError(422, `El grupo de KPI ${body.kpiGroupId} no existe`);
  const formula = checkFormula(body.formula, new Set(state.parameters.map((p) => p.code)));
  if (!formula.ok) {
    const at = 'at' in formula.problem ? ` (posición ${formula.problem.at + 1})` : '';
    throw new SandboxError(422, `${FORMULA_MESSAGES[formula.problem.kind]}${at}`, 'formula');
  }
  const bands = checkBandLimits(body.greenMax, body.amberMax);
  if (bands.length) throw new SandboxError(422, 'Los valores límite del semáforo no son válidos', bands[0]!.field);
  const clash = [...state.kpis.values()].some((k) => k.id !== id && k.kpiGroupId === body.kpiGroupId && fold(k.name) === fold(body.name));
  if (clash) throw new SandboxError(409, 'Ya existe un KPI con ese nombre en el grupo');
  return {
    kpiGroupId: body.kpiGroupId, category: body.category.trim(), name: body.name.trim(), cycleDays: body.cycleDays,
    formula: body.formula, greenMax: body.greenMax, amberMax: body.amberMax,
  };
}

function kpiOf(state: InsightState, id: number): KpiRecord {
  const kpi = state.kpis.get(id);
  if (!kpi) throw new SandboxError(404, `El KPI ${id} no existe`);
  return kpi;
}

/** KPIs, their groups and parameters, and their results over the store's tickets. */
export const kpiHandlers: OperationHandlers = {
  getKpiGroups: ({ store }) => [...insightOf(store).groups].sort((a, b) => a.name.localeCompare(b.name, 'es')),
  getKpiParameters: ({ store }) => parameterRows(insightOf(store)),
  filterKpiParameters: ({ store, params, query }) =>
    parameterRows(insightOf(store)).filter(
      (p) => (params.parameterFilterId === 0 || p.kpiGroupId === params.parameterFilterId) && matchesText(query.text, p.name, p.code, p.alias, p.description),
    ),
  searchKpis: ({ store, query }: OperationContext) => {
    const state = insightOf(store);
    const rows = [...state.kpis.values()]
      .filter((k) => (!query.kpiGroupId || k.kpiGroupId === query.kpiGroupId) && matchesText(query.text, k.name, k.category, k.formula))
      .sort((a, b) => a.name.localeCompare(b.name, 'es'));
    const { pageNumber, pageSize } = query;
    const items = rows.slice((pageNumber - 1) * pageSize, pageNumber * pageSize).map((k) => rowOf(state, k));
    return { items, totalCount: rows.length, pageNumber, pageSize, hasNext: pageNumber * pageSize < rows.length };
  },
  createKpi: ({ store, body }) => {
    const state = insightOf(store);
    const id = state.nextKpiId++;
    const kpi: KpiRecord = { id, ...checked(state, body, null), enabled: true, rowVersion: 1 };
    state.kpis.set(id, kpi);
    return rowOf(state, kpi);
  },
  updateKpi: ({ store, body }) => {
    const state = insightOf(store);
    const kpi = kpiOf(state, body.id);
    if (body.rowVersion !== kpi.rowVersion) throw new SandboxError(409, STALE_VERSION_MESSAGE, 'rowVersion', rowOf(state, kpi));
    Object.assign(kpi, checked(state, body, kpi.id), { enabled: body.enabled, rowVersion: kpi.rowVersion + 1 });
    return rowOf(state, kpi);
  },
  deleteKpi: ({ store, params }) => {
    const state = insightOf(store);
    kpiOf(state, params.id);
    state.kpis.delete(params.id);
    return true;
  },
  getKpiResults: ({ store, params }) => {
    const state = insightOf(store);
    return kpiResults(store, state, kpiOf(state, params.id));
  },
};

function parameterRows(state: InsightState) {
  return state.parameters
    .map(({ id, kpiGroupId, name, code, alias, description }) => ({ id, kpiGroupId, name, code, alias, description }))
    .sort((a, b) => a.name.localeCompare(b.name, 'es'));
}
