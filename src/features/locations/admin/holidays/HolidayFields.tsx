import { useTranslation } from 'react-i18next';
import { ChoiceInput, DateInput, TextInput } from '../../../../shared/forms/fields';
import { LIMITS } from '../../../../shared/validation/limits';
import { useCountryOptions } from '../../locationOptions';

/** The non-working day's dialog: whose calendar, which day, and its name. */
export function HolidayFields() {
  const { t } = useTranslation();
  const countries = useCountryOptions();
  const label = (field: string) => t(`geography.holidays.fields.${field}`);
  return (
    <>
      <ChoiceInput name="countryId" label={label('countryName')} source={countries} required />
      <DateInput name="date" label={label('date')} required />
      <TextInput name="name" label={label('name')} max={LIMITS.generalTextMax} required />
    </>
  );
}
