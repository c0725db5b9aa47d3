import { useTranslation } from 'react-i18next';
import { localeOf } from '../../../shared/i18n/localeOf';
import type { StructureStats as Stats } from './structureModel';

interface Props {
  stats: Stats;
  levelName: (level: number) => string;
}

/** The structure's figures for the people the filter shows: by level, vacant, without superior, skipped levels. */
export function StructureStats({ stats, levelName }: Props) {
  const { t, i18n } = useTranslation();
  const figures: [label: string, value: number][] = [
    [t('hierarchy.stats.total'), stats.total],
    ...stats.byLevel.map((count, level): [string, number] => [levelName(level), count]),
    [t('hierarchy.stats.vacant'), stats.vacant],
    [t('hierarchy.stats.withoutSuperior'), stats.withoutSuperior],
    [t('hierarchy.stats.skippedLevels'), stats.skippedLevels],
  ];
  return (
    <section aria-labelledby="structure-stats" className="flex flex-column gap-2">
      <h2 id="structure-stats" className="text-lg font-semibold m-0">{t('hierarchy.stats.title')}</h2>
      <dl className="structure-stats m-0">
        {figures.map(([label, value]) => (
          <div key={label} className="structure-stat">
            <dt>{label}</dt>
            <dd>{value.toLocaleString(localeOf(i18n.language))}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
