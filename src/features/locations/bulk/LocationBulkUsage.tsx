import { useTranslation } from 'react-i18next';
import { columnsOf, type LocationBulkMode } from '../../../domain/locations/bulk/locationTemplates';
import { BulkUsageGuide } from '../../../shared/bulk/BulkUsageGuide';
import { localeOf } from '../../../shared/i18n/localeOf';
import { LIMITS } from '../../../shared/validation/limits';

const L = LIMITS.locations;
const VALUES = {
  nameMax: L.nameMax, comercialNameMax: L.comercialNameMax, addressMax: L.addressMax, localityMax: L.localityMax, additionalInfoMax: L.additionalInfoMax,
  changeReasonMax: L.changeReasonMax, postalCodeMin: L.postalCodeMin, postalCodeMax: L.postalCodeMax, decimals: L.coordinateDecimals,
  latitudeMax: LIMITS.geo.latitudeMax, longitudeMax: LIMITS.geo.longitudeMax,
};

/** The usage guide: what each column takes and the rules of the load or the deactivation. */
export function LocationBulkUsage({ mode, header }: { mode: LocationBulkMode; header: (column: string) => string }) {
  const { t, i18n } = useTranslation();
  return (
    <BulkUsageGuide
      intro={t('locations.bulk.usage.intro', { rows: L.bulkMaxRows.toLocaleString(localeOf(i18n.language)) })}
      columnsTitle={t('locations.bulk.usage.columnsTitle')}
      columns={columnsOf(mode).map((column) => ({ header: header(column), text: t(`locations.bulk.usage.${mode}.${column}`, VALUES) }))}
      rulesTitle={t('locations.bulk.usage.rulesTitle')}
      rules={['ruleHeaders', 'ruleAllOrNothing', 'ruleTrim', `rule_${mode}`].map((rule) => t(`locations.bulk.usage.${rule}`))}
    />
  );
}
