import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { ChoiceInput, FlagInput, NumberInput, TextInput } from '../../../shared/forms/fields';
import { LIMITS } from '../../../shared/validation/limits';
import { useManagerOptions, usePartnerOptions } from './warehouseOptions';
import type { WarehouseValues } from './warehouseSchema';

const { nameMax, addressMax, streetNumberMax, postalCodeMax, coordinateDecimals } = LIMITS.warehouses;

/** The warehouse dialog's fields, bound to its form (the schema holds the rules). */
export function WarehouseFields() {
  const { t } = useTranslation();
  const partners = usePartnerOptions();
  const managers = useManagerOptions();
  const { values } = useFormikContext<WarehouseValues>();
  const label = (field: string) => t(`inventory.warehouses.fields.${field}`);
  return (
    <>
      <TextInput name="warehouseName" label={label('warehouseName')} max={nameMax} required autoFocus />
      <TextInput name="address" label={label('address')} max={addressMax} required />
      <div className="grid">
        <div className="col-12 md:col-4">
          <TextInput name="exteriorNumber" label={label('exteriorNumber')} max={streetNumberMax} required />
        </div>
        <div className="col-12 md:col-4">
          <TextInput name="interiorNumber" label={label('interiorNumber')} max={streetNumberMax} />
        </div>
        <div className="col-12 md:col-4">
          <TextInput name="postalCode" label={label('postalCode')} max={postalCodeMax} required />
        </div>
        {/* No min or max on the controls: a value out of range is kept and explained, not silently clamped. */}
        <div className="col-12 md:col-6">
          <NumberInput name="latitude" label={label('latitude')} decimals={coordinateDecimals} required />
        </div>
        <div className="col-12 md:col-6">
          <NumberInput name="longitude" label={label('longitude')} decimals={coordinateDecimals} required />
        </div>
      </div>
      <ChoiceInput name="partnerId" label={label('partnerId')} source={partners} required />
      <ChoiceInput name="responsibleId" label={label('responsibleId')} source={managers} required />
      {/* Spec 001 section 5: the users screen refuses to deactivate the principal manager of an enabled warehouse. */}
      {values.enabled && values.responsibleId !== null && <small className="text-700 -mt-2">{t('inventory.warehouses.principalLocked')}</small>}
      <ChoiceInput name="secondaryResponsibleId" label={label('secondaryResponsibleId')} source={managers} clearable />
      <FlagInput name="enabled" label={label('enabled')} as="switch" />
    </>
  );
}
