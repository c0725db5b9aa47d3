import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetMyAccountQuery } from '../../api/tags/security';
import { languageFromId, storeLanguage } from '../../shared/i18n/languageStorage';

/** The account's language id decides the interface language (2 English, any other Spanish), on every device. */
export function useAccountLanguage(): void {
  const { i18n } = useTranslation();
  const langId = useGetMyAccountQuery().data?.data.langId;
  useEffect(() => {
    if (langId === undefined) return;
    const language = languageFromId(langId);
    storeLanguage(language);
    if (i18n.language !== language) void i18n.changeLanguage(language);
    document.documentElement.lang = language;
  }, [langId, i18n]);
}
