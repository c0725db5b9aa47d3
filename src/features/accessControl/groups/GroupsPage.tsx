import { useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import {
  securityApi,
  useAssignSystemGroupAccessElementsMutation,
  useCreateSystemGroupMutation,
  useDeleteSystemGroupMutation,
  useUpdateSystemGroupMutation,
  type SearchSystemGroupsApiArg,
  type SystemGroupListItem,
} from '../../../api/tags/security';
import { useAccessList } from '../../../auth/useAccessList';
import { ConfirmDialog } from '../../../shared/ui/dialogs/ConfirmDialog';
import { useExportLabels } from '../../../shared/ui/ExportToolbar';
import { GridPage } from '../../../shared/ui/GridPage/GridPage';
import { valueColumn, type PageColumn } from '../../../shared/ui/GridPage/pageColumns';
import { useServerGrid, type GridRequest } from '../../../shared/ui/GridPage/useServerGrid';
import { useToast } from '../../../shared/ui/ToastProvider';
import { LIMITS } from '../../../shared/validation/limits';
import { refusingPlainly, withNoPermissionMessage } from '../shared/noPermission';
import { TextChoiceFilter, type TextChoiceFilterValue } from '../shared/TextChoiceFilter';
import { GroupDialog } from './GroupDialog';
import { groupBody, type GroupValues } from './groupForm';
import { GroupPermissionsDialog } from './GroupPermissionsDialog';
import { iconButtonsColumnWidth } from '../../../shared/ui/DataGrid/GridTable';

type KindChoice = 'all' | 'engineers' | 'general';
type Filter = TextChoiceFilterValue<KindChoice>;
type Pending =
  | { kind: 'create' }
  | { kind: 'edit'; row: SystemGroupListItem }
  | { kind: 'permissions'; row: SystemGroupListItem }
  | { kind: 'delete'; row: SystemGroupListItem }
  | null;

const EMPTY: Filter = { text: '', choice: 'all' };
// The service answers by name and takes no sort.
const BY_NAME = { field: 'name', order: 'asc' } as const;

const toArg = ({ filter, pageNumber, pageSize }: GridRequest<Filter>): SearchSystemGroupsApiArg => ({
  ...(filter.text ? { text: filter.text } : {}),
  ...(filter.choice === 'all' ? {} : { engineerOnly: filter.choice === 'engineers' }),
  pageNumber,
  pageSize,
});

/** System groups: search (name or client), exports, create, edit members and clients, permissions, delete; each with its permission. */
export default function GroupsPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const labels = useExportLabels();
  const { can } = useAccessList();
  const canCreate = can(['GroupsCreate']);
  const canUpdate = can(['GroupsUpdate']);
  const canDelete = can(['GroupsDelete']);
  const [create] = useCreateSystemGroupMutation();
  const [update] = useUpdateSystemGroupMutation();
  const [remove] = useDeleteSystemGroupMutation();
  const [assign] = useAssignSystemGroupAccessElementsMutation();
  const [pending, setPending] = useState<Pending>(null);

  const columns = useMemo<PageColumn<SystemGroupListItem>[]>(() => {
    const base: PageColumn<SystemGroupListItem>[] = [
      valueColumn(labels, { id: 'name', header: t('accessControl.groups.name') }),
      valueColumn(labels, { id: 'engineerOnly', header: t('accessControl.groups.engineerOnly'), format: 'yesNo' }),
      valueColumn(labels, { id: 'usersCount', header: t('accessControl.groups.usersCount'), format: 'number' }),
      valueColumn(labels, { id: 'clientNames', header: t('accessControl.groups.clients'), value: (row) => row.clientNames.join(', ') }),
      valueColumn(labels, { id: 'createdDate', header: t('accessControl.groups.createdDate'), format: 'date' }),
    ];
    if (!canUpdate && !canDelete) return base;
    const actions: PageColumn<SystemGroupListItem> = {
      id: 'actions',
      header: t('accessControl.actions'),
      exported: false,
      width: iconButtonsColumnWidth((canUpdate ? 2 : 0) + (canDelete ? 1 : 0)),
      body: (row) => (
        <span className="inline-flex gap-1">
          {canUpdate && (
            <>
              <Button type="button" icon="pi pi-pencil" text rounded size="small" aria-label={t('accessControl.groups.edit', { name: row.name })} onClick={() => setPending({ kind: 'edit', row })} />
              <Button type="button" icon="pi pi-key" text rounded size="small" aria-label={t('accessControl.groups.editPermissions', { name: row.name })} onClick={() => setPending({ kind: 'permissions', row })} />
            </>
          )}
          {canDelete && (
            <Button type="button" icon="pi pi-trash" text rounded size="small" severity="danger" aria-label={t('accessControl.groups.delete', { name: row.name })} onClick={() => setPending({ kind: 'delete', row })} />
          )}
        </span>
      ),
    };
    return [...base, actions];
  }, [t, labels, canUpdate, canDelete]);
  const grid = useServerGrid<SystemGroupListItem, Filter, SearchSystemGroupsApiArg>({
    gridKey: 'groups',
    endpoint: securityApi.endpoints.searchSystemGroups,
    toArg,
    columns,
    emptyFilter: EMPTY,
    pageSizes: LIMITS.accessControl.pageSizes,
    defaultSort: BY_NAME,
  });

  const save = async (values: GroupValues, row: SystemGroupListItem | null) => {
    const body = groupBody(values);
    if (row) await refusingPlainly(update({ systemGroupUpdateRequest: { ...body, id: row.id } }).unwrap(), t);
    else await refusingPlainly(create({ systemGroupCreateRequest: body }).unwrap(), t);
    toast({ severity: 'success', summary: t(row ? 'accessControl.groups.updated' : 'accessControl.groups.created', { name: values.name }) });
  };
  const savePermissions = async (row: SystemGroupListItem, accessElementIds: number[]) => {
    await refusingPlainly(assign({ assignSystemGroupAccessElementsRequest: { systemGroupId: row.id, accessElementIds } }).unwrap(), t);
    toast({ severity: 'success', summary: t('accessControl.groups.permissionsSaved', { name: row.name }) });
  };
  const erase = async (row: SystemGroupListItem) => {
    await refusingPlainly(remove({ id: row.id }).unwrap(), t);
    toast({ severity: 'success', summary: t('accessControl.groups.deleted', { name: row.name }) });
  };

  const close = () => setPending(null);
  const choices = [
    { value: 'all' as const, label: t('accessControl.groups.kindAll') },
    { value: 'engineers' as const, label: t('accessControl.groups.kindEngineers') },
    { value: 'general' as const, label: t('accessControl.groups.kindGeneral') },
  ];
  return (
    <GridPage<SystemGroupListItem>
      title={t('routes.groups')}
      grid={{ ...grid, error: withNoPermissionMessage(grid.error, t) }}
      dataKey="id"
      filters={<TextChoiceFilter value={grid.filter} empty={EMPTY} choiceLabel={t('accessControl.groups.kind')} choices={choices} onSearch={grid.search} />}
      create={canCreate ? { label: t('accessControl.groups.create'), onClick: () => setPending({ kind: 'create' }) } : undefined}
    >
      {(pending?.kind === 'create' || pending?.kind === 'edit') && (
        <GroupDialog row={pending.kind === 'edit' ? pending.row : null} onSave={(values) => save(values, pending.kind === 'edit' ? pending.row : null)} onHide={close} />
      )}
      {pending?.kind === 'permissions' && <GroupPermissionsDialog row={pending.row} onSave={(ids) => savePermissions(pending.row, ids)} onHide={close} />}
      {pending?.kind === 'delete' && (
        <ConfirmDialog
          header={t('accessControl.groups.confirmDelete')}
          message={t('accessControl.groups.confirmDeleteMessage', { name: pending.row.name })}
          confirmLabel={t('accessControl.groups.deleteShort')}
          icon="pi pi-trash"
          danger
          onConfirm={() => erase(pending.row)}
          onHide={close}
        />
      )}
    </GridPage>
  );
}
