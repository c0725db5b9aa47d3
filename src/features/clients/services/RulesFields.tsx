import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { FlagInput, NumberInput } from '../../../shared/forms/fields';
import type { RulesValues } from './rulesSchema';

/** The attention rules' fields: evidence minimum, maximum incidents per location (or unlimited), automatic close, closing requirements. */
export function RulesFields() {
  const { t } = useTranslation();
  const { values } = useFormikContext<RulesValues>();
  const label = (field: string) => t(`clients.rules.fields.${field}`);
  return (
    <>
      <NumberInput name="evidenceMinimum" label={label('evidenceMinimum')} hint={t('clients.rules.hints.evidenceMinimum')} required />
      <FlagInput name="unlimited" label={label('unlimited')} as="switch" />
      {!values.unlimited && <NumberInput name="maximum" label={label('maximum')} hint={t('clients.rules.hints.maximum')} required />}
      <FlagInput name="automaticClose" label={label('automaticClose')} as="switch" />
      <FlagInput name="documentRequired" label={label('documentRequired')} />
      <FlagInput name="commentRequired" label={label('commentRequired')} />
    </>
  );
}
