import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../shared/ui/ToastProvider';
import { installUnhandledErrorHandler } from './unhandledErrors';

/**
 * Rendered once by the bootstrap (src/index.tsx) inside the app's providers: while the app is on the page,
 * an error nothing else caught shows the app's error toast in the user's language and is logged redacted
 * (unhandledErrors.ts); the session and the screen stay.
 */
export function UnhandledErrorNotice() {
  const show = useToast();
  const { t } = useTranslation();
  useEffect(() => installUnhandledErrorHandler({ notify: () => show({ severity: 'error', summary: t('errors.unhandled') }) }), [show, t]);
  return null;
}
