import { Chart } from 'primereact/chart';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../i18n/localeOf';
import { chartConfigOf } from './chartConfig';
import type { ChartSpec } from './chartTypes';

/**
 * The drawing: PrimeReact's Chart, which itself fetches chart.js when it first draws. Loaded lazily by
 * ChartFigure, so neither enters the first load. The canvas is role="img" with the chart's title as its name.
 */
export default function ChartCanvas({ spec }: { spec: ChartSpec }) {
  const { i18n } = useTranslation();
  const config = useMemo(() => chartConfigOf(spec, localeOf(i18n.language)), [spec, i18n.language]);
  return <Chart type={config.type} data={config.data} options={config.options} plugins={config.plugins} ariaLabel={spec.title} style={{ height: '18rem' }} />;
}
