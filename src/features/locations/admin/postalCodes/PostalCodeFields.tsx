import { useMemo } from 'react';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { useGetGeographyMunicipalitiesQuery } from '../../../../api/tags/geography';
import { ChoiceInput, TextInput } from '../../../../shared/forms/fields';
import type { OptionSource } from '../../../../shared/forms/fields';
import { LIMITS } from '../../../../shared/validation/limits';
import { useAllStateOptions } from '../../locationOptions';
import type { PostalCodeValues } from './postalCodeSchema';

/** The municipalities of the chosen state (none until one is chosen). */
function useMunicipalityOptions(countryStateId: number | null): OptionSource<number> {
  const read = useGetGeographyMunicipalitiesQuery({ countryStateId: countryStateId ?? 0 }, { skip: countryStateId === null });
  const options = useMemo(() => (read.data?.data ?? []).map((m) => ({ value: m.municipalityId, label: m.name })), [read.data]);
  return { options, loading: read.isFetching, error: read.error };
}

/** The postal code dialog's fields: the code, its state and the state's municipality (cleared when the state changes). */
export function PostalCodeFields() {
  const { t } = useTranslation();
  const { values, setFieldValue } = useFormikContext<PostalCodeValues>();
  const states = useAllStateOptions();
  const municipalities = useMunicipalityOptions(values.countryStateId);
  const label = (field: string) => t(`locations.fields.${field}`);
  return (
    <>
      <TextInput name="postalCode" label={label('postalCode')} max={LIMITS.locations.postalCodeMax} required autoFocus />
      <ChoiceInput name="countryStateId" label={label('countryStateName')} source={states} required onPicked={() => void setFieldValue('municipalityId', null)} />
      <ChoiceInput
        name="municipalityId" label={label('municipalityName')} source={municipalities} required disabled={values.countryStateId === null}
        hint={values.countryStateId === null ? t('locations.postalCodes.stateFirst') : undefined}
      />
    </>
  );
}
