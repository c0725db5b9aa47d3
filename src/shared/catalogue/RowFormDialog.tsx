import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../ui/dialogs/FormDialog';
import { useToast } from '../ui/ToastProvider';
import { CatalogueFields } from './CatalogueFields';
import { catalogueInitialValues, catalogueSchema, type CatalogueValues } from './catalogueSchema';
import type { CatalogueRow, CatalogueRowForm } from './catalogueTypes';

/** A row's own form (a service type's survey link): its fields start from the row and go to the form's operation. */
export function RowFormDialog({ form, row, onHide }: { form: CatalogueRowForm; row: CatalogueRow; onHide: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [send] = form.endpoint.useMutation();
  const schema = useMemo(() => catalogueSchema(form.fields), [form.fields]);

  const save = async (values: CatalogueValues) => {
    await send(form.arg(row, values)).unwrap();
    toast({ severity: 'success', summary: t(`catalogues.rowForms.${form.id}.done`, { name: row.name }) });
  };
  return (
    <FormDialog<CatalogueValues>
      header={t(`catalogues.rowForms.${form.id}.title`, { name: row.name })}
      initialValues={catalogueInitialValues(form.fields, row)}
      schema={schema}
      onSubmit={save}
      onHide={onHide}
    >
      <CatalogueFields fields={form.fields} row={row} withEnabled={false} />
    </FormDialog>
  );
}
