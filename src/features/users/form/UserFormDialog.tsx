import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateAccountMutation, useGetAccountByIdQuery, useUpdateAccountMutation, type AccountDetailRead } from '../../../api/tags/security';
import { FormDialog } from '../../../shared/ui/dialogs/FormDialog';
import { useReadSinceOpened } from '../../../shared/ui/dialogs/useReadSinceOpened';
import { useToast } from '../../../shared/ui/ToastProvider';
import { AvatarUpload } from '../../../domain/users/AvatarUpload';
import { UserAvatar } from '../../../shared/ui/UserAvatar';
import { UserContractFile } from './UserContractFile';
import { UserFormFields } from './UserFormFields';
import { toCreateRequest, toUpdateRequest, userFormSchema, userFormValues, type UserFormValues } from '../../../domain/users/userForm';

/** create: a new user; edit: the user as they are; toOperative: a non-operative user back to operative, with every creation rule. */
export type UserFormMode = { kind: 'create' } | { kind: 'edit' | 'toOperative'; userId: number };

/** The create and edit dialog; an edit reads the user first, in the same dialog. */
export function UserFormDialog({ mode, onHide }: { mode: UserFormMode; onHide: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [create] = useCreateAccountMutation();
  const [update] = useUpdateAccountMutation();
  const creating = mode.kind === 'create';
  const query = useGetAccountByIdQuery({ id: creating ? 0 : mode.userId }, { skip: creating, refetchOnMountOrArgChange: true });
  const read = useReadSinceOpened(query);
  // Once a conflict is resolved, the user someone else saved: what the form does not edit goes back as they have it.
  const [rebased, setRebased] = useState<AccountDetailRead>();
  const schema = useMemo(() => userFormSchema(creating), [creating]);
  // null creates; undefined is an edit whose user has not arrived yet.
  const user: AccountDetailRead | null | undefined = creating ? null : read?.data;
  // What an update rests on: the last user read (kept while a refused save refetches it), or the one rebased on.
  const basis = rebased ?? query.data?.data;
  // A user as the form reads them: the one read here, or the one someone else saved meanwhile (a stale save's conflict).
  const valuesOf = (account: AccountDetailRead | null) => userFormValues(account, mode.kind === 'toOperative' ? { nonOperational: false } : {});
  const initial = user === undefined ? undefined : valuesOf(user);

  const save = async (values: UserFormValues) => {
    if (basis) await update({ accountUpdateRequest: toUpdateRequest(basis, values) }).unwrap();
    else await create({ accountCreateRequest: toCreateRequest(values) }).unwrap();
    toast({ severity: 'success', summary: t(`users.done.${mode.kind}`, { name: values.fullName }) });
  };
  const header = creating ? t('users.form.createTitle') : user ? t(`users.form.${mode.kind}Title`, { name: user.fullName }) : t('users.form.loading');
  return (
    <FormDialog<UserFormValues> header={header} initialValues={initial} read={{ error: query.error, retry: () => void query.refetch() }}
      valuesOf={creating ? undefined : valuesOf} onRebased={setRebased} schema={schema} onSubmit={save} onHide={onHide} width="52rem"
      intro={mode.kind === 'toOperative' ? <p className="m-0">{t('users.form.toOperativeIntro')}</p> : undefined}>
      <UserFormFields creating={creating} userId={user?.userId ?? null} />
      {user && mode.kind === 'edit' && (
        <div className="grid mt-3">
          <section aria-label={t('users.form.avatar')} className="col-12 md:col-6 flex align-items-start gap-3">
            <UserAvatar name={user.fullName} url={user.blobStorageUrlPath} size="xlarge" />
            <AvatarUpload userId={user.userId} />
          </section>
          <div className="col-12 md:col-6"><UserContractFile userId={user.userId} fullName={user.fullName} /></div>
        </div>
      )}
    </FormDialog>
  );
}
