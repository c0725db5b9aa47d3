import * as yup from 'yup';
import { useTranslation } from 'react-i18next';
import { useGetSystemGroupAccessElementsQuery, type SystemGroupListItem } from '../../../api/tags/security';
import { FormDialog } from '../../../shared/ui/dialogs/FormDialog';
import { useReadSinceOpened } from '../../../shared/ui/dialogs/useReadSinceOpened';
import { AccessElementsField } from '../shared/AccessElementsField';

const schema = yup.object({ accessElementIds: yup.array(yup.number().required()).defined() });

interface GroupPermissionsDialogProps {
  row: SystemGroupListItem;
  onSave: (accessElementIds: number[]) => Promise<unknown>;
  onHide: () => void;
}

/** The access elements a group grants its members, on the module tree. */
export function GroupPermissionsDialog({ row, onSave, onHide }: GroupPermissionsDialogProps) {
  const { t } = useTranslation();
  const elements = useGetSystemGroupAccessElementsQuery({ systemGroupId: row.id }, { refetchOnMountOrArgChange: true });
  const header = t('accessControl.groups.permissionsTitle', { name: row.name });
  const read = useReadSinceOpened(elements);
  const assigned = read?.data.filter((e) => e.assigned).map((e) => e.accessElementId);
  return (
    <FormDialog<{ accessElementIds: number[] }>
      header={header}
      width="48rem"
      initialValues={assigned && { accessElementIds: assigned }}
      read={{ error: elements.error, retry: () => void elements.refetch() }}
      schema={schema}
      onSubmit={(values) => onSave(values.accessElementIds)}
      onHide={onHide}
    >
      <AccessElementsField label={t('accessControl.groups.permissions')} />
    </FormDialog>
  );
}
