import { ROW_VERSION_TABLES } from '../guards/rowVersion';
import { adminCatalogueHandlers } from '../geography/adminCatalogue';
import { bulkHandlers } from '../geography/bulk';
import { geographyCatalogue } from '../geography/catalogue';
import { holidayHandlers, holidays } from '../geography/holidays';
import { locationStore } from '../geography/locationStore';
import { locationHandlers } from '../geography/locations';
import { placeHandlers } from '../geography/places';
import type { SandboxService } from '../runtime';

/** The geography service: countries, regions, states, municipalities, postal codes (their admin catalogues too), the clients' locations and the countries' non-working days. */
export const geographyService: SandboxService = {
  handlers: { ...placeHandlers, ...adminCatalogueHandlers, ...locationHandlers, ...bulkHandlers, ...holidayHandlers },
  state: [geographyCatalogue, locationStore, holidays, ROW_VERSION_TABLES.geography],
};
