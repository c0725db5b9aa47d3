import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetCatalogFormsQuery } from '../../api/tags/catalog';
import { FormFieldsGrid } from './FormFieldsGrid';
import { FormPicker } from './FormPicker';

/** formsManagement: pick a custom form, then keep its fields (at most 20) and try the form as users will see it. */
export default function FormsManagementPage() {
  const { t } = useTranslation();
  const forms = useGetCatalogFormsQuery();
  const [chosenId, setChosenId] = useState<number | null>(null);

  const list = forms.data?.data ?? [];
  const form = list.find((f) => f.id === chosenId) ?? list[0] ?? null;
  const picker = <FormPicker forms={list} value={form?.id ?? null} loading={forms.isLoading} error={forms.error} onChange={setChosenId} />;
  if (!form) {
    return (
      <section className="p-3 flex flex-column gap-3">
        <h1 className="text-2xl font-semibold m-0">{t('routes.formsManagement')}</h1>
        {picker}
      </section>
    );
  }
  return <FormFieldsGrid form={form} picker={picker} />;
}
