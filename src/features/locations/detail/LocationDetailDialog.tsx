import { useTranslation } from 'react-i18next';
import { useGetLocationByIdQuery, type LocationRead as Location } from '../../../api/tags/geography';
import { ModalDialog } from '../../../shared/ui/dialogs/ModalDialog';
import { LocationComponents } from './LocationComponents';
import { LocationLogbook } from './LocationLogbook';
import { LocationTickets } from './LocationTickets';
import { FactList } from '../../../shared/ui/FactList';

interface Props {
  location: Location;
  onHide: () => void;
}

/** What the grid's columns say of a location, in the grid's words (locations.fields.*). */
const FACTS = ['clientName', 'comercialName', 'locationPriorityName', 'address', 'postalCode', 'locality', 'municipalityName', 'countryStateName', 'regionName'] as const;

/**
 * A location's detail (spec 002 section 2: its logbook, IT assets and open tickets), opened from its grid row. The
 * location is read again, so a change made since the grid's page was read shows here.
 */
export function LocationDetailDialog({ location: row, onHide }: Props) {
  const { t } = useTranslation();
  const read = useGetLocationByIdQuery({ id: row.locationId });
  const location = read.data?.data ?? row;
  const facts: [string, string][] = [
    ...FACTS.map((field): [string, string] => [t(`locations.fields.${field}`), location[field] ?? '']),
    [t('locations.fields.enabled'), t(`locations.map.popup.${location.enabled ? 'enabled' : 'disabled'}`)],
    [t('locations.detail.coordinates'), `${location.latitude}, ${location.longitude}`],
  ];
  return (
    <ModalDialog header={t('locations.detail.title', { name: location.name })} onHide={onHide} width="60rem" maximizable loading={read.isLoading}>
      <FactList facts={facts} />
      <LocationTickets locationId={location.locationId} />
      <LocationComponents locationId={location.locationId} />
      <LocationLogbook locationId={location.locationId} />
    </ModalDialog>
  );
}
