import { useTranslation } from 'react-i18next';
import { BulkUsageGuide } from '../../../shared/bulk/BulkUsageGuide';
import { LIMITS } from '../../../shared/validation/limits';
import { HIERARCHY_TEMPLATE } from '../../../domain/users/hierarchyTemplate';

/** The usage guide: what each column takes and which rules the service applies to each row. */
export function HierarchyBulkUsage() {
  const { t } = useTranslation();
  const { levelMin, levelMax, positionMax } = LIMITS.hierarchy;
  const [user = '', level = '', superior = '', position = ''] = HIERARCHY_TEMPLATE.headers;
  return (
    <BulkUsageGuide
      intro={t('hierarchy.bulk.usage.intro')}
      columnsTitle={t('hierarchy.bulk.usage.columns')}
      columns={[
        { header: user, text: t('hierarchy.bulk.usage.user') },
        { header: level, text: t('hierarchy.bulk.usage.level', { min: levelMin, max: levelMax }) },
        { header: superior, text: t('hierarchy.bulk.usage.superior') },
        { header: position, text: t('hierarchy.bulk.usage.position', { max: positionMax }) },
      ]}
      rulesTitle={t('hierarchy.bulk.usage.rules')}
      rules={['ruleRegionTop', 'ruleSuperior', 'ruleOrder', 'ruleModified'].map((rule) => t(`hierarchy.bulk.usage.${rule}`))}
    />
  );
}
