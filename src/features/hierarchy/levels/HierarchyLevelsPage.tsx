import { useState } from 'react';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useTranslation } from 'react-i18next';
import { useGetHierarchicalLevelsQuery, useUpdateHierarchicalLevelMutation, type HierarchicalLevelRead } from '../../../api/tags/catalog';
import { useAccessList } from '../../../auth/useAccessList';
import { orEmpty } from '../../../shared/format/emptyValue';
import { formatUtcDateTime } from '../../../shared/format/dateTime';
import { TextAreaInput, TextInput } from '../../../shared/forms/fields';
import { sentVersion } from '../../../shared/forms/conflict/versioned';
import { FormDialog } from '../../../shared/ui/dialogs/FormDialog';
import { RequestError } from '../../../shared/ui/RequestError';
import { useToast } from '../../../shared/ui/ToastProvider';
import { LIMITS } from '../../../shared/validation/limits';
import { PERMISSIONS } from '../../../auth/permissionNames';
import { levelSchema, levelValues, type LevelValues } from './levelSchema';

/** HierarchyLevels: the six fixed levels (0 to 5) with their names; renaming needs HierarchicalLevelManagement. */
export default function HierarchyLevelsPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const access = useAccessList();
  const levels = useGetHierarchicalLevelsQuery();
  const [update] = useUpdateHierarchicalLevelMutation();
  const [editing, setEditing] = useState<HierarchicalLevelRead | null>(null);
  const canEdit = access.can([PERMISSIONS.hierarchyManagement]);
  const title = t('routes.hierarchyLevels');

  const save = async (level: HierarchicalLevelRead, values: LevelValues) => {
    const hierarchicalLevelUpdateRequest = { level: level.level, name: values.name, description: values.description || null, rowVersion: sentVersion(values) };
    await update({ hierarchicalLevelUpdateRequest }).unwrap();
    toast({ severity: 'success', summary: t('hierarchy.levels.saved', { level: level.level, name: values.name }) });
  };

  return (
    <section className="p-3 flex flex-column gap-3" aria-labelledby="hierarchy-levels-title">
      <header className="flex flex-column gap-1">
        <h1 id="hierarchy-levels-title" className="text-2xl font-semibold m-0">{title}</h1>
        <p className="m-0 text-700">{t('hierarchy.levels.intro', { min: LIMITS.hierarchy.levelMin, max: LIMITS.hierarchy.levelMax })}</p>
      </header>
      <RequestError error={levels.error} onRetry={() => void levels.refetch()} />
      <DataTable value={levels.data?.data ?? []} loading={levels.isLoading} dataKey="level" size="small" stripedRows pt={{ table: { 'aria-label': title } as object }}>
        <Column header={t('hierarchy.levels.level')} field="level" style={{ width: '6rem' }} />
        <Column header={t('hierarchy.levels.name')} field="name" />
        <Column header={t('hierarchy.levels.description')} body={(l: HierarchicalLevelRead) => orEmpty(l.description)} />
        <Column header={t('hierarchy.levels.users')} field="usersCount" style={{ width: '9rem' }} />
        <Column header={t('hierarchy.levels.modified')} body={(l: HierarchicalLevelRead) => formatUtcDateTime(l.modifiedDate)} style={{ width: '12rem' }} />
        {canEdit && (
          <Column
            header={t('hierarchy.actions')}
            style={{ width: '8rem' }}
            body={(l: HierarchicalLevelRead) => (
              <Button type="button" icon="pi pi-pencil" text rounded aria-label={t('hierarchy.levels.edit', { level: l.level, name: l.name })} onClick={() => setEditing(l)} />
            )}
          />
        )}
      </DataTable>
      {editing && (
        <FormDialog<LevelValues>
          header={t('hierarchy.levels.editTitle', { level: editing.level })}
          initialValues={levelValues(editing)}
          valuesOf={levelValues}
          schema={levelSchema}
          onSubmit={(values) => save(editing, values)}
          onHide={() => setEditing(null)}
        >
          <TextInput name="name" label={t('hierarchy.levels.name')} max={LIMITS.hierarchy.levelNameMax} required autoFocus />
          <TextAreaInput name="description" label={t('hierarchy.levels.description')} max={LIMITS.hierarchy.levelDescriptionMax} />
        </FormDialog>
      )}
    </section>
  );
}
