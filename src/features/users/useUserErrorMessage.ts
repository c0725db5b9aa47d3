import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../core/errors/useApiErrorMessage';
import { isApiError } from '../../core/errors/apiError';

/** A refusal as the user reads it: 403 is the generic no-permission message (spec 002 section 5), anything else the server's. */
export function useUserErrorMessage() {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  return (error: unknown) => (isApiError(error) && error.status === 403 ? t('users.errors.noPermission') : errorMessage(error));
}
