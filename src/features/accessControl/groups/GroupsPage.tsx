import {
  securityApi,
  useAssignSystemGroupAccessElementsMutation,
  useDeleteSystemGroupMutation,
  type SearchSystemGroupsApiArg,
  type SystemGroupListItem,
} from '../../../api/tags/security';
import { useAccessList } from '../../../auth/useAccessList';
import { ResourceScreen } from '../../../shared/resource/ResourceScreen';
import type { DialogSaveStep, ResourceDescription } from '../../../shared/resource/resourceTypes';
import { sentVersion } from '../../../shared/forms/conflict/versioned';
import { createOrUpdate, savedToast } from '../../../shared/resource/saveSteps';
import { named } from '../../../shared/resource/texts';
import { valueColumn } from '../../../shared/ui/GridPage/pageColumns';
import { textChoiceSearch, type TextChoiceFilterValue } from '../shared/textChoiceFilter';
import { GroupDialog } from './GroupDialog';
import { groupBody, type GroupValues } from './groupForm';
import { GroupPermissionsDialog, type GroupPermissionValues } from './GroupPermissionsDialog';

type Group = SystemGroupListItem;
type KindChoice = 'all' | 'engineers' | 'general';
type Filter = TextChoiceFilterValue<KindChoice>;

const nameOf = (row: Group) => row.name;

/** Create and edit share the dialog; a 403 reads as the generic sentence. */
const save: DialogSaveStep<Group | null, GroupValues> = {
  kind: 'save',
  Dialog: GroupDialog,
  useSave: createOrUpdate({
    create: securityApi.endpoints.createSystemGroup,
    createArg: (values: GroupValues) => ({ systemGroupCreateRequest: groupBody(values) }),
    update: securityApi.endpoints.updateSystemGroup,
    updateArg: (values, row: Group) => ({ systemGroupUpdateRequest: { ...groupBody(values), id: row.id, rowVersion: sentVersion(values) } }),
  }),
  done: savedToast('accessControl.groups.created', 'accessControl.groups.updated', (values) => values.name),
};

/** System groups: search (name or client), exports, create, edit members and clients, permissions, delete; each with its permission. */
const GROUPS: ResourceDescription<Group, Filter, SearchSystemGroupsApiArg> = {
  id: 'groups',
  title: (t) => t('routes.groups'),
  rowKey: 'id',
  rowName: nameOf,
  columns: (t, labels) => [
    valueColumn(labels, { id: 'name', header: t('accessControl.groups.name') }),
    valueColumn(labels, { id: 'engineerOnly', header: t('accessControl.groups.engineerOnly'), format: 'yesNo' }),
    valueColumn(labels, { id: 'usersCount', header: t('accessControl.groups.usersCount'), format: 'number' }),
    valueColumn(labels, { id: 'clientNames', header: t('accessControl.groups.clients'), value: (row: Group) => row.clientNames.join(', ') }),
    valueColumn(labels, { id: 'createdDate', header: t('accessControl.groups.createdDate'), format: 'date' }),
  ],
  ...textChoiceSearch<KindChoice, Group, SearchSystemGroupsApiArg>({
    endpoint: securityApi.endpoints.searchSystemGroups,
    choiceLabelKey: 'accessControl.groups.kind',
    choices: [
      { value: 'all', labelKey: 'accessControl.groups.kindAll' },
      { value: 'engineers', labelKey: 'accessControl.groups.kindEngineers' },
      { value: 'general', labelKey: 'accessControl.groups.kindGeneral' },
    ],
    condition: (kind) => ({ engineerOnly: kind === 'engineers' }),
  }),
  pageActions: [{ id: 'create', permissions: ['GroupsCreate'], primary: true, label: (t) => t('accessControl.groups.create'), does: save }],
  rowActions: [
    { id: 'edit', permissions: ['GroupsUpdate'], icon: 'pi pi-pencil', label: named('accessControl.groups.edit', nameOf), does: save },
    {
      id: 'permissions', permissions: ['GroupsUpdate'], icon: 'pi pi-key', label: named('accessControl.groups.editPermissions', nameOf),
      does: {
        kind: 'save',
        Dialog: GroupPermissionsDialog,
        useSave: () => {
          const [assign] = useAssignSystemGroupAccessElementsMutation();
          return (values: GroupPermissionValues, row) => assign({ assignSystemGroupAccessElementsRequest: { systemGroupId: row.id, ...values } }).unwrap();
        },
        done: (t, _ids, row) => t('accessControl.groups.permissionsSaved', { name: row.name }),
      },
    },
    {
      id: 'delete', permissions: ['GroupsDelete'], icon: 'pi pi-trash', danger: true, label: named('accessControl.groups.delete', nameOf),
      does: {
        kind: 'confirm', icon: 'pi pi-trash', danger: true,
        header: (t) => t('accessControl.groups.confirmDelete'),
        message: named('accessControl.groups.confirmDeleteMessage', nameOf),
        confirmLabel: (t) => t('accessControl.groups.deleteShort'),
        useRun: () => {
          const [remove] = useDeleteSystemGroupMutation();
          return (row) => remove({ id: row.id }).unwrap();
        },
        done: named('accessControl.groups.deleted', nameOf),
      },
    },
  ],
};

export default function GroupsPage() {
  const { can } = useAccessList();
  return <ResourceScreen description={GROUPS} can={can} />;
}
