import { useTranslation } from 'react-i18next';
import type { BulkMode } from '../../../domain/components/bulk/componentTemplate';
import { TEMPLATE_COLUMNS } from '../../../domain/components/templateRows';
import { LIMITS } from '../../../shared/validation/limits';

const C = LIMITS.components;
const VALUES = { serialMax: C.serialMax, decimals: C.costDecimals, portMin: C.portMin, portMax: C.portMax, simMax: C.simMax, imeiMax: C.imeiMax };

/** The usage guide: what each column takes (required or optional, SI/NO, decimals) and the rules of the load. */
export function ComponentBulkUsage({ mode, header }: { mode: BulkMode; header: (column: (typeof TEMPLATE_COLUMNS)[number]) => string }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="flex flex-column gap-3">
      <p className="m-0">{t('components.bulk.usage.intro', { rows: C.bulkMaxRows.toLocaleString(i18n.language === 'en' ? 'en-US' : 'es-MX') })}</p>
      <h3 className="text-base font-semibold m-0">{t('components.bulk.usage.columnsTitle')}</h3>
      <dl className="m-0 flex flex-column gap-2">
        {TEMPLATE_COLUMNS.map((column) => (
          <div key={column}>
            <dt className="font-semibold">{header(column)}</dt>
            <dd className="m-0">{t(`components.bulk.usage.columns.${column}`, VALUES)}</dd>
          </div>
        ))}
      </dl>
      <h3 className="text-base font-semibold m-0">{t('components.bulk.usage.rulesTitle')}</h3>
      <ul className="m-0 pl-4 flex flex-column gap-1">
        <li>{t('components.bulk.usage.ruleHeaders')}</li>
        <li>{t('components.bulk.usage.ruleAllOrNothing')}</li>
        <li>{t('components.bulk.usage.ruleService')}</li>
        {mode === 'update' && <li>{t('components.bulk.usage.ruleUpdateStatus')}</li>}
      </ul>
    </div>
  );
}
