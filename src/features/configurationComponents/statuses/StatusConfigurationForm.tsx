import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { productApi, type ProductStatusConfigurationRead as StatusConfiguration } from '../../../api/tags/product';
import { PageForm } from '../../../shared/forms/PageForm';
import { usePageForm } from '../../../shared/forms/usePageForm';
import { useToast } from '../../../shared/ui/ToastProvider';
import { StatusSettingsFields } from './StatusSettingsFields';
import { statusConfigurationSchema, statusIdsOf, toUpdate, valuesOf, type StatusConfigurationValues } from './statusConfigurationValues';
import { TransitionMatrix } from './TransitionMatrix';

interface FormProps {
  configuration: StatusConfiguration;
  onSaved: (saved: StatusConfiguration) => void;
}

/** The form over one version of the configuration; a save sends that version back and a stale one opens the conflict dialog. */
function StatusConfigurationForm({ configuration, onSaved }: FormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [update] = productApi.endpoints.updateProductStatusConfiguration.useMutation();
  const [ids] = useState(() => statusIdsOf(configuration));
  const [schema] = useState(() => statusConfigurationSchema(ids));
  const page = usePageForm<StatusConfigurationValues>({
    initialValues: valuesOf(configuration),
    valuesOf,
    schema,
    onSubmit: async (values) => {
      const saved = await update({ productStatusConfigurationUpdate: toUpdate(ids, values) }).unwrap();
      toast({ severity: 'success', summary: t('components.statuses.saved') });
      onSaved(saved.data);
    },
  });
  return (
    <PageForm page={page} aria-label={t('components.statuses.formLabel')} failureTitle={t('components.statuses.saveError')}
      submitLabel={t('components.statuses.save')} submitIcon="pi pi-save">
      <h2 className="text-xl m-0">{t('components.statuses.settingsTitle')}</h2>
      <StatusSettingsFields ids={ids} />
      <h2 className="text-xl m-0 mt-2">{t('components.statuses.matrix.title')}</h2>
      <p className="m-0 text-700">{t('components.statuses.matrix.intro')}</p>
      <TransitionMatrix ids={ids} />
    </PageForm>
  );
}

/** Holds the version the form edits: a save puts the saved one under a fresh form, so the next save sends its version. */
export function StatusConfigurationEditor({ configuration }: { configuration: StatusConfiguration }) {
  const [base, setBase] = useState(configuration);
  return <StatusConfigurationForm key={base.rowVersion} configuration={base} onSaved={setBase} />;
}
