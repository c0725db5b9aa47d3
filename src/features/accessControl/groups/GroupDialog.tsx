import { useTranslation } from 'react-i18next';
import { useGetSystemGroupByIdQuery, type SystemGroupListItem } from '../../../api/tags/security';
import { FlagInput, QueryChoiceInput, TextInput } from '../../../shared/forms/fields';
import { FormDialog } from '../../../shared/ui/dialogs/FormDialog';
import { useReadSinceOpened } from '../../../shared/ui/dialogs/useReadSinceOpened';
import { LIMITS } from '../../../shared/validation/limits';
import { groupInitialValues, groupSchema, type GroupValues } from './groupForm';
import { useEnabledClientOptions } from '../../../domain/clients/useEnabledClientOptions';
import { useMemberOptions } from './groupOptions';

interface GroupDialogProps {
  /** The row being edited; null creates. */
  row: SystemGroupListItem | null;
  onSave: (values: GroupValues) => Promise<unknown>;
  onHide: () => void;
}

/** Create or edit a system group: name, engineers only, clients and members. */
export function GroupDialog({ row, onSave, onHide }: GroupDialogProps) {
  const { t } = useTranslation();
  const detail = useGetSystemGroupByIdQuery({ id: row?.id ?? 0, includeUsers: true }, { skip: !row, refetchOnMountOrArgChange: true });
  const header = row ? t('accessControl.groups.editTitle', { name: row.name }) : t('accessControl.groups.createTitle');
  const read = useReadSinceOpened(detail);
  return (
    <FormDialog<GroupValues>
      header={header}
      width="40rem"
      initialValues={!row ? groupInitialValues(null) : read && groupInitialValues(read.data)}
      valuesOf={row ? groupInitialValues : undefined}
      read={{ error: detail.error, retry: () => void detail.refetch() }}
      schema={groupSchema}
      onSubmit={onSave}
      onHide={onHide}
    >
      <TextInput name="name" label={t('accessControl.groups.name')} max={LIMITS.accessControl.nameMax} required />
      <FlagInput name="engineerOnly" label={t('accessControl.groups.engineerOnly')} as="switch" />
      <small className="text-600 -mt-2">{t('accessControl.groups.engineerOnlyHint')}</small>
      <QueryChoiceInput name="clientIds" label={t('accessControl.groups.clients')} useOptions={useEnabledClientOptions} multiple />
      <QueryChoiceInput name="userIds" label={t('accessControl.groups.users')} useOptions={useMemberOptions} multiple />
    </FormDialog>
  );
}
