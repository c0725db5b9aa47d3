import { geographyApi, type LocationRead as Location, type SearchLocationsApiArg } from '../../../api/tags/geography';
import { useAccessList } from '../../../auth/useAccessList';
import { sentVersion } from '../../../shared/forms/conflict/versioned';
import { ResourceScreen } from '../../../shared/resource/ResourceScreen';
import type { FormStep, ResourceDescription } from '../../../shared/resource/resourceTypes';
import { createOrUpdate, savedToast } from '../../../shared/resource/saveSteps';
import { named } from '../../../shared/resource/texts';
import { LIMITS } from '../../../shared/validation/limits';
import { LocationDetailDialog } from '../detail/LocationDetailDialog';
import { locationFilter, toLocationSearchArg, type LocationFilterValues } from '../locationFilter';
import { locationColumns } from './locationColumns';
import { LocationFields } from './LocationFields';
import { EMPTY_LOCATION, locationBody, locationSchema, locationValues, type LocationValues } from './locationSchema';
import { statusChange } from './statusChange';

/** Location search reads; location create writes (issue 39: gate by permission, the menu keeps its roles). */
const WRITE = ['LocationCreate'];
const READ = ['LocationSearch', 'LocationCreate'];
const nameOf = (row: Location) => row.name;

const form: FormStep<Location | null, LocationValues> = {
  kind: 'form',
  header: (t, row) => (row ? t('locations.editTitle', { name: row.name }) : t('locations.createTitle')),
  initialValues: (row) => (row ? locationValues(row) : EMPTY_LOCATION),
  schema: locationSchema,
  Fields: LocationFields,
  width: '46rem',
  useSave: createOrUpdate({
    create: geographyApi.endpoints.createLocation,
    createArg: (values: LocationValues) => ({ locationWrite: locationBody(values) }),
    update: geographyApi.endpoints.updateLocation,
    updateArg: (values, row: Location) => ({
      locationUpdate: { ...locationBody(values), locationId: row.locationId, changeReason: values.changeReason, rowVersion: sentVersion(values) },
    }),
  }),
  done: savedToast('locations.done.created', 'locations.done.updated', (values) => values.name),
};

/** `ubications`: the clients' locations, searched and paged by the geography service; created and edited with LocationCreate. */
const LOCATIONS: ResourceDescription<Location, LocationFilterValues, SearchLocationsApiArg> = {
  id: 'locations',
  title: (t) => t('routes.locations'),
  rowKey: 'locationId',
  rowName: nameOf,
  columns: locationColumns,
  search: {
    endpoint: geographyApi.endpoints.searchLocations,
    toArg: toLocationSearchArg,
    pageSizes: LIMITS.locations.pageSizes,
    defaultSort: { field: 'name', order: 'asc' },
    defaultHidden: ['locality', 'latitude', 'longitude', 'additionalInfo'],
  },
  filter: { description: locationFilter, remember: true },
  pageActions: [{ id: 'create', permissions: WRITE, primary: true, label: (t) => t('locations.create'), does: form }],
  rowActions: [
    {
      id: 'detail', permissions: READ, icon: 'pi pi-eye', label: named('locations.actions.detail', nameOf), title: (t) => t('locations.actions.detailShort'),
      does: { kind: 'open', render: (row, onHide) => <LocationDetailDialog location={row} onHide={onHide} /> },
    },
    { id: 'edit', permissions: WRITE, icon: 'pi pi-pencil', label: named('locations.actions.edit', nameOf), does: form },
    {
      id: 'status', permissions: WRITE, icon: (row) => (row.enabled ? 'pi pi-ban' : 'pi pi-check-circle'),
      label: (t, row) => t(`locations.actions.${row.enabled ? 'disable' : 'enable'}`, { name: row.name }),
      title: (t, row) => t(`locations.actions.${row.enabled ? 'disableShort' : 'enableShort'}`), does: statusChange,
    },
  ],
  exports: (t) => ({ fileBaseName: t('locations.exportFileName'), pdfOrientation: 'landscape' }),
  emptyMessage: (t) => t('locations.empty'),
};

export default function LocationsPage() {
  const { can } = useAccessList();
  return <ResourceScreen description={LOCATIONS} can={can} />;
}
