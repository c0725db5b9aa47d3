import { useTranslation } from 'react-i18next';
import { useGetPublicParamsQuery } from '../../api/tags/security';
import { safeExternalLink } from '../../shared/format/safeLink';

/** Opens the support chat configured on the server (Public/GetParams, platform WEB) in a new tab. */
export function ContactUsButton() {
  const { t } = useTranslation();
  const { data, isLoading } = useGetPublicParamsQuery({ platformSpec: 'WEB' });
  const link = safeExternalLink(data?.data.GoogleChat.Link);

  if (!link) {
    return (
      <button
        type="button"
        className="p-button p-button-outlined p-button-sm"
        disabled
        title={t(isLoading ? 'shell.contactUsLoading' : 'shell.contactUsUnavailable')}
      >
        <span className="pi pi-comments mr-2" aria-hidden="true" />
        {t('shell.contactUs')}
      </button>
    );
  }
  return (
    <a className="p-button p-button-outlined p-button-sm no-underline" href={link} target="_blank" rel="noopener noreferrer">
      <span className="pi pi-comments mr-2" aria-hidden="true" />
      {t('shell.contactUs')}
    </a>
  );
}
