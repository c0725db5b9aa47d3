import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetAccountsQuery, type GetAccountsApiArg } from '../../../api/tags/security';
import { ChoiceInput, TextAreaInput, TextInput } from '../../../shared/forms/fields';
import type { OptionSource } from '../../../shared/forms/fields/options';
import { LIMITS } from '../../../shared/validation/limits';
import { codesTextMax } from './workZoneSchema';

const ENGINEERS: GetAccountsApiArg = { roleCodes: ['ENG'], onlyEnabled: true };

/** The enabled engineers (a task force is its engineer). */
function useEngineerOptions(): OptionSource<number> {
  const read = useGetAccountsQuery(ENGINEERS);
  const options = useMemo(() => (read.data?.data ?? []).map((u) => ({ value: u.userId, label: u.fullName })), [read.data]);
  return { options, loading: read.isLoading, error: read.error };
}

/** The work zone's dialog: its name, the engineer who covers it and the postal codes. */
export function WorkZoneFields() {
  const { t } = useTranslation();
  const engineers = useEngineerOptions();
  const label = (field: string) => t(`geography.workZones.fields.${field}`);
  return (
    <>
      <TextInput name="name" label={label('name')} max={LIMITS.generalTextMax} required autoFocus />
      <ChoiceInput name="userId" label={label('userFullName')} source={engineers} required />
      <TextAreaInput name="postalCodes" label={label('postalCodes')} max={codesTextMax} required rows={4} />
      <small>{t('geography.workZones.form.codesHint', { max: LIMITS.workZones.postalCodesMax })}</small>
    </>
  );
}
