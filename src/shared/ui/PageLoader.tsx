import { useTranslation } from 'react-i18next';
import { Spinner } from './firstPaint/Spinner';

export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-column align-items-center justify-content-center p-6 gap-2" role="status" aria-live="polite">
      <Spinner />
      <span className="text-700">{t('app.loading')}</span>
    </div>
  );
}
