import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../shared/ui/BusyButton';
import { useGenerateAccountDefaultUserNameMutation } from '../../../api/tags/security';
import { ChoiceInput, FlagInput, TextInput } from '../../../shared/forms/fields';
import { LIMITS } from '../../../shared/validation/limits';
import type { UserFormValues } from '../../../domain/users/userForm';
import { useUserErrorMessage } from '../useUserErrorMessage';
import { useGroupOptions, useLanguageOptions, useLevelOptions, useProfileOptions, useRoleOptions, useSuperiorOptions } from './userOptions';

/** Proposes a free user name from the full name and e-mail (GenerateDefaultUserName). */
function GenerateUserName() {
  const { t } = useTranslation();
  const { values, setFieldValue } = useFormikContext<UserFormValues>();
  const errorMessage = useUserErrorMessage();
  const [generate, state] = useGenerateAccountDefaultUserNameMutation();
  const run = async () => {
    const answer = await generate({ defaultUserNameRequest: { fullName: values.fullName.trim(), email: values.email.trim() || null } }).unwrap();
    await setFieldValue('userName', answer.data.userName);
  };
  // A refusal stays in the mutation's state and is shown under the button.
  return (
    <div className="flex flex-column gap-1 align-items-start">
      <BusyButton outlined size="small" icon="pi pi-sparkles" label={t('users.form.generateUserName')} busy={state.isLoading}
        disabled={!values.fullName.trim()} onClick={() => void run().catch(() => undefined)} />
      {state.error !== undefined && <small role="alert" className="p-error">{errorMessage(state.error)}</small>}
    </div>
  );
}

/** The user form's fields: identity, sign-in, role and profile, operative kind and hierarchy, groups. */
export function UserFormFields({ creating, userId }: { creating: boolean; userId: number | null }) {
  const { t } = useTranslation();
  const { values, initialValues } = useFormikContext<UserFormValues>();
  // Made supervisor, a user gives back what an engineer holds (the service does it on save).
  const toSupervisor = !creating && values.roleCode === 'SUP' && initialValues.roleCode !== 'SUP';
  const roles = useRoleOptions();
  const languages = useLanguageOptions();
  const levels = useLevelOptions();
  const profiles = useProfileOptions();
  const groups = useGroupOptions();
  const superiors = useSuperiorOptions(values.nonOperational ? null : values.level, userId);
  const { passwordMax, mobileMax } = LIMITS.users;
  return (
    <div className="grid formgrid">
      <div className="col-12 md:col-6"><TextInput name="fullName" label={t('users.fields.fullName')} max={LIMITS.generalTextMax} required autoFocus /></div>
      <div className="col-12 md:col-6"><TextInput name="email" label={t('users.fields.email')} max={LIMITS.emailMax} required /></div>
      <div className="col-12 md:col-6">
        <TextInput name="userName" label={t('users.fields.userName')} max={LIMITS.generalTextMax} required />
        <GenerateUserName />
      </div>
      {creating && (
        <div className="col-12 md:col-6">
          <TextInput name="password" label={t('users.fields.password')} max={passwordMax} hint={t('users.password.createHint', { specials: LIMITS.users.passwordSpecials })} />
        </div>
      )}
      <div className="col-12 md:col-6"><TextInput name="mobileNumber" label={t('users.fields.mobileNumber')} max={mobileMax} /></div>
      <div className="col-12 md:col-6"><TextInput name="credential" label={t('users.fields.credential')} max={LIMITS.generalTextMax} /></div>
      <div className="col-12 md:col-6">
        <ChoiceInput name="roleCode" label={t('users.fields.role')} source={roles} required />
        {toSupervisor && <small role="status" className="block mt-1">{t('users.form.toSupervisorNote')}</small>}
      </div>
      <div className="col-12 md:col-6"><ChoiceInput name="accessProfileId" label={t('users.fields.accessProfile')} source={profiles} required /></div>
      <div className="col-12 md:col-6"><ChoiceInput name="langId" label={t('users.fields.language')} source={languages} required /></div>
      <div className="col-12 md:col-6"><ChoiceInput name="systemGroupIds" label={t('users.fields.groups')} source={groups} multiple /></div>
      {creating && <div className="col-12 flex align-items-center"><FlagInput name="nonOperational" label={t('users.fields.nonOperational')} /></div>}
      {!values.nonOperational && (
        <>
          <div className="col-12 md:col-6"><ChoiceInput name="level" label={t('users.fields.level')} source={levels} required /></div>
          {!!values.level && (
            <div className="col-12 md:col-6">
              <ChoiceInput name="superiorId" label={t('users.fields.superior')} source={superiors} required emptyMessage={t('users.form.noSuperiors')} />
            </div>
          )}
          <div className="col-12 md:col-6"><TextInput name="position" label={t('users.fields.position')} max={LIMITS.generalTextMax} /></div>
          <div className="col-12 md:col-6 flex align-items-center"><FlagInput name="isVacant" label={t('users.fields.isVacant')} /></div>
        </>
      )}
    </div>
  );
}
