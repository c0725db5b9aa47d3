import { catalogApi } from '../../api/tags/catalog';
import { cataloguePermission } from '../../core/routes/routeTable';
import type { CatalogueDescription, CatalogueField, CatalogueRow } from '../../shared/catalogue/catalogueTypes';
import { LIMITS } from '../../shared/validation/limits';

/** Fields many catalogues share (spec 002 section 5: general text 150, allowed characters; descriptions 250). */
export const NAME: Extract<CatalogueField, { kind: 'text' }> = { name: 'name', kind: 'text', max: LIMITS.generalTextMax, required: true, allowedCharacters: true };
/** Symbols a unit of measure's name may hold besides letters and digits (m² and cm³ need none: ² and ³ are digits). */
export const UNIT_SYMBOLS = '°%‰/·';
export const DESCRIPTION: CatalogueField = { name: 'description', kind: 'textarea', max: LIMITS.catalogues.descriptionMax };

type Operation = keyof typeof catalogApi.endpoints;
type Singular<K = Operation> = K extends `createCatalog${infer S}` ? S : never;
type Plural<K = Operation> = K extends `searchCatalog${infer P}` ? P : never;

/** Request-body names of the generated hooks, by the schema the catalogue's requests use (catalog.yaml). */
const BODIES = {
  entry: { create: 'catalogEntryCreateRequest', update: 'catalogEntryUpdateRequest' },
  named: { create: 'catalogNamedEntryCreateRequest', update: 'catalogNamedEntryUpdateRequest' },
} as const;

interface CatalogueOptions {
  /** The operation nouns (createCatalog<singular>, searchCatalog<plural>); misspelt ones do not compile. */
  singular: Singular;
  /** The search's noun, or `search`: the operation that pages the catalogue when it is not named so (Project GetProjects). */
  plural?: Plural;
  search?: Operation;
  fields: readonly CatalogueField[];
  /** The requests' schema: a shared one, or the body names of the catalogue's own. */
  bodies: keyof typeof BODIES | { create: string; update: string };
  /** Its update and delete operations ask for their own Catalog<singular>Update and Catalog<singular>Delete (catalog.yaml x-permissions). */
  ownUpdateAndDelete?: boolean;
}

/**
 * A catalogue route's description: its permissions follow the registry's naming (Catalog<Route>Search
 * and Catalog<Route>Create, spec 002 section 1), its operations the catalogue service's.
 */
export function describeCatalogue(route: string, { singular, plural, search, fields, bodies, ownUpdateAndDelete }: CatalogueOptions): CatalogueDescription<CatalogueRow> {
  const endpoints = catalogApi.endpoints as unknown as Record<string, never>;
  const own = ownUpdateAndDelete ? { update: `Catalog${singular}Update`, delete: `Catalog${singular}Delete` } : {};
  return {
    routeId: `catalog_${route}`,
    permissions: { search: cataloguePermission(route, 'Search'), create: cataloguePermission(route, 'Create'), ...own },
    fields,
    endpoints: {
      search: endpoints[search ?? `searchCatalog${plural}`]!,
      create: endpoints[`createCatalog${singular}`]!,
      update: endpoints[`updateCatalog${singular}`]!,
      remove: endpoints[`deleteCatalog${singular}`]!,
    },
    bodies: typeof bodies === 'string' ? BODIES[bodies] : bodies,
  };
}
