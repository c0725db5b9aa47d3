import { useMemo } from 'react';
import * as yup from 'yup';
import { useTranslation } from 'react-i18next';
import { useGetAccountByIdQuery, useResetAccountPasswordMutation, useUpdateAccountEmailMutation, type AccountDetailRead, type AccountListItem } from '../../../api/tags/security';
import { passwordSchema } from '../../../domain/users/passwordSchema';
import { TextInput } from '../../../shared/forms/fields';
import { sentVersion, type Versioned } from '../../../shared/forms/conflict/versioned';
import { FormDialog } from '../../../shared/ui/dialogs/FormDialog';
import { useReadSinceOpened } from '../../../shared/ui/dialogs/useReadSinceOpened';
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

interface EmailValues extends Versioned {
  email: string;
}

/** A user as the e-mail form reads them: their e-mail and the version it was read at. */
const emailValues = (account: AccountDetailRead): EmailValues => ({ email: account.email, rowVersion: account.rowVersion });

/**
 * The user's e-mail alone (UpdateAccountEmail); the service refuses one another user has. It reads the user first,
 * so the e-mail and its version are the current ones, and a save over someone else's opens the conflict dialog.
 */
export function EmailDialog({ user, onHide }: { user: AccountListItem; onHide: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [change] = useUpdateAccountEmailMutation();
  const query = useGetAccountByIdQuery({ id: user.userId }, { refetchOnMountOrArgChange: true });
  const read = useReadSinceOpened(query);
  const schema = useMemo(() => yup.object({ email: userFormSchema(false).fields.email }), []);
  const save = async (values: EmailValues) => {
    await change({ accountEmailUpdateRequest: { id: user.userId, email: values.email, rowVersion: sentVersion(values) } }).unwrap();
    toast({ severity: 'success', summary: t('users.done.email', { name: user.fullName }) });
  };
  return (
    <FormDialog<EmailValues> header={t('users.email.title', { name: user.fullName })} initialValues={read && emailValues(read.data)}
      read={{ error: query.error, retry: () => void query.refetch() }} valuesOf={emailValues} schema={schema} onSubmit={save} onHide={onHide}>
      <TextInput name="email" label={t('users.fields.email')} max={LIMITS.emailMax} required autoFocus />
    </FormDialog>
  );
}
