import { useTranslation } from 'react-i18next';
import type { StatusStyle } from './statusStyles';

interface Props {
  statuses: StatusStyle[];
  /** Points per status, in the order of `statuses`. */
  totals: number[];
  format: (n: number) => string;
}

/** Each status's colour with its name and how many points hold it: colour is never the only cue. */
export function MapLegend({ statuses, totals, format }: Props) {
  const { t } = useTranslation();
  return (
    <ul className="sd-map-legend" aria-label={t('map.legend')}>
      {statuses.map((status, i) =>
        status.unknown && !totals[i] ? null : (
          <li key={status.key} className="sd-map-legend__item">
            <span className="sd-map-legend__swatch" style={{ backgroundColor: status.color }} aria-hidden="true" />
            {t('map.legendItem', { status: status.label, count: format(totals[i] ?? 0) })}
          </li>
        ),
      )}
    </ul>
  );
}
