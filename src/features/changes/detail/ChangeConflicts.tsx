import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { changeDetailPath } from '../../../domain/changes/paths';
import type { ChangeConflictView } from '../../../domain/changes/useChangeConflicts';
import { formatUtcDateTime } from '../../../shared/format/dateTime';
import { RequestError } from '../../../shared/ui/RequestError';

interface ChangeConflictsProps {
  conflicts: ChangeConflictView[];
  weekend: boolean;
  error: unknown;
  retry: () => void;
}

/** The other planned changes whose window overlaps this one's on a component or the location, and a weekend window. */
export function ChangeConflicts({ conflicts, weekend, error, retry }: ChangeConflictsProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="change-conflicts" className="flex flex-column gap-2">
      <h2 id="change-conflicts" className="text-lg font-semibold m-0">{t('changes.conflicts.title')}</h2>
      <RequestError error={error} onRetry={retry} />
      {weekend && <p className="m-0 p-2 border-round bg-yellow-50 text-yellow-900">{t('changes.conflicts.weekend')}</p>}
      {conflicts.length === 0 ? (
        <p className="m-0 text-700">{t('changes.conflicts.none')}</p>
      ) : (
        <ul className="m-0 pl-3 flex flex-column gap-1" aria-label={t('changes.conflicts.title')}>
          {conflicts.map(({ other, productIds }) => (
            <li key={other.changeId}>
              <Link to={changeDetailPath(other.changeId)}>{t('changes.conflicts.change', { id: other.changeId, name: other.name })}</Link>
              {` · ${formatUtcDateTime(other.startDate)} – ${formatUtcDateTime(other.endDate)} · `}
              {productIds.length > 0 ? t('changes.conflicts.sameComponents', { count: productIds.length }) : t('changes.conflicts.sameLocation', { location: other.locationName })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Above the approvals: what an approver must see before deciding. */
export function ConflictNotice({ conflicts, weekend }: Pick<ChangeConflictsProps, 'conflicts' | 'weekend'>) {
  const { t } = useTranslation();
  if (conflicts.length === 0 && !weekend) return null;
  return (
    <p className="m-0 p-2 border-round bg-yellow-50 text-yellow-900">
      <i className="pi pi-exclamation-triangle mr-2" aria-hidden="true" />
      {[conflicts.length > 0 ? t('changes.conflicts.notice', { count: conflicts.length }) : null, weekend ? t('changes.conflicts.weekend') : null].filter(Boolean).join(' ')}
    </p>
  );
}
