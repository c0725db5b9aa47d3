import { useTranslation } from 'react-i18next';
import type { BulkMode } from '../../../domain/components/bulk/componentTemplate';
import { TEMPLATE_COLUMNS, type TemplateColumn } from '../../../domain/components/templateRows';
import { BulkUsageGuide } from '../../../shared/bulk/BulkUsageGuide';
import { localeOf } from '../../../shared/i18n/localeOf';
import { LIMITS } from '../../../shared/validation/limits';

const C = LIMITS.components;
const VALUES = { serialMax: C.serialMax, decimals: C.costDecimals, portMin: C.portMin, portMax: C.portMax, simMax: C.simMax, imeiMax: C.imeiMax };

/** The usage guide: what each column takes (required or optional, SI/NO, decimals) and the rules of the load. */
export function ComponentBulkUsage({ mode, header }: { mode: BulkMode; header: (column: TemplateColumn) => string }) {
  const { t, i18n } = useTranslation();
  const rules = ['ruleHeaders', 'ruleAllOrNothing', 'ruleService', ...(mode === 'update' ? ['ruleUpdateStatus'] : [])];
  return (
    <BulkUsageGuide
      intro={t('components.bulk.usage.intro', { rows: C.bulkMaxRows.toLocaleString(localeOf(i18n.language)) })}
      columnsTitle={t('components.bulk.usage.columnsTitle')}
      columns={TEMPLATE_COLUMNS.map((column) => ({ header: header(column), text: t(`components.bulk.usage.columns.${column}`, VALUES) }))}
      rulesTitle={t('components.bulk.usage.rulesTitle')}
      rules={rules.map((rule) => t(`components.bulk.usage.${rule}`))}
    />
  );
}
