import type { TFunction } from 'i18next';
import type { TicketStatusCategoryCount } from '../../../api/tags/ticket';
import type { DashboardCount } from '../../../api/tags/ticketReports';
import type { ChartSpec } from '../../../shared/charts/ChartFigure';

/** AllStates (-5) and Custom (-2) count every ticket: a chart comparing the categories leaves them out. */
const WHOLE_CATEGORIES = new Set([-5, -2]);

const countsChart = (t: TFunction, titleKey: string, categoryKey: string, rows: { name: string; count: number }[]): ChartSpec => ({
  title: t(titleKey),
  categoryLabel: t(categoryKey),
  categories: rows.map((row) => row.name),
  series: [{ label: t('reports.dashboards.incidents'), kind: 'bar', values: rows.map((row) => row.count) }],
  horizontal: true,
});

export const byCategoryChart = (t: TFunction, counts: readonly TicketStatusCategoryCount[], categoryName: (id: number, name: string) => string) =>
  countsChart(
    t,
    'reports.dashboards.byCategory',
    'reports.dashboards.category',
    counts.filter((c) => !WHOLE_CATEGORIES.has(c.statusCategoryId)).map((c) => ({ name: categoryName(c.statusCategoryId, c.statusCategoryName), count: c.count })),
  );

export const byClientChart = (t: TFunction, counts: readonly DashboardCount[]) => countsChart(t, 'reports.dashboards.byClient', 'reports.dashboards.client', [...counts]);

export const byServiceChart = (t: TFunction, counts: readonly DashboardCount[]) => countsChart(t, 'reports.dashboards.byService', 'reports.dashboards.service', [...counts]);
