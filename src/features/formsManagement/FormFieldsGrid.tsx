import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { catalogApi, useAddCatalogFormFieldMutation, useDeleteCatalogFormFieldMutation, useUpdateCatalogFormFieldMutation, type CustomField, type CustomForm } from '../../api/tags/catalog';
import { fieldCountProblem, fieldDefinitionBody, type FieldDefinitionValues } from '../../shared/forms/dynamic/fieldDefinition';
import { customFieldTypeName } from '../../shared/forms/dynamic/types';
import { DeleteFieldDialog } from '../../shared/forms/DeleteFieldDialog';
import { FieldRowActions } from '../../shared/forms/FieldRowActions';
import { useExportLabels } from '../../shared/ui/ExportToolbar';
import { GridPage } from '../../shared/ui/GridPage/GridPage';
import { valueColumn, type PageColumn } from '../../shared/ui/GridPage/pageColumns';
import { useServerGrid, type GridRequest } from '../../shared/ui/GridPage/useServerGrid';
import { useToast } from '../../shared/ui/ToastProvider';
import { LIMITS } from '../../shared/validation/limits';
import { translateError } from '../../shared/validation/messages';
import { FieldDialog } from './FieldDialog';
import { FormPreviewDialog } from './FormPreviewDialog';
import { iconButtonsColumnWidth } from '../../shared/ui/DataGrid/GridTable';

type Pending = { kind: 'create' } | { kind: 'edit'; field: CustomField } | { kind: 'delete'; field: CustomField } | { kind: 'preview' } | null;

const NO_FILTER = {};
const BY_ID = { field: 'id', order: 'asc' } as const;

/** The fields of one custom form: grid with exports, add, edit and delete, and the form's preview. */
export function FormFieldsGrid({ form, picker }: { form: CustomForm; picker: ReactNode }) {
  const { t } = useTranslation();
  const toast = useToast();
  const labels = useExportLabels();
  const [add] = useAddCatalogFormFieldMutation();
  const [update] = useUpdateCatalogFormFieldMutation();
  const [remove] = useDeleteCatalogFormFieldMutation();
  const [pending, setPending] = useState<Pending>(null);

  const toArg = useCallback(
    ({ pageNumber, pageSize, isExport }: GridRequest<object>) => ({ customFieldSearchRequest: { formId: form.id, text: null, isExport: isExport || null, pageNumber, pageSize } }),
    [form.id],
  );
  const columns = useMemo<PageColumn<CustomField>[]>(
    () => [
      valueColumn<CustomField>(labels, { id: 'name', header: t('customForms.definition.name') }),
      valueColumn<CustomField>(labels, { id: 'typeId', header: t('customForms.definition.type'), value: (f) => t(`customForms.types.${customFieldTypeName(f.typeId) ?? 'SingleLine'}`) }),
      valueColumn<CustomField>(labels, { id: 'required', header: t('customForms.definition.required'), value: (f) => t(f.required ? 'common.yes' : 'common.no') }),
      valueColumn<CustomField>(labels, { id: 'options', header: t('customForms.optionsColumn'), value: (f) => f.options.join(', ') }),
      {
        id: 'actions',
        header: t('catalogues.actions.header'),
        exported: false,
        width: iconButtonsColumnWidth(2),
        body: (field) => <FieldRowActions name={field.name} onEdit={() => setPending({ kind: 'edit', field })} onDelete={() => setPending({ kind: 'delete', field })} />,
      },
    ],
    [labels, t],
  );
  const grid = useServerGrid({
    gridKey: 'formsManagement',
    endpoint: catalogApi.endpoints.searchCatalogFormFields,
    toArg,
    columns,
    emptyFilter: NO_FILTER,
    scope: form.id,
    pageSizes: LIMITS.catalogues.pageSizes,
    defaultSort: BY_ID,
  });

  const full = translateError(t, fieldCountProblem(form.fieldCount));
  const save = async (values: FieldDefinitionValues, field: CustomField | null) => {
    const body = fieldDefinitionBody(values);
    if (field) await update({ customFieldUpdateRequest: { id: field.id, ...body } }).unwrap();
    else await add({ id: form.id, customFieldCreateRequest: body }).unwrap();
    toast({ severity: 'success', summary: t(field ? 'catalogues.done.updated' : 'catalogues.done.created', { name: values.name }) });
  };
  const close = () => setPending(null);

  return (
    <GridPage<CustomField>
      title={t('routes.formsManagement')}
      grid={grid}
      dataKey="id"
      filters={
        <div className="flex flex-wrap align-items-end gap-3">
          {picker}
          <p className="m-0" role="status">
            {full ?? t('customForms.fieldCount', { count: form.fieldCount, max: LIMITS.customForms.maxFields })}
          </p>
        </div>
      }
      headerActions={<Button type="button" icon="pi pi-eye" label={t('customForms.preview')} outlined onClick={() => setPending({ kind: 'preview' })} />}
      create={full ? undefined : { label: t('customForms.addField'), onClick: () => setPending({ kind: 'create' }) }}
    >
      {(pending?.kind === 'create' || pending?.kind === 'edit') && (
        <FieldDialog formId={form.id} formName={form.name} field={pending.kind === 'edit' ? pending.field : null} onSave={save} onHide={close} />
      )}
      {pending?.kind === 'delete' && (
        <DeleteFieldDialog field={pending.field} remove={() => remove({ id: pending.field.id }).unwrap()} onHide={close} />
      )}
      {pending?.kind === 'preview' && <FormPreviewDialog formId={form.id} formName={form.name} onHide={close} />}
    </GridPage>
  );
}
