import { useMemo } from 'react';
import * as yup from 'yup';
import { useTranslation } from 'react-i18next';
import { useResetAccountPasswordMutation, useUpdateAccountEmailMutation, type AccountListItem } from '../../../api/tags/security';
import { passwordSchema } from '../../../domain/users/passwordSchema';
import { TextInput } from '../../../shared/forms/fields';
import { FormDialog } from '../../../shared/ui/dialogs/FormDialog';
import { useToast } from '../../../shared/ui/ToastProvider';
import { LIMITS } from '../../../shared/validation/limits';
import { userFormSchema } from '../../../domain/users/userForm';

/** A new password for the user, with the password rules shown beside the field. */
export function ResetPasswordDialog({ user, onHide }: { user: AccountListItem; onHide: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [reset] = useResetAccountPasswordMutation();
  const schema = useMemo(() => yup.object({ newPassword: passwordSchema() }), []);
  const save = async ({ newPassword }: { newPassword: string }) => {
    await reset({ accountPasswordResetRequest: { id: user.userId, newPassword } }).unwrap();
    toast({ severity: 'success', summary: t('users.done.resetPassword', { name: user.fullName }) });
  };
  return (
    <FormDialog header={t('users.resetPassword.title', { name: user.fullName })} initialValues={{ newPassword: '' }} schema={schema} onSubmit={save} onHide={onHide}>
      <TextInput name="newPassword" label={t('users.fields.newPassword')} max={LIMITS.users.passwordMax} required autoFocus
        hint={t('users.password.hint', { specials: LIMITS.users.passwordSpecials })} />
    </FormDialog>
  );
}

/** The user's e-mail alone (UpdateAccountEmail); the service refuses one another user has. */
export function EmailDialog({ user, onHide }: { user: AccountListItem; onHide: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [change] = useUpdateAccountEmailMutation();
  const schema = useMemo(() => yup.object({ email: userFormSchema(false).fields.email }), []);
  const save = async ({ email }: { email: string }) => {
    await change({ accountEmailUpdateRequest: { id: user.userId, email } }).unwrap();
    toast({ severity: 'success', summary: t('users.done.email', { name: user.fullName }) });
  };
  return (
    <FormDialog header={t('users.email.title', { name: user.fullName })} initialValues={{ email: user.email }} schema={schema} onSubmit={save} onHide={onHide}>
      <TextInput name="email" label={t('users.fields.email')} max={LIMITS.emailMax} required autoFocus />
    </FormDialog>
  );
}
