import { useTranslation } from 'react-i18next';
import { localeOf } from '../i18n/localeOf';
import type { ChartSpec } from './chartTypes';

/** The chart's numbers as a table: a row per category, a column per series, the bands listed under it. */
export function ChartDataTable({ spec, id }: { spec: ChartSpec; id: string }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(localeOf(i18n.language), { maximumFractionDigits: 2 });
  const cell = (value: number | null) => {
    if (value === null) return t('charts.noValue');
    const note = spec.describeValue?.(value);
    return note ? `${number.format(value)} (${note})` : number.format(value);
  };
  return (
    <div id={id} className="mt-2">
      <table className="chart-data-table w-full">
        <caption className="text-left font-semibold mb-1">{spec.title}</caption>
        <thead>
          <tr>
            <th scope="col">{spec.categoryLabel}</th>
            {spec.series.map((series) => (
              <th key={series.label} scope="col">
                {series.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {spec.categories.map((category, row) => (
            <tr key={`${category}-${row}`}>
              <th scope="row">{category}</th>
              {spec.series.map((series) => (
                <td key={series.label}>{cell(series.values[row] ?? null)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {spec.bands?.length ? (
        <ul aria-label={t('charts.bands')} className="list-none p-0 mt-2 flex gap-3 flex-wrap">
          {spec.bands.map((band) => (
            <li key={band.label}>{t('charts.band', { name: band.label, from: number.format(band.from), to: number.format(band.to) })}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
