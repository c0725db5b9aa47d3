import { useTranslation } from 'react-i18next';
import type { LegendEntry } from './ganttColors';

const SWATCH = { width: 14, height: 14, border: '1px solid rgba(0, 0, 0, 0.25)' };

/** The status colours of an order's diagram (spec 000 sections 2 and 4). */
export function GanttLegend({ entries }: { entries: LegendEntry[] }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('gantt.legend.title')} className="pt-2">
      <h3 className="text-sm font-semibold m-0 mb-1">{t('gantt.legend.title')}</h3>
      <ul className="list-none m-0 p-0 flex flex-wrap gap-3 text-sm">
        {entries.map((entry) => (
          <li key={entry.key} className="flex align-items-center gap-1">
            <span className="inline-block border-round-sm" style={{ ...SWATCH, background: entry.color }} aria-hidden="true" />
            {entry.label}
          </li>
        ))}
      </ul>
    </section>
  );
}
