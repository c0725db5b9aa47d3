import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetCatalogFormFieldsQuery, type CustomFieldRead } from '../../api/tags/catalog';
import { fieldDefinitionSchema, fieldDefinitionValues, type FieldDefinitionValues } from '../../shared/forms/dynamic/fieldDefinition';
import { FieldDefinitionFields } from '../../shared/forms/dynamic/FieldDefinitionFields';
import { FormDialog } from '../../shared/ui/dialogs/FormDialog';

interface FieldDialogProps {
  formId: number;
  formName: string;
  /** The field edited; null adds one. */
  field: CustomFieldRead | null;
  onSave: (values: FieldDefinitionValues, field: CustomFieldRead | null) => Promise<void>;
  onHide: () => void;
}

/** Adds or edits one field: its name must differ from the form's other fields (read whole, not the grid's page). */
export function FieldDialog({ formId, formName, field, onSave, onHide }: FieldDialogProps) {
  const { t } = useTranslation();
  const siblings = useGetCatalogFormFieldsQuery({ id: formId });
  const others = useMemo(() => (siblings.data?.data ?? []).filter((f) => f.id !== field?.id), [siblings.data, field]);
  const schema = useMemo(() => fieldDefinitionSchema(others), [others]);
  return (
    <FormDialog<FieldDefinitionValues>
      header={field ? t('catalogues.editTitle', { name: field.name }) : t('customForms.addTitle', { form: formName })}
      initialValues={fieldDefinitionValues(field)}
      valuesOf={field ? fieldDefinitionValues : undefined}
      schema={schema}
      onSubmit={(values) => onSave(values, field)}
      onHide={onHide}
    >
      <FieldDefinitionFields />
    </FormDialog>
  );
}
