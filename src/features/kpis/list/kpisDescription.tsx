import { insightApi, useDeleteKpiMutation, type KpiRead as Kpi, type SearchKpisApiArg } from '../../../api/tags/insight';
import { sentVersion } from '../../../shared/forms/conflict/versioned';
import type { FormStep, ResourceDescription } from '../../../shared/resource/resourceTypes';
import { createOrUpdate, savedToast } from '../../../shared/resource/saveSteps';
import { named } from '../../../shared/resource/texts';
import { LIMITS } from '../../../shared/validation/limits';
import { KpiFields } from '../kpiForm/KpiFields';
import { EMPTY_KPI, kpiSchema, type KpiValues } from '../kpiForm/kpiSchema';
import { KpiResultsDialog } from '../results/KpiResultsDialog';
import { kpiColumns } from './kpiColumns';
import { kpiFilter, toKpiSearchArg, type KpiFilterValues } from './kpiFilter';

const WRITE = ['KPIManagement'];
const nameOf = (row: Kpi) => row.name;

const valuesOf = ({ kpiGroupId, category, name, cycleDays, formula, greenMax, amberMax, rowVersion }: Kpi): KpiValues => ({
  kpiGroupId, category, name, cycleDays, formula, greenMax, amberMax, rowVersion,
});

// The schema has checked every value before a body is built, so the non-null assertions hold.
const bodyOf = (v: KpiValues) => ({
  kpiGroupId: v.kpiGroupId!, category: v.category.trim(), name: v.name.trim(), cycleDays: v.cycleDays!, formula: v.formula.trim(), greenMax: v.greenMax!, amberMax: v.amberMax!,
});

function formStep(codes: ReadonlySet<string>): FormStep<Kpi | null, KpiValues> {
  return {
    kind: 'form',
    header: (t, row) => (row ? t('kpis.editTitle', { name: row.name }) : t('kpis.createTitle')),
    initialValues: (row) => (row ? valuesOf(row) : EMPTY_KPI),
    schema: kpiSchema(codes),
    Fields: KpiFields,
    width: '46rem',
    useSave: createOrUpdate({
      create: insightApi.endpoints.createKpi,
      createArg: (values: KpiValues) => ({ kpiWrite: bodyOf(values) }),
      update: insightApi.endpoints.updateKpi,
      updateArg: (values, row: Kpi) => ({ kpiUpdate: { ...bodyOf(values), id: row.id, enabled: row.enabled, rowVersion: sentVersion(values) } }),
    }),
    done: savedToast('kpis.done.created', 'kpis.done.updated', (values) => values.name),
  };
}

/** `kpis` (KPIManagement): the KPIs searched and paged by the insight service, created, edited, deleted, and their results charted. */
export function kpisDescription(codes: ReadonlySet<string>): ResourceDescription<Kpi, KpiFilterValues, SearchKpisApiArg> {
  const form = formStep(codes);
  return {
    id: 'kpis',
    title: (t) => t('routes.kpis'),
    rowKey: 'id',
    rowName: nameOf,
    columns: kpiColumns,
    search: { endpoint: insightApi.endpoints.searchKpis, toArg: toKpiSearchArg, pageSizes: LIMITS.kpis.pageSizes, defaultSort: { field: 'name', order: 'asc' } },
    filter: { description: kpiFilter },
    pageActions: [{ id: 'create', permissions: WRITE, primary: true, label: (t) => t('kpis.create'), does: form }],
    rowActions: [
      { id: 'results', permissions: WRITE, icon: 'pi pi-chart-bar', label: named('kpis.actions.results', nameOf), does: { kind: 'open', render: (row, onHide) => <KpiResultsDialog kpi={row} onHide={onHide} /> } },
      { id: 'edit', permissions: WRITE, icon: 'pi pi-pencil', label: named('kpis.actions.edit', nameOf), does: form },
      {
        id: 'delete', permissions: WRITE, icon: 'pi pi-trash', danger: true, label: named('kpis.actions.delete', nameOf),
        does: {
          kind: 'confirm', icon: 'pi pi-trash', danger: true,
          header: (t) => t('kpis.confirmDelete.header'),
          message: named('kpis.confirmDelete.message', nameOf),
          confirmLabel: (t) => t('kpis.confirmDelete.confirm'),
          useRun: () => {
            const [remove] = useDeleteKpiMutation();
            return (row) => remove({ id: row.id }).unwrap();
          },
          done: named('kpis.done.deleted', nameOf),
        },
      },
    ],
    exports: (t) => ({ fileBaseName: t('kpis.exportFileName'), pdfOrientation: 'landscape' }),
    emptyMessage: (t) => t('kpis.empty'),
  };
}
