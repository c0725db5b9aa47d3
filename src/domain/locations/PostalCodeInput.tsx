import { useEffect, useState } from 'react';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { useLazyGetGeographyPostalCodeQuery, type PostalCodeLookup } from '../../api/tags/geography';
import { isApiError } from '../../core/errors/apiError';
import { useApiErrorMessage } from '../../core/errors/useApiErrorMessage';
import { ReadOnlyField, TextInput } from '../../shared/forms/fields';
import { LIMITS } from '../../shared/validation/limits';
import { validationMessage } from '../../shared/validation/messages';
import { textRule } from '../../shared/validation/rules';

const { postalCodeMin, postalCodeMax } = LIMITS.locations;
const COMPLETE = new RegExp(`^[0-9]{${postalCodeMin},${postalCodeMax}}$`);

/** What a form knows of its postal code: the code it looked up and what that answered (null: the code does not exist). */
export interface PostalCodePlace {
  postalCode: string;
  found: PostalCodeLookup | null;
}

/**
 * A postal code of 5 to 6 digits (spec 002 section 5) that exists: refused with the spec's message once the
 * lookup kept in `placeField` answered that it does not (002 section 8).
 */
export const postalCodeRule = (placeField: string) =>
  textRule({ required: true, min: postalCodeMin, max: postalCodeMax, digitsOnly: true }).test({
    name: 'postalCodeExists',
    message: validationMessage('locations.postalCodeMissing'),
    test: (value, context) => {
      const place = (context.parent as Record<string, PostalCodePlace | null>)[placeField];
      return !(place && place.postalCode === value && place.found === null);
    },
  });

export const postalCodePlaceRule = () => yup.mixed<PostalCodePlace>().nullable();

interface PostalCodeInputProps {
  /** The form's field of the code. */
  name: string;
  /** The form's field the lookup's answer goes to (a PostalCodePlace). */
  placeField: string;
  label: string;
}

/**
 * A postal code bound to Formik that looks itself up once complete (geography.yaml getGeographyPostalCode) and
 * shows the municipality, state and region it answers; a code that does not exist is the field's error.
 */
export function PostalCodeInput({ name, placeField, label }: PostalCodeInputProps) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const { values, setFieldValue } = useFormikContext<Record<string, unknown>>();
  const [lookUp, lookup] = useLazyGetGeographyPostalCodeQuery();
  const [failure, setFailure] = useState<unknown>(null);
  const code = (values[name] as string | undefined) ?? '';
  const place = values[placeField] as PostalCodePlace | null;
  const known = place?.postalCode === code;

  useEffect(() => {
    if (!COMPLETE.test(code) || known) return;
    let current = true;
    void lookUp({ postalCode: code }, true).then((answer) => {
      if (!current) return;
      const missing = isApiError(answer.error) && answer.error.status === 404;
      setFailure(answer.data || missing ? null : answer.error);
      if (answer.data || missing) void setFieldValue(placeField, { postalCode: code, found: answer.data?.data ?? null });
    });
    return () => {
      current = false;
    };
  }, [code, known, lookUp, placeField, setFieldValue]);

  const found = known ? place.found : null;
  const checking = lookup.isFetching && !known;
  return (
    <>
      <TextInput name={name} label={label} max={postalCodeMax} required hint={checking ? t('locations.postalCodeChecking') : undefined} />
      {failure !== null && (
        <small className="p-error" role="alert">
          {errorMessage(failure)}
        </small>
      )}
      <div className="grid">
        <div className="col-12 md:col-4">
          <ReadOnlyField label={t('locations.fields.municipalityName')} value={found?.municipalityName ?? ''} />
        </div>
        <div className="col-12 md:col-4">
          <ReadOnlyField label={t('locations.fields.countryStateName')} value={found?.countryStateName ?? ''} />
        </div>
        <div className="col-12 md:col-4">
          <ReadOnlyField label={t('locations.fields.regionName')} value={found?.regionName ?? ''} />
        </div>
      </div>
    </>
  );
}
