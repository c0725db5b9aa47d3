import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../core/errors/useApiErrorMessage';

interface Props {
  error: unknown;
  onRetry: () => void;
  /** Says which read failed, before the request's own message, where a screen makes more than one. */
  title?: string;
}

/** A failed read: why it failed, in the user's language, and a retry. Renders nothing without an error. */
export function RequestError({ error, onRetry, title }: Props) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  if (!error) return null;
  return (
    <div role="alert" className="p-3 border-round bg-red-50 text-red-800 flex align-items-center gap-3">
      <span>
        {title && <strong>{`${title}: `}</strong>}
        {errorMessage(error)}
      </span>
      <button type="button" className="p-button p-button-sm p-button-outlined ml-auto" onClick={onRetry}>
        {t('pages.retry')}
      </button>
    </div>
  );
}
