import { useTranslation } from 'react-i18next';
import type { DroppedPart } from './gridQuery';

/**
 * Says which parts of a link or view did not apply (a column that no longer exists, a value this user may
 * not use), so the grid never silently shows something else than what was shared.
 */
export function DroppedNotice({ dropped, onDismiss }: { dropped: readonly DroppedPart[]; onDismiss: () => void }) {
  const { t } = useTranslation();
  if (!dropped.length) return null;
  return (
    <div role="status" className="flex align-items-start gap-2 p-2 border-round border-left-3" style={{ background: 'var(--yellow-50)', borderColor: 'var(--yellow-600)' }}>
      <span className="pi pi-info-circle mt-1" aria-hidden="true" />
      <div className="flex-1">
        <p className="m-0 font-medium">{t('gridViews.dropped.title')}</p>
        <ul className="m-0 pl-4">
          {dropped.map((part, index) => (
            <li key={`${part.reason}-${part.name}-${index}`}>{t(`gridViews.dropped.${part.reason}`, { name: part.name })}</li>
          ))}
        </ul>
      </div>
      <button type="button" className="p-button p-button-text p-button-sm p-button-secondary" onClick={onDismiss}>
        {t('gridViews.dropped.dismiss')}
      </button>
    </div>
  );
}
