import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import type { KitRead } from '../../api/tags/product';
import { useEnabledWarehouseOptions } from '../../domain/inventory/useEnabledWarehouseOptions';
import { ChoiceInput, TextAreaInput, TextInput } from '../../shared/forms/fields';
import { LIMITS } from '../../shared/validation/limits';
import { KitComponentsField } from './KitComponentsField';
import type { KitValues } from './kitSchema';

/** The kit's dialog: name and description; a new kit also its warehouse and the components picked there. */
export function KitFields({ row }: { row: KitRead | null }) {
  const { t } = useTranslation();
  const warehouses = useEnabledWarehouseOptions();
  const { setFieldValue } = useFormikContext<KitValues>();
  return (
    <>
      <TextInput name="name" label={t('kits.fields.name')} max={LIMITS.kits.nameMax} required autoFocus />
      <TextAreaInput name="description" label={t('kits.fields.description')} max={LIMITS.kits.descriptionMax} rows={3} />
      {row === null && (
        <>
          {/* Components are picked at the warehouse: another warehouse starts the pick again. */}
          <ChoiceInput name="warehouseId" label={t('kits.fields.warehouse')} source={warehouses} required onPicked={() => void setFieldValue('components', [])} />
          <KitComponentsField />
        </>
      )}
    </>
  );
}
