import { useTranslation } from 'react-i18next';
import { isApiError } from './apiError';

/** The sentence to show for a failed request: the server's message, else the fallback in the user's language. */
export function useApiErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => (isApiError(error) ? (error.message ?? t(error.messageKey)) : t('errors.unexpected'));
}
