import { useTranslation } from 'react-i18next';
import type { LocationRead } from '../../../api/tags/geography';
import { useEnabledClientOptions } from '../../../domain/clients/useEnabledClientOptions';
import { PostalCodeInput } from '../../../domain/locations/PostalCodeInput';
import { ChoiceInput, NumberInput, TextAreaInput, TextInput } from '../../../shared/forms/fields';
import { LIMITS } from '../../../shared/validation/limits';
import { useLocationPriorityOptions } from '../locationOptions';
import { MapPointPicker } from './MapPointPicker';

const { nameMax, comercialNameMax, addressMax, localityMax, additionalInfoMax, changeReasonMax, coordinateDecimals } = LIMITS.locations;

/** The location dialog's fields, bound to its form (the schema holds the rules); an edit also asks why. */
export function LocationFields({ row }: { row: LocationRead | null }) {
  const { t } = useTranslation();
  const clients = useEnabledClientOptions();
  const priorities = useLocationPriorityOptions();
  const label = (field: string) => t(`locations.fields.${field}`);
  return (
    <>
      <ChoiceInput name="clientId" label={label('clientName')} source={clients} required />
      <TextInput name="name" label={label('name')} max={nameMax} required autoFocus />
      <ChoiceInput name="locationPriorityId" label={label('locationPriorityName')} source={priorities} clearable />
      <TextInput name="comercialName" label={label('comercialName')} max={comercialNameMax} />
      <TextInput name="address" label={label('address')} max={addressMax} required />
      <PostalCodeInput name="postalCode" placeField="postalCodePlace" label={label('postalCode')} />
      <TextInput name="locality" label={label('locality')} max={localityMax} />
      <div className="grid">
        {/* No min or max on the controls: a value out of range is kept and explained, not silently clamped. */}
        <div className="col-12 md:col-6">
          <NumberInput name="latitude" label={label('latitude')} decimals={coordinateDecimals} required />
        </div>
        <div className="col-12 md:col-6">
          <NumberInput name="longitude" label={label('longitude')} decimals={coordinateDecimals} required />
        </div>
      </div>
      <MapPointPicker />
      <TextAreaInput name="additionalInfo" label={label('additionalInfo')} max={additionalInfoMax} />
      {row && <TextAreaInput name="changeReason" label={label('changeReason')} max={changeReasonMax} required />}
    </>
  );
}
