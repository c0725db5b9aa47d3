import { ROW_VERSION_TABLES } from '../guards/rowVersion';
import { adminCatalogueHandlers } from '../geography/adminCatalogue';
import { bulkHandlers } from '../geography/bulk';
import { geographyCatalogue } from '../geography/catalogue';
import { holidayHandlers, holidays } from '../geography/holidays';
import { workZoneHandlers, workZones } from '../geography/workZones';
import { locationStore } from '../geography/locationStore';
import { locationHandlers } from '../geography/locations';
import { placeHandlers } from '../geography/places';
import type { SandboxService } from '../runtime';

/** The geography service: countries, regions, states, municipalities, postal codes (their admin catalogues too), the clients' locations, the countries' non-working days and the task forces' work zones. */
export const geographyService: SandboxService = {
  handlers: { ...placeHandlers, ...adminCatalogueHandlers, ...locationHandlers, ...bulkHandlers, ...holidayHandlers, ...workZoneHandlers },
  state: [geographyCatalogue, locationStore, holidays, workZones, ROW_VERSION_TABLES.geography],
};
