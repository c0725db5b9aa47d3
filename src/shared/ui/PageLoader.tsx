import { ProgressSpinner } from 'primereact/progressspinner';
import { useTranslation } from 'react-i18next';

export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-column align-items-center justify-content-center p-6 gap-2" role="status" aria-live="polite">
      <ProgressSpinner style={{ width: 48, height: 48 }} strokeWidth="4" aria-hidden="true" />
      <span className="text-700">{t('app.loading')}</span>
    </div>
  );
}
