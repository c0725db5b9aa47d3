import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FullPageMessage } from '../../shared/ui/FullPageMessage';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <FullPageMessage icon="pi pi-compass" title={t('pages.notFound.title')}>
      <p className="text-700 m-0">{t('pages.notFound.body')}</p>
      <Link to="/" className="p-button p-button-outlined no-underline">{t('pages.backHome')}</Link>
    </FullPageMessage>
  );
}
