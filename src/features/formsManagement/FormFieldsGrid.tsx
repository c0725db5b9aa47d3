import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  catalogApi, useDeleteCatalogFormFieldMutation, type CustomFieldRead, type CustomForm,
  type SearchCatalogFormFieldsApiArg,
} from '../../api/tags/catalog';
import { useAccessList } from '../../auth/useAccessList';
import { fieldCountProblem, fieldDefinitionBody, fieldUpdateBody, type FieldDefinitionValues } from '../../shared/forms/dynamic/fieldDefinition';
import { customFieldTypeName } from '../../shared/forms/dynamic/types';
import { ResourceScreen } from '../../shared/resource/ResourceScreen';
import type { DialogSaveStep, PageAction, ResourceDescription } from '../../shared/resource/resourceTypes';
import { createOrUpdate, savedToast } from '../../shared/resource/saveSteps';
import { named } from '../../shared/resource/texts';
import { valueColumn } from '../../shared/ui/GridPage/pageColumns';
import { LIMITS } from '../../shared/validation/limits';
import { translateError } from '../../shared/validation/messages';
import { FieldDialog } from './FieldDialog';
import { FormPreviewDialog } from './FormPreviewDialog';

const nameOf = (field: CustomFieldRead) => field.name;

/** The form's fields, added, edited and deleted while it has room (LIMITS.customForms.maxFields), and its preview. */
function describeFields(form: CustomForm, full: boolean): ResourceDescription<CustomFieldRead, object, SearchCatalogFormFieldsApiArg> {
  const save: DialogSaveStep<CustomFieldRead | null, FieldDefinitionValues> = {
    kind: 'save',
    Dialog: ({ row, onSave, onHide }) => <FieldDialog formId={form.id} formName={form.name} field={row} onSave={async (values) => void (await onSave(values))} onHide={onHide} />,
    useSave: createOrUpdate({
      create: catalogApi.endpoints.addCatalogFormField,
      createArg: (values: FieldDefinitionValues) => ({ id: form.id, customFieldCreateRequest: fieldDefinitionBody(values) }),
      update: catalogApi.endpoints.updateCatalogFormField,
      updateArg: (values, field: CustomFieldRead) => ({ customFieldUpdateRequest: fieldUpdateBody(field.id, values) }),
    }),
    done: savedToast('catalogues.done.created', 'catalogues.done.updated', (values) => values.name),
  };
  const add: PageAction = { id: 'create', permissions: null, primary: true, label: (t) => t('customForms.addField'), does: save };
  return {
    id: 'formsManagement',
    title: (t) => t('routes.formsManagement'),
    rowKey: 'id',
    rowName: nameOf,
    columns: (t, labels) => [
      valueColumn<CustomFieldRead>(labels, { id: 'name', header: t('customForms.definition.name') }),
      valueColumn<CustomFieldRead>(labels, { id: 'typeId', header: t('customForms.definition.type'), value: (f) => t(`customForms.types.${customFieldTypeName(f.typeId) ?? 'SingleLine'}`) }),
      valueColumn<CustomFieldRead>(labels, { id: 'required', header: t('customForms.definition.required'), value: (f) => t(f.required ? 'common.yes' : 'common.no') }),
      valueColumn<CustomFieldRead>(labels, { id: 'options', header: t('customForms.optionsColumn'), value: (f) => f.options.join(', ') }),
    ],
    search: {
      endpoint: catalogApi.endpoints.searchCatalogFormFields,
      toArg: ({ pageNumber, pageSize, isExport }) => ({ customFieldSearchRequest: { formId: form.id, text: null, isExport: isExport || null, pageNumber, pageSize } }),
      scope: form.id,
      pageSizes: LIMITS.catalogues.pageSizes,
      defaultSort: { field: 'id', order: 'asc' },
    },
    pageActions: [
      { id: 'preview', permissions: null, icon: 'pi pi-eye', label: (t) => t('customForms.preview'), does: { kind: 'open', render: (_, onHide) => <FormPreviewDialog formId={form.id} formName={form.name} onHide={onHide} /> } },
      ...(full ? [] : [add]),
    ],
    rowActions: [
      { id: 'edit', permissions: null, icon: 'pi pi-pencil', label: named('catalogues.actions.edit', nameOf), does: save },
      {
        id: 'delete', permissions: null, icon: 'pi pi-trash', danger: true, label: named('catalogues.actions.delete', nameOf),
        does: {
          kind: 'confirm', icon: 'pi pi-trash', danger: true,
          header: (t) => t('customForms.deleteHeader'),
          message: named('catalogues.confirmDelete.message', nameOf),
          confirmLabel: (t) => t('catalogues.confirmDelete.confirm'),
          useRun: () => {
            const [remove] = useDeleteCatalogFormFieldMutation();
            return (field) => remove({ id: field.id }).unwrap();
          },
          done: named('catalogues.done.deleted', nameOf),
        },
      },
    ],
  };
}

/** The fields of one custom form: grid with exports, add, edit and delete, and the form's preview. */
export function FormFieldsGrid({ form, picker }: { form: CustomForm; picker: ReactNode }) {
  const { t } = useTranslation();
  const { can } = useAccessList();
  const full = translateError(t, fieldCountProblem(form.fieldCount));
  const description = useMemo(() => describeFields(form, Boolean(full)), [form, full]);
  const status = (
    <p className="m-0" role="status">
      {full ?? t('customForms.fieldCount', { count: form.fieldCount, max: LIMITS.customForms.maxFields })}
    </p>
  );
  return <ResourceScreen description={description} can={can} parts={{ besideFilter: <>{picker}{status}</> }} />;
}
