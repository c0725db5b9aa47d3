import { useId, useState } from 'react';
import { Dropdown } from 'primereact/dropdown';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../shared/ui/BusyButton';
import { useCloneUserAccessElementsMutation, useGetUsersWithSameRolesByUserIdQuery, type AccountListItem } from '../../../api/tags/security';
import { DROPDOWN_READER_PT, useComboboxExpanded } from '../../../shared/ui/primeReaderFixes';
import { useToast } from '../../../shared/ui/ToastProvider';
import { useUserErrorMessage } from '../useUserErrorMessage';

/**
 * Copies another user's permissions to this one (CloneUserAccessElement). The service copies in the
 * background: the screen says so, and a notification arrives through the hub when the copy is done.
 */
export function CopyPermissions({ user }: { user: AccountListItem }) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useUserErrorMessage();
  const id = useId();
  const sources = useGetUsersWithSameRolesByUserIdQuery({ id: user.userId });
  const [clone, state] = useCloneUserAccessElementsMutation();
  const [sourceId, setSourceId] = useState<number | null>(null);
  const [started, setStarted] = useState(false);
  const expanded = useComboboxExpanded();
  const options = sources.data?.data.map((u) => ({ value: u.userId, label: u.fullName })) ?? [];
  const run = async () => {
    await clone({ cloneUserRequest: { sourceUserId: sourceId!, targetUserIds: [user.userId] } }).unwrap();
    setStarted(true);
    toast({ severity: 'info', summary: t('users.copy.inProgress') });
  };
  return (
    <div className="flex flex-wrap align-items-end gap-2 mb-3">
      <div className="flex flex-column gap-1">
        <label htmlFor={`${id}-source`} className="font-medium">{t('users.copy.source')}</label>
        <Dropdown {...expanded} inputId={`${id}-source`} value={sourceId} options={options} filter={options.length > 10} loading={sources.isLoading}
          placeholder={t('forms.choose')} emptyMessage={t('users.copy.noSources')} className="w-18rem" onChange={(e) => setSourceId(e.value ?? null)} pt={DROPDOWN_READER_PT} />
      </div>
      <BusyButton icon="pi pi-copy" label={t('users.copy.run')} disabled={!sourceId} busy={state.isLoading} onClick={() => void run().catch(() => undefined)} />
      {started && <span role="status" className="text-700">{t('users.copy.inProgressNote')}</span>}
      {state.error !== undefined && <span role="alert" className="p-error">{errorMessage(state.error)}</span>}
    </div>
  );
}
