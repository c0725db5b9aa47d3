import type { TFunction } from 'i18next';
import type { KpiResults } from '../../../api/tags/insight';
import { bandsOf, type BandKey } from '../../../domain/kpis/bands/indicatorBands';
import type { ChartBand, ChartSpec } from '../../../shared/charts/ChartFigure';
import { formatUtcDateTime } from '../../../shared/format/dateTime';
import { BAND_NAME_KEYS } from '../bands/BandBar';

const TONES: Record<BandKey, ChartBand['tone']> = { 1: 'good', 2: 'warning', 3: 'bad' };
const day = (utc: string) => formatUtcDateTime(utc).slice(0, 10);

/** A KPI's value per cycle as bars over its traffic-light bands; the table names each value's band. */
export function resultsChart(t: TFunction, results: KpiResults): ChartSpec {
  const bands = bandsOf({ greenMax: results.greenMax, amberMax: results.amberMax });
  const nameOf = (key: BandKey) => t(BAND_NAME_KEYS[key]);
  return {
    title: t('kpis.results.chartTitle', { name: results.name }),
    categoryLabel: t('kpis.results.cycle'),
    categories: results.points.map((p) => t('kpis.results.period', { from: day(p.periodStart), to: day(p.periodEnd) })),
    series: [{ label: t('kpis.results.value'), kind: 'bar', values: results.points.map((p) => p.value) }],
    bands: bands.map((band) => ({ label: nameOf(band.key), from: band.minPercentage, to: band.maxPercentage, tone: TONES[band.key] })),
    valueRange: { min: 0, max: 100 },
    describeValue: (value) => {
      const band = bands.find((b) => value <= b.maxPercentage) ?? bands.at(-1)!;
      return nameOf(band.key);
    },
  };
}
