import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FullPageMessage } from '../../shared/ui/FullPageMessage';

/** Shown on a route whose screen has not landed yet, so the menu never leads to a blank page. */
export function ComingSoonPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <FullPageMessage icon="pi pi-hourglass" title={t(titleKey)} role="status">
      <p className="text-700 m-0">{t('pages.comingSoon.body')}</p>
      <Link to="/" className="p-button p-button-outlined no-underline">{t('pages.backHome')}</Link>
    </FullPageMessage>
  );
}
