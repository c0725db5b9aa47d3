import { useTranslation } from 'react-i18next';
import { isApiError } from './apiError';
import { listConflict } from './listConflict';

/**
 * The sentence to show for a failed request: the server's message, else the fallback in the user's language. A
 * stale list replacement is the app's own sentence: the form has already merged the other person's change.
 */
export function useApiErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => {
    if (listConflict(error)) return t('conflict.listChanged');
    return isApiError(error) ? (error.message ?? t(error.messageKey)) : t('errors.unexpected');
  };
}
