import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useGetLocationByIdQuery } from '../../../api/tags/geography';
import { WHOLE_FILTER_LINK } from '../../../shared/filters/useLinkedFilter';
import { RequestError } from '../../../shared/ui/RequestError';
import { locationGridPath } from '../paths';
import type { LocationPoint } from './locationPoints';

/** A location's popup: read when opened (the points carry only the name), then its name, address and status, and a link to the grid filtered to it. */
export function LocationPopup({ point }: { point: LocationPoint }) {
  const { t } = useTranslation();
  const read = useGetLocationByIdQuery({ id: point.locationId });
  const location = read.data?.data;

  if (read.error) return <RequestError error={read.error} onRetry={() => void read.refetch()} />;
  const rows: [string, string][] = location
    ? [
        [t('locations.map.popup.address'), `${location.address}, ${location.municipalityName}, ${location.countryStateName}, C.P. ${location.postalCode}`],
        [t('locations.map.popup.status'), t(location.enabled ? 'locations.map.popup.enabled' : 'locations.map.popup.disabled')],
      ]
    : [];
  return (
    <div className="flex flex-column gap-2">
      <p className="m-0 font-semibold">{point.name}</p>
      <dl className="m-0 flex flex-column gap-1">
        {rows.map(([term, value]) => (
          <div key={term} className="flex gap-2">
            <dt className="font-medium">{term}:</dt>
            <dd className="m-0">{value}</dd>
          </div>
        ))}
      </dl>
      <Link to={locationGridPath(point.name)} state={WHOLE_FILTER_LINK}>
        {t('locations.map.popup.open', { name: point.name })}
      </Link>
    </div>
  );
}
