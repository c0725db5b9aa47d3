import { useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../ui/dialogs/FormDialog';
import { ModalDialog } from '../ui/dialogs/ModalDialog';
import { RequestError } from '../ui/RequestError';
import { useToast } from '../ui/ToastProvider';
import { CatalogueFields } from './CatalogueFields';
import { catalogueBody, catalogueInitialValues, catalogueSchema, type CatalogueValues } from './catalogueSchema';
import type { CatalogueChildList, CatalogueField, CatalogueRow } from './catalogueTypes';
import './catalogue.css';

/** A child cell as text; an empty value shows a dash. */
const cellText = (row: CatalogueRow, field: CatalogueField) => {
  const value = (row as unknown as Record<string, unknown>)[field.kind === 'choice' || field.kind === 'image' ? field.shownAs : field.name];
  return value === null || value === undefined || value === '' ? '—' : String(value);
};

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
  const items = rows.data?.data ?? [];

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
        <RequestError error={rows.error} onRetry={rows.refetch} />
        <table className="catalogue-children w-full" aria-label={title} aria-busy={rows.isFetching}>
          <thead>
            <tr>
              {list.columns.map((c) => (
                <th key={c.name} scope="col">
                  {t(`catalogues.fields.${c.name}`)}
                </th>
              ))}
              <th scope="col">{t('catalogues.fields.status')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((row) => (
              <tr key={row.id}>
                {list.columns.map((c) => (
                  <td key={c.name}>{cellText(row, c)}</td>
                ))}
                <td>{t(row.enabled === false ? 'catalogues.flags.disabled' : 'catalogues.flags.enabled')}</td>
              </tr>
            ))}
            {!rows.isFetching && !rows.error && items.length === 0 && (
              <tr>
                <td colSpan={list.columns.length + 1}>{t(`catalogues.children.${list.id}.empty`)}</td>
              </tr>
            )}
          </tbody>
        </table>
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
