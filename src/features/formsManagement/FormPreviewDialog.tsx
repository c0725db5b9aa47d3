import { useTranslation } from 'react-i18next';
import { useGetCatalogFormFieldsQuery } from '../../api/tags/catalog';
import { DynamicForm } from '../../shared/forms/dynamic/DynamicForm';

/** The form as users will fill it, through the one dynamic renderer: "Validar" checks what was typed. */
export function FormPreviewDialog({ formId, formName, onHide }: { formId: number; formName: string; onHide: () => void }) {
  const { t } = useTranslation();
  const fields = useGetCatalogFormFieldsQuery({ id: formId });
  return <DynamicForm header={t('customForms.previewTitle', { form: formName })} read={fields} onHide={onHide} />;
}
