import { useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import {
  securityApi,
  useCreateAccessProfileMutation,
  useLazyGetAccessProfileByIdQuery,
  useUpdateAccessProfileMutation,
  type AccessProfileListItem,
  type GetAccessProfilesApiArg,
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
import { ProfileDialog } from './ProfileDialog';
import { profileBody, type ProfileValues } from './profileForm';
import { iconButtonsColumnWidth } from '../../../shared/ui/DataGrid/GridTable';

type StateChoice = 'all' | 'enabled' | 'disabled';
type Filter = TextChoiceFilterValue<StateChoice>;
type Pending = { kind: 'create' } | { kind: 'edit'; row: AccessProfileListItem } | { kind: 'toggle'; row: AccessProfileListItem } | null;

const EMPTY: Filter = { text: '', choice: 'all' };
// The service answers by name and takes no sort.
const BY_NAME = { field: 'name', order: 'asc' } as const;

const toArg = ({ filter, pageNumber, pageSize }: GridRequest<Filter>): GetAccessProfilesApiArg => ({
  ...(filter.text ? { text: filter.text } : {}),
  ...(filter.choice === 'all' ? {} : { enabled: filter.choice === 'enabled' }),
  pageNumber,
  pageSize,
});

/** Access profiles: search, exports, create, edit (with permissions) and enable/disable, each action with its permission. */
export default function ProfilesPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const labels = useExportLabels();
  const { can } = useAccessList();
  const canCreate = can(['ProfilesCreate']);
  const canUpdate = can(['ProfilesUpdate']);
  const [create] = useCreateAccessProfileMutation();
  const [update] = useUpdateAccessProfileMutation();
  const [readProfile] = useLazyGetAccessProfileByIdQuery();
  const [pending, setPending] = useState<Pending>(null);

  const columns = useMemo<PageColumn<AccessProfileListItem>[]>(() => {
    const base: PageColumn<AccessProfileListItem>[] = [
      valueColumn(labels, { id: 'name', header: t('accessControl.profiles.name') }),
      valueColumn(labels, { id: 'description', header: t('accessControl.profiles.description') }),
      valueColumn(labels, { id: 'enabled', header: t('accessControl.profiles.state'), format: 'enabled' }),
      valueColumn(labels, { id: 'usersCount', header: t('accessControl.profiles.usersCount'), format: 'number' }),
      valueColumn(labels, { id: 'createdDate', header: t('accessControl.profiles.createdDate'), format: 'date' }),
      valueColumn(labels, { id: 'modifiedDate', header: t('accessControl.profiles.modifiedDate'), format: 'date' }),
    ];
    if (!canUpdate) return base;
    const actions: PageColumn<AccessProfileListItem> = {
      id: 'actions',
      header: t('accessControl.actions'),
      exported: false,
      width: iconButtonsColumnWidth(2),
      body: (row) => (
        <span className="inline-flex gap-1">
          <Button type="button" icon="pi pi-pencil" text rounded size="small" aria-label={t('accessControl.profiles.edit', { name: row.name })} onClick={() => setPending({ kind: 'edit', row })} />
          <Button
            type="button"
            icon={row.enabled ? 'pi pi-ban' : 'pi pi-check-circle'}
            text
            rounded
            size="small"
            aria-label={t(row.enabled ? 'accessControl.profiles.disable' : 'accessControl.profiles.enable', { name: row.name })}
            onClick={() => setPending({ kind: 'toggle', row })}
          />
        </span>
      ),
    };
    return [...base, actions];
  }, [t, labels, canUpdate]);
  const grid = useServerGrid<AccessProfileListItem, Filter, GetAccessProfilesApiArg>({
    gridKey: 'profiles',
    endpoint: securityApi.endpoints.getAccessProfiles,
    toArg,
    columns,
    emptyFilter: EMPTY,
    pageSizes: LIMITS.accessControl.pageSizes,
    defaultSort: BY_NAME,
  });

  const save = async (values: ProfileValues, row: AccessProfileListItem | null) => {
    const body = profileBody(values);
    if (row) await refusingPlainly(update({ accessProfileUpdateRequest: { ...body, id: row.id } }).unwrap(), t);
    else await refusingPlainly(create({ accessProfileCreateRequest: body }).unwrap(), t);
    toast({ severity: 'success', summary: t(row ? 'accessControl.profiles.updated' : 'accessControl.profiles.created', { name: values.name }) });
  };
  const toggle = async (row: AccessProfileListItem) => {
    const { data } = await refusingPlainly(readProfile({ id: row.id }).unwrap(), t);
    const { id, name, description, accessElementIds } = data;
    await refusingPlainly(update({ accessProfileUpdateRequest: { id, name, description, accessElementIds, enabled: !row.enabled } }).unwrap(), t);
    toast({ severity: 'success', summary: t(row.enabled ? 'accessControl.profiles.doneDisabled' : 'accessControl.profiles.doneEnabled', { name: row.name }) });
  };

  const close = () => setPending(null);
  const choices = [
    { value: 'all' as const, label: t('accessControl.filter.all') },
    { value: 'enabled' as const, label: t('accessControl.filter.enabled') },
    { value: 'disabled' as const, label: t('accessControl.filter.disabled') },
  ];
  return (
    <GridPage<AccessProfileListItem>
      title={t('routes.profiles')}
      grid={{ ...grid, error: withNoPermissionMessage(grid.error, t) }}
      dataKey="id"
      filters={<TextChoiceFilter value={grid.filter} empty={EMPTY} choiceLabel={t('accessControl.filter.state')} choices={choices} onSearch={grid.search} />}
      create={canCreate ? { label: t('accessControl.profiles.create'), onClick: () => setPending({ kind: 'create' }) } : undefined}
    >
      {(pending?.kind === 'create' || pending?.kind === 'edit') && (
        <ProfileDialog row={pending.kind === 'edit' ? pending.row : null} onSave={(values) => save(values, pending.kind === 'edit' ? pending.row : null)} onHide={close} />
      )}
      {pending?.kind === 'toggle' && (
        <ConfirmDialog
          header={t(pending.row.enabled ? 'accessControl.profiles.confirmDisable' : 'accessControl.profiles.confirmEnable')}
          message={t(pending.row.enabled ? 'accessControl.profiles.confirmDisableMessage' : 'accessControl.profiles.confirmEnableMessage', { name: pending.row.name })}
          confirmLabel={t(pending.row.enabled ? 'accessControl.profiles.disableShort' : 'accessControl.profiles.enableShort')}
          icon={pending.row.enabled ? 'pi pi-ban' : 'pi pi-check-circle'}
          onConfirm={() => toggle(pending.row)}
          onHide={close}
        />
      )}
    </GridPage>
  );
}
