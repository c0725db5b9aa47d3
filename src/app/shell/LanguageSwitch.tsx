import { useTranslation } from 'react-i18next';
import { useUpdateAccountLanguageMutation } from '../../api/tags/security';
import { useAuthActions } from '../../auth/AuthActionsContext';
import { LANGUAGE_IDS, LANGUAGES, type Language } from '../../shared/i18n/i18n';
import { storeLanguage } from '../../shared/i18n/languageStorage';
import { useToast } from '../../shared/ui/ToastProvider';

/**
 * Changing language saves it on the account (UpdateAccountLanguage), keeps it on this browser and
 * signs the user out so the next sign-in starts in the new language (spec 000 section 2).
 */
export function LanguageSwitch({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const { signOut } = useAuthActions();
  const [update, { isLoading }] = useUpdateAccountLanguageMutation();

  const choose = async (language: Language) => {
    if (language === i18n.language) return;
    const result = await update({ accountLanguageUpdateRequest: { id: userId, langId: LANGUAGE_IDS[language] } });
    if ('error' in result) {
      toast({ severity: 'error', summary: t('account.languageError') });
      return;
    }
    storeLanguage(language);
    await signOut();
  };

  return (
    <fieldset className="border-none p-0 m-0">
      <legend className="text-sm font-semibold mb-2">{t('account.language')}</legend>
      <div className="flex gap-2" role="radiogroup" aria-label={t('account.language')}>
        {LANGUAGES.map((language) => (
          <button
            key={language}
            type="button"
            role="radio"
            aria-checked={i18n.language === language}
            disabled={isLoading}
            className={`p-button p-button-sm flex-1 justify-content-center ${i18n.language === language ? '' : 'p-button-outlined'}`}
            onClick={() => void choose(language)}
          >
            {t(`account.languages.${language}`)}
          </button>
        ))}
      </div>
      <small className="block text-600 mt-1">{t('account.languageHint')}</small>
    </fieldset>
  );
}
