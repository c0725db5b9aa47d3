import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../shared/validation/limits';
import { HIERARCHY_TEMPLATE } from '../../../domain/users/hierarchyTemplate';

/** The usage guide: what each column takes and which rules the service applies to each row. */
export function HierarchyBulkUsage() {
  const { t } = useTranslation();
  const { levelMin, levelMax, positionMax } = LIMITS.hierarchy;
  const [user, level, superior, position] = HIERARCHY_TEMPLATE.headers;
  const columns: [header: string | undefined, text: string][] = [
    [user, t('hierarchy.bulk.usage.user')],
    [level, t('hierarchy.bulk.usage.level', { min: levelMin, max: levelMax })],
    [superior, t('hierarchy.bulk.usage.superior')],
    [position, t('hierarchy.bulk.usage.position', { max: positionMax })],
  ];
  return (
    <div className="flex flex-column gap-3">
      <p className="m-0">{t('hierarchy.bulk.usage.intro')}</p>
      <h3 className="text-base font-semibold m-0">{t('hierarchy.bulk.usage.columns')}</h3>
      <dl className="m-0 flex flex-column gap-2">
        {columns.map(([header, text]) => (
          <div key={header}>
            <dt className="font-semibold">{header}</dt>
            <dd className="m-0">{text}</dd>
          </div>
        ))}
      </dl>
      <h3 className="text-base font-semibold m-0">{t('hierarchy.bulk.usage.rules')}</h3>
      <ul className="m-0 pl-4 flex flex-column gap-1">
        <li>{t('hierarchy.bulk.usage.ruleRegionTop')}</li>
        <li>{t('hierarchy.bulk.usage.ruleSuperior')}</li>
        <li>{t('hierarchy.bulk.usage.ruleOrder')}</li>
        <li>{t('hierarchy.bulk.usage.ruleModified')}</li>
      </ul>
    </div>
  );
}
