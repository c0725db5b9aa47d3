import type { TFunction } from 'i18next';
import { isApiError } from '../../../core/errors/apiError';

/**
 * A refusal for lack of permission (403) reads as the generic no-permission sentence in the user's
 * language, whatever text the service sent; any other error is left as it is.
 */
export function withNoPermissionMessage(error: unknown, t: TFunction): unknown {
  return isApiError(error) && error.status === 403 ? { ...error, message: t('accessControl.noPermission') } : error;
}
