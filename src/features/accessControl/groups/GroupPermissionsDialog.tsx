import { useState } from 'react';
import * as yup from 'yup';
import { useTranslation } from 'react-i18next';
import { useGetSystemGroupAccessElementsQuery, type SystemGroupListItem } from '../../../api/tags/security';
import { listConflict } from '../../../core/errors/listConflict';
import { RebaseOnListConflict, type ListValues } from '../../../shared/forms/conflict/RebaseOnListConflict';
import { FormDialog } from '../../../shared/ui/dialogs/FormDialog';
import { useReadSinceOpened } from '../../../shared/ui/dialogs/useReadSinceOpened';
import { AccessElementsField } from '../shared/AccessElementsField';

const schema = yup.object({ accessElementIds: yup.array(yup.number().required()).defined() });

/** The group's elements as chosen, and as read (the replacement is refused when someone else changed them since). */
export interface GroupPermissionValues extends ListValues {
  accessElementIds: number[];
}

interface GroupPermissionsDialogProps {
  row: SystemGroupListItem;
  onSave: (values: GroupPermissionValues) => Promise<unknown>;
  onHide: () => void;
}

/** The access elements a group grants its members, on the module tree. */
export function GroupPermissionsDialog({ row, onSave, onHide }: GroupPermissionsDialogProps) {
  const { t } = useTranslation();
  const elements = useGetSystemGroupAccessElementsQuery({ systemGroupId: row.id }, { refetchOnMountOrArgChange: true });
  const header = t('accessControl.groups.permissionsTitle', { name: row.name });
  const read = useReadSinceOpened(elements);
  const assigned = read?.data.filter((e) => e.assigned).map((e) => e.accessElementId);
  // The elements assigned now, when a save found that someone else changed them: the form merges both changes.
  const [theirs, setTheirs] = useState<number[] | null>(null);
  const save = async (values: GroupPermissionValues) => {
    try {
      await onSave(values);
    } catch (error) {
      setTheirs(listConflict(error));
      throw error;
    }
  };
  return (
    <FormDialog<GroupPermissionValues>
      header={header}
      width="48rem"
      initialValues={assigned && { accessElementIds: assigned, readIds: assigned }}
      read={{ error: elements.error, retry: () => void elements.refetch() }}
      schema={schema}
      onSubmit={save}
      onHide={onHide}
    >
      <AccessElementsField label={t('accessControl.groups.permissions')} />
      {theirs && <RebaseOnListConflict name="accessElementIds" theirs={theirs} onRebased={() => setTheirs(null)} />}
    </FormDialog>
  );
}
