import { useTranslation } from 'react-i18next';
import { useEnabledClientOptions } from '../../domain/clients/useEnabledClientOptions';
import { ChoiceInput, DateInput, TextAreaInput } from '../../shared/forms/fields';
import { LIMITS } from '../../shared/validation/limits';
import { usePriorityOptions, useRecipientOptions, useRoleOptions, useTypeOptions } from './noticeOptions';

/** A notice's dialog: the day, what it says, its priority and type, and who receives it. */
export function NoticeFields() {
  const { t } = useTranslation();
  const priorities = usePriorityOptions();
  const types = useTypeOptions();
  const users = useRecipientOptions();
  const roles = useRoleOptions();
  const clients = useEnabledClientOptions();
  const label = (field: string) => t(`adminNotifications.fields.${field}`);
  return (
    <>
      <DateInput name="scheduledDate" label={label('scheduledDate')} required hint={t('adminNotifications.form.dateHint')} />
      <TextAreaInput name="comment" label={label('comment')} max={LIMITS.notices.commentMax} required rows={6} />
      <div className="grid">
        <div className="col-12 md:col-6">
          <ChoiceInput name="notificationPriorityId" label={label('priority')} source={priorities} required />
        </div>
        <div className="col-12 md:col-6">
          <ChoiceInput name="notificationTypeId" label={label('type')} source={types} required />
        </div>
      </div>
      <fieldset className="border-1 surface-border border-round p-3 flex flex-column gap-2">
        <legend className="font-semibold px-2">{t('adminNotifications.fields.audience')}</legend>
        <ChoiceInput name="userIds" label={label('users')} source={users} multiple />
        <ChoiceInput name="roleCodes" label={label('roles')} source={roles} multiple />
        <ChoiceInput name="clientIds" label={label('clients')} source={clients} multiple />
      </fieldset>
    </>
  );
}
