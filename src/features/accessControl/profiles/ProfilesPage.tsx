import {
  securityApi,
  useLazyGetAccessProfileByIdQuery,
  useUpdateAccessProfileMutation,
  type AccessProfileListItem,
  type GetAccessProfilesApiArg,
} from '../../../api/tags/security';
import { useAccessList } from '../../../auth/useAccessList';
import { ResourceScreen } from '../../../shared/resource/ResourceScreen';
import type { DialogSaveStep, ResourceDescription } from '../../../shared/resource/resourceTypes';
import { sentVersion } from '../../../shared/forms/conflict/versioned';
import { createOrUpdate, savedToast } from '../../../shared/resource/saveSteps';
import { named } from '../../../shared/resource/texts';
import { valueColumn } from '../../../shared/ui/GridPage/pageColumns';
import { textChoiceSearch, type TextChoiceFilterValue } from '../shared/textChoiceFilter';
import { ProfileDialog } from './ProfileDialog';
import { profileBody, type ProfileValues } from './profileForm';

type Profile = AccessProfileListItem;
type StateChoice = 'all' | 'enabled' | 'disabled';
type Filter = TextChoiceFilterValue<StateChoice>;

const nameOf = (row: Profile) => row.name;
const stateKey = (row: Profile, enabledKey: string, disabledKey: string) => (row.enabled ? disabledKey : enabledKey);

const save: DialogSaveStep<Profile | null, ProfileValues> = {
  kind: 'save',
  Dialog: ProfileDialog,
  useSave: createOrUpdate({
    create: securityApi.endpoints.createAccessProfile,
    createArg: (values: ProfileValues) => ({ accessProfileCreateRequest: profileBody(values) }),
    update: securityApi.endpoints.updateAccessProfile,
    updateArg: (values, row: Profile) => ({ accessProfileUpdateRequest: { ...profileBody(values), id: row.id, rowVersion: sentVersion(values) } }),
  }),
  done: savedToast('accessControl.profiles.created', 'accessControl.profiles.updated', (values) => values.name),
};

/** Access profiles: search, exports, create, edit (with permissions) and enable/disable, each action with its permission. */
const PROFILES: ResourceDescription<Profile, Filter, GetAccessProfilesApiArg> = {
  id: 'profiles',
  title: (t) => t('routes.profiles'),
  rowKey: 'id',
  rowName: nameOf,
  columns: (t, labels) => [
    valueColumn(labels, { id: 'name', header: t('accessControl.profiles.name') }),
    valueColumn(labels, { id: 'description', header: t('accessControl.profiles.description') }),
    valueColumn(labels, { id: 'enabled', header: t('accessControl.profiles.state'), format: 'enabled' }),
    valueColumn(labels, { id: 'usersCount', header: t('accessControl.profiles.usersCount'), format: 'number' }),
    valueColumn(labels, { id: 'createdDate', header: t('accessControl.profiles.createdDate'), format: 'date' }),
    valueColumn(labels, { id: 'modifiedDate', header: t('accessControl.profiles.modifiedDate'), format: 'date' }),
  ],
  ...textChoiceSearch<StateChoice, Profile, GetAccessProfilesApiArg>({
    endpoint: securityApi.endpoints.getAccessProfiles,
    choiceLabelKey: 'accessControl.filter.state',
    choices: [
      { value: 'all', labelKey: 'accessControl.filter.all' },
      { value: 'enabled', labelKey: 'accessControl.filter.enabled' },
      { value: 'disabled', labelKey: 'accessControl.filter.disabled' },
    ],
    condition: (state) => ({ enabled: state === 'enabled' }),
  }),
  pageActions: [{ id: 'create', permissions: ['ProfilesCreate'], primary: true, label: (t) => t('accessControl.profiles.create'), does: save }],
  rowActions: [
    { id: 'edit', permissions: ['ProfilesUpdate'], icon: 'pi pi-pencil', label: named('accessControl.profiles.edit', nameOf), does: save },
    {
      id: 'toggle', permissions: ['ProfilesUpdate'], icon: (row) => (row.enabled ? 'pi pi-ban' : 'pi pi-check-circle'),
      label: (t, row) => t(stateKey(row, 'accessControl.profiles.enable', 'accessControl.profiles.disable'), { name: row.name }),
      does: {
        kind: 'confirm',
        icon: (row) => (row.enabled ? 'pi pi-ban' : 'pi pi-check-circle'),
        header: (t, row) => t(stateKey(row, 'accessControl.profiles.confirmEnable', 'accessControl.profiles.confirmDisable')),
        message: (t, row) => t(stateKey(row, 'accessControl.profiles.confirmEnableMessage', 'accessControl.profiles.confirmDisableMessage'), { name: row.name }),
        confirmLabel: (t, row) => t(stateKey(row, 'accessControl.profiles.enableShort', 'accessControl.profiles.disableShort')),
        // The update replaces the whole profile: its permissions are read first so the toggle keeps them.
        useRun: () => {
          const [read] = useLazyGetAccessProfileByIdQuery();
          const [update] = useUpdateAccessProfileMutation();
          return async (row) => {
            const { data } = await read({ id: row.id }).unwrap();
            const { id, name, description, accessElementIds, rowVersion } = data;
            await update({ accessProfileUpdateRequest: { id, name, description, accessElementIds, enabled: !row.enabled, rowVersion } }).unwrap();
          };
        },
        done: (t, row) => t(stateKey(row, 'accessControl.profiles.doneEnabled', 'accessControl.profiles.doneDisabled'), { name: row.name }),
      },
    },
  ],
};

export default function ProfilesPage() {
  const { can } = useAccessList();
  return <ResourceScreen description={PROFILES} can={can} />;
}
