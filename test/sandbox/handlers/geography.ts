import { ROW_VERSION_TABLES } from '../guards/rowVersion';
import { adminCatalogueHandlers } from '../geography/adminCatalogue';
import { bulkHandlers } from '../geography/bulk';
import { geographyCatalogue } from '../geography/catalogue';
import { locationStore } from '../geography/locationStore';
import { locationHandlers } from '../geography/locations';
import { placeHandlers } from '../geography/places';
import type { SandboxService } from '../runtime';

/** The geography service: countries, regions, states, municipalities, postal codes (their admin catalogues too) and the clients' locations. */
export const geographyService: SandboxService = {
  handlers: { ...placeHandlers, ...adminCatalogueHandlers, ...locationHandlers, ...bulkHandlers },
  state: [geographyCatalogue, locationStore, ROW_VERSION_TABLES.geography],
};
