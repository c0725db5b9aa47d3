import { useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../ui/dialogs/FormDialog';
import { ModalDialog } from '../ui/dialogs/ModalDialog';
import { useToast } from '../ui/ToastProvider';
import { CatalogueFields } from './CatalogueFields';
import { catalogueBody, catalogueInitialValues, catalogueSchema, type CatalogueValues } from './catalogueSchema';
import type { CatalogueChildList, CatalogueRow } from './catalogueTypes';
import { ChildRowsTable } from './ChildRowsTable';

interface ChildListDialogProps {
  list: CatalogueChildList;
  parent: CatalogueRow;
  /** Whether the user may add through the child catalogue (its create permission). */
  canAdd: boolean;
  onHide: () => void;
}

/** One row's child list (a brand's models): the rows, and with `add` a form that adds one under the parent. */
export function ChildListDialog({ list, parent, canAdd, onHide }: ChildListDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const rows = list.rows.useQuery({ id: parent.id });
  const [adding, setAdding] = useState(false);
  const add = list.add;
  const [create] = (add?.catalogue.endpoints.create ?? NO_CREATE).useMutation();
  // The parent is given: the form asks for the child's own fields only, and no file (that is the child catalogue's screen's).
  const fields = useMemo(() => (add ? add.catalogue.fields.filter((f) => f.name !== add.parentField && f.kind !== 'image') : []), [add]);
  const schema = useMemo(() => catalogueSchema(fields), [fields]);
  const title = t(`catalogues.children.${list.id}.title`, { name: parent.name });

  const save = async (values: CatalogueValues) => {
    await create({ [add!.catalogue.bodies.create]: { ...catalogueBody(fields, values, null), [add!.parentField]: parent.id } }).unwrap();
    rows.refetch();
    toast({ severity: 'success', summary: t('catalogues.done.created', { name: values.name }) });
  };

  return (
    <ModalDialog header={title} onHide={onHide} width="48rem">
      <div className="flex flex-column gap-3">
        {add && canAdd && (
          <div>
            <Button type="button" icon="pi pi-plus" label={t(`catalogues.children.${list.id}.add`)} onClick={() => setAdding(true)} />
          </div>
        )}
        <ChildRowsTable rows={rows} columns={list.columns} title={title} empty={t(`catalogues.children.${list.id}.empty`)} />
      </div>
      {adding && add && (
        <FormDialog<CatalogueValues>
          header={t(`catalogues.children.${list.id}.addTitle`, { name: parent.name })}
          initialValues={catalogueInitialValues(fields, null)}
          schema={schema}
          onSubmit={save}
          onHide={() => setAdding(false)}
        >
          <CatalogueFields fields={fields} />
        </FormDialog>
      )}
    </ModalDialog>
  );
}

const NO_CREATE = { useMutation: () => [() => ({ unwrap: () => Promise.resolve(null) }), null] as const };
