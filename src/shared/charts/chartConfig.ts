import type { ChartConfiguration, Plugin } from 'chart.js';
import type { ChartBand, ChartSpec } from './chartTypes';

/** Colours with contrast on white, for the series in order and the bands by tone. */
const SERIES_COLOURS = ['#1d4ed8', '#b45309', '#047857', '#7e22ce', '#be123c', '#0f766e'];
const BAND_COLOURS: Record<ChartBand['tone'], string> = {
  good: 'rgba(22, 163, 74, 0.18)',
  warning: 'rgba(234, 179, 8, 0.22)',
  bad: 'rgba(220, 38, 38, 0.18)',
  neutral: 'rgba(100, 116, 139, 0.15)',
};

/** Paints each band across the plot area behind the datasets. */
export function bandsPlugin(bands: readonly ChartBand[], horizontal: boolean): Plugin {
  return {
    id: 'valueBands',
    beforeDatasetsDraw(chart) {
      const { ctx, chartArea } = chart;
      const scale = chart.scales[horizontal ? 'x' : 'y'];
      if (!scale) return;
      ctx.save();
      for (const band of bands) {
        const from = scale.getPixelForValue(band.from);
        const to = scale.getPixelForValue(band.to);
        ctx.fillStyle = BAND_COLOURS[band.tone];
        if (horizontal) ctx.fillRect(Math.min(from, to), chartArea.top, Math.abs(to - from), chartArea.height);
        else ctx.fillRect(chartArea.left, Math.min(from, to), chartArea.width, Math.abs(to - from));
      }
      ctx.restore();
    },
  };
}

/** chart.js's configuration for a spec: bars and lines on one value axis, bands behind them, in the user's locale. */
export function chartConfigOf(spec: ChartSpec, locale: string): ChartConfiguration {
  const horizontal = spec.horizontal ?? false;
  const valueAxis = { beginAtZero: true, ...(spec.valueRange ?? {}) };
  return {
    type: 'bar',
    data: {
      labels: [...spec.categories],
      datasets: spec.series.map((series, i) => {
        const colour = SERIES_COLOURS[i % SERIES_COLOURS.length]!;
        return { type: series.kind, label: series.label, data: [...series.values], backgroundColor: colour, borderColor: colour, spanGaps: false } as never;
      }),
    },
    options: {
      locale,
      indexAxis: horizontal ? 'y' : 'x',
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      plugins: { title: { display: false, text: spec.title }, legend: { display: spec.series.length > 1 } },
      scales: horizontal ? { x: valueAxis } : { y: valueAxis },
    },
    plugins: spec.bands?.length ? [bandsPlugin(spec.bands, horizontal)] : [],
  };
}
