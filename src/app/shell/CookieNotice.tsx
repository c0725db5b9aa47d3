import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export const COOKIE_NOTICE_KEY = 'cookieMessageSeen';

/** The cookie notice in the breadcrumb area; accepted once per browser (flag cookieMessageSeen). */
export function CookieNotice() {
  const { t } = useTranslation();
  const [seen, setSeen] = useState(() => window.localStorage.getItem(COOKIE_NOTICE_KEY) === 'true');
  if (seen) return null;
  return (
    <div role="region" aria-label={t('cookies.label')} className="flex align-items-center gap-3 px-3 py-2 surface-100 border-bottom-1 surface-border text-sm">
      <span className="pi pi-info-circle text-primary" aria-hidden="true" />
      <span className="flex-1">{t('cookies.message')}</span>
      <button
        type="button"
        className="p-button p-button-sm"
        onClick={() => {
          window.localStorage.setItem(COOKIE_NOTICE_KEY, 'true');
          setSeen(true);
        }}
      >
        {t('cookies.accept')}
      </button>
    </div>
  );
}
