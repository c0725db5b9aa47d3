import { useMemo } from 'react';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../ui/dialogs/FormDialog';
import { DynamicFields } from './DynamicFields';
import { dynamicInitialValues, dynamicSchema } from './dynamicSchema';
import type { DynamicField, DynamicValues } from './types';

/** The read of a form's fields as a query hook gives it. */
interface FieldsRead {
  data?: { data: readonly DynamicField[] };
  error?: unknown;
  refetch: () => unknown;
}

interface DynamicFormProps {
  header: string;
  read: FieldsRead;
  onHide: () => void;
}

/**
 * Custom fields filled in a dialog and checked with their rules ("Validar"): how an administrator tries a
 * custom form, a frequent failure's fields or a service type's closing fields before users meet them.
 */
export function DynamicForm({ header, read, onHide }: DynamicFormProps) {
  const { t } = useTranslation();
  const fields = read.data?.data;
  const schema = useMemo(() => dynamicSchema(fields ?? []), [fields]);
  const initialValues = useMemo(() => fields && dynamicInitialValues(fields), [fields]);

  return (
    <FormDialog<DynamicValues>
      header={header}
      initialValues={initialValues}
      read={{ error: read.error, retry: () => void read.refetch() }}
      schema={schema}
      submitLabel={t('customForms.validate')}
      submitIcon="pi pi-check-square"
      cancelLabel={t('customForms.close')}
      onSubmit={async () => undefined}
      onSaved={() => undefined}
      onHide={onHide}
    >
      <ValidityNote empty={fields?.length === 0} />
      <DynamicFields fields={fields ?? []} />
    </FormDialog>
  );
}

/** Says whether what is typed keeps the rules, once "Validar" was pressed (errors follow every change). */
function ValidityNote({ empty }: { empty: boolean }) {
  const { t } = useTranslation();
  const { submitCount, errors } = useFormikContext<DynamicValues>();
  const valid = submitCount > 0 && Object.keys(errors).length === 0;
  return (
    <p role="status" className={valid ? 'm-0 mb-3 text-green-800 font-medium' : 'm-0 mb-3'}>
      {empty ? t('customForms.noFields') : valid ? t('customForms.valid') : t('customForms.intro')}
    </p>
  );
}
