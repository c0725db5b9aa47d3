import { useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { DynamicForm } from '../forms/dynamic/DynamicForm';
import { fieldCountProblem, fieldDefinitionBody, fieldDefinitionSchema, fieldDefinitionValues, fieldUpdateBody, type FieldDefinitionValues } from '../forms/dynamic/fieldDefinition';
import { FieldDefinitionFields } from '../forms/dynamic/FieldDefinitionFields';
import { customFieldTypeName, type DynamicField } from '../forms/dynamic/types';
import { DeleteFieldDialog } from '../forms/DeleteFieldDialog';
import { FieldRowActions } from '../forms/FieldRowActions';
import { FormDialog } from '../ui/dialogs/FormDialog';
import { ModalDialog } from '../ui/dialogs/ModalDialog';
import { RequestError } from '../ui/RequestError';
import { useToast } from '../ui/ToastProvider';
import { LIMITS } from '../validation/limits';
import { translateError } from '../validation/messages';
import type { CatalogueFieldList, CatalogueRow } from './catalogueTypes';
import './catalogue.css';

type Pending = { kind: 'add' } | { kind: 'edit'; field: DynamicField } | { kind: 'delete'; field: DynamicField } | { kind: 'try' } | null;

const NO_FIELDS: readonly DynamicField[] = [];

interface FieldListDialogProps {
  list: CatalogueFieldList;
  parent: CatalogueRow;
  /** Whether the user may add, edit and delete fields (the catalogue's create permission); anyone may try them. */
  canWrite: boolean;
  onHide: () => void;
}

/**
 * A row's custom fields: listed, added, edited and deleted by the custom form rules (at most 20, unique
 * names, selection lists of 1 to 10 options), and tried with the dynamic renderer users will meet.
 */
export function FieldListDialog({ list, parent, canWrite, onHide }: FieldListDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const rows = list.rows.useQuery({ id: parent.id });
  const [create] = list.create.endpoint.useMutation();
  const [update] = list.update.endpoint.useMutation();
  const [remove] = list.remove.endpoint.useMutation();
  const [pending, setPending] = useState<Pending>(null);
  const fields = rows.data?.data ?? NO_FIELDS;
  const editing = pending?.kind === 'edit' ? pending.field : null;
  // A field's name is compared with the row's other fields (all of them: the list is never paged).
  const schema = useMemo(() => fieldDefinitionSchema(fields.filter((f) => f.id !== editing?.id)), [fields, editing]);
  const title = t(`catalogues.fieldLists.${list.id}.title`, { name: parent.name });
  const full = translateError(t, fieldCountProblem(fields.length));

  const save = async (values: FieldDefinitionValues) => {
    if (editing) await update({ [list.update.body]: fieldUpdateBody(editing.id, values) }).unwrap();
    else await create({ [list.create.body]: { [list.create.parentField]: parent.id, ...fieldDefinitionBody(values) } }).unwrap();
    toast({ severity: 'success', summary: t(editing ? 'catalogues.done.updated' : 'catalogues.done.created', { name: values.name }) });
  };
  const close = () => setPending(null);

  return (
    <ModalDialog header={title} onHide={onHide} width="52rem">
      <div className="flex flex-column gap-3">
        <div className="flex flex-wrap align-items-center gap-3">
          {canWrite && !full && <Button type="button" icon="pi pi-plus" label={t('customForms.addField')} onClick={() => setPending({ kind: 'add' })} />}
          <Button type="button" icon="pi pi-eye" label={t('catalogues.fieldLists.try')} outlined onClick={() => setPending({ kind: 'try' })} />
          <p className="m-0" role="status">
            {full ?? t('customForms.fieldCount', { count: fields.length, max: LIMITS.customForms.maxFields })}
          </p>
        </div>
        <RequestError error={rows.error} onRetry={rows.refetch} />
        <table className="catalogue-children w-full" aria-label={title} aria-busy={rows.isFetching}>
          <thead>
            <tr>
              <th scope="col">{t('customForms.definition.name')}</th>
              <th scope="col">{t('customForms.definition.type')}</th>
              <th scope="col">{t('customForms.definition.required')}</th>
              <th scope="col">{t('customForms.optionsColumn')}</th>
              {canWrite && <th scope="col">{t('catalogues.actions.header')}</th>}
            </tr>
          </thead>
          <tbody>
            {fields.map((field) => (
              <tr key={field.id}>
                <td>{field.name}</td>
                <td>{t(`customForms.types.${customFieldTypeName(field.typeId) ?? 'SingleLine'}`)}</td>
                <td>{t(field.required ? 'common.yes' : 'common.no')}</td>
                <td>{field.options.join(', ') || '—'}</td>
                {canWrite && (
                  <td>
                    <FieldRowActions name={field.name} onEdit={() => setPending({ kind: 'edit', field })} onDelete={() => setPending({ kind: 'delete', field })} />
                  </td>
                )}
              </tr>
            ))}
            {!rows.isFetching && !rows.error && fields.length === 0 && (
              <tr>
                <td colSpan={canWrite ? 5 : 4}>{t('customForms.noFields')}</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {(pending?.kind === 'add' || editing) && (
        <FormDialog<FieldDefinitionValues>
          header={editing ? t('catalogues.editTitle', { name: editing.name }) : t('customForms.addTitle', { form: parent.name })}
          initialValues={fieldDefinitionValues(editing)}
          valuesOf={editing ? fieldDefinitionValues : undefined}
          schema={schema}
          onSubmit={save}
          onHide={close}
        >
          <FieldDefinitionFields />
        </FormDialog>
      )}
      {pending?.kind === 'delete' && (
        <DeleteFieldDialog field={pending.field} remove={() => remove({ [list.remove.body]: { id: pending.field.id } }).unwrap()} onHide={close} />
      )}
      {pending?.kind === 'try' && <DynamicForm header={t('customForms.previewTitle', { form: parent.name })} read={{ data: rows.data ? { data: fields } : undefined, error: rows.error, refetch: rows.refetch }} onHide={close} />}
    </ModalDialog>
  );
}
