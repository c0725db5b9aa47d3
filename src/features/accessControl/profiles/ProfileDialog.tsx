import { useTranslation } from 'react-i18next';
import { useGetAccessProfileByIdQuery, type AccessProfileListItem, type AccessProfileRead } from '../../../api/tags/security';
import { FlagInput, TextAreaInput, TextInput } from '../../../shared/forms/fields';
import { FormDialog } from '../../../shared/ui/dialogs/FormDialog';
import { useReadSinceOpened } from '../../../shared/ui/dialogs/useReadSinceOpened';
import { LIMITS } from '../../../shared/validation/limits';
import { AccessElementsField } from '../shared/AccessElementsField';
import { profileInitialValues, profileSchema, type ProfileValues } from './profileForm';

interface ProfileDialogProps {
  /** The row being edited; null creates. */
  row: AccessProfileListItem | null;
  onSave: (values: ProfileValues) => Promise<unknown>;
  onHide: () => void;
}

/** Create or edit a profile: name, description, state and its permissions on the module tree. */
export function ProfileDialog({ row, onSave, onHide }: ProfileDialogProps) {
  const { t } = useTranslation();
  const detail = useGetAccessProfileByIdQuery({ id: row?.id ?? 0 }, { skip: !row, refetchOnMountOrArgChange: true });
  const header = row ? t('accessControl.profiles.editTitle', { name: row.name }) : t('accessControl.profiles.createTitle');
  const read = useReadSinceOpened(detail);
  // null creates; undefined is an edit whose profile has not arrived yet.
  const profile: AccessProfileRead | null | undefined = row ? read?.data : null;
  return (
    <FormDialog<ProfileValues>
      header={header}
      width="48rem"
      initialValues={profile === undefined ? undefined : profileInitialValues(profile)}
      valuesOf={row ? profileInitialValues : undefined}
      read={{ error: detail.error, retry: () => void detail.refetch() }}
      schema={profileSchema}
      onSubmit={onSave}
      onHide={onHide}
      intro={profile && profile.usersCount > 0 ? <p className="m-0 text-700">{t('accessControl.profiles.holdersWarning', { count: profile.usersCount })}</p> : undefined}
    >
      <TextInput name="name" label={t('accessControl.profiles.name')} max={LIMITS.accessControl.nameMax} required />
      <TextAreaInput name="description" label={t('accessControl.profiles.description')} max={LIMITS.accessControl.descriptionMax} rows={2} />
      <FlagInput name="enabled" label={t('accessControl.profiles.enabled')} as="switch" />
      <AccessElementsField label={t('accessControl.profiles.permissions')} />
    </FormDialog>
  );
}
