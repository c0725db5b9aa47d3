import { catalogApi } from '../../api/tags/catalog';
import { catalogueOperations, cataloguePermissions, catalogueRouteId, type NamedCatalogue } from '../../core/routes/catalogueTable';
import type { ArgOf, BodyName, CatalogueDescription, CatalogueField, CatalogueRow } from '../../shared/catalogue/catalogueTypes';
import type { SearchEndpoint } from '../../shared/ui/GridPage/useServerGrid';
import { LIMITS } from '../../shared/validation/limits';

/** Fields many catalogues share (spec 002 section 5: general text 150, allowed characters; descriptions 250). */
export const NAME: Extract<CatalogueField, { kind: 'text' }> = { name: 'name', kind: 'text', max: LIMITS.generalTextMax, required: true, allowedCharacters: true };
export const DESCRIPTION: CatalogueField = { name: 'description', kind: 'textarea', max: LIMITS.catalogues.descriptionMax };

type Endpoints = typeof catalogApi.endpoints;
type Operations<K extends NamedCatalogue> = ReturnType<typeof catalogueOperations<K>>;

/** The catalogues whose create, update and delete the generated client names as the catalogue table does. */
export type DescribedCatalogue = {
  [K in NamedCatalogue]: Operations<K>['create' | 'update' | 'delete'] extends keyof Endpoints ? K : never;
}[NamedCatalogue];
/** Of those, the ones searched by searchCatalog<Plural>. */
type Searched = { [K in DescribedCatalogue]: Operations<K>['search'] extends keyof Endpoints ? K : never }[DescribedCatalogue];

type CreateArg<K extends DescribedCatalogue> = ArgOf<Endpoints[Operations<K>['create']]>;
type UpdateArg<K extends DescribedCatalogue> = ArgOf<Endpoints[Operations<K>['update']]>;

const operation = <Name extends keyof Endpoints>(name: Name): Endpoints[Name] => catalogApi.endpoints[name];
const isSearched = (key: DescribedCatalogue): key is Searched => catalogueOperations(key).search in catalogApi.endpoints;

/** Request bodies of the catalogues that share a schema of catalog.yaml (CatalogEntry, CatalogNamedEntry). */
export const ENTRY_BODIES = { create: 'catalogEntryCreateRequest', update: 'catalogEntryUpdateRequest' } as const;
export const NAMED_BODIES = { create: 'catalogNamedEntryCreateRequest', update: 'catalogNamedEntryUpdateRequest' } as const;

interface CatalogueOptions<K extends DescribedCatalogue> {
  fields: readonly CatalogueField[];
  /** The names its create and update give their request body; one they do not take does not compile. */
  bodies: { create: BodyName<CreateArg<K>>; update: BodyName<UpdateArg<K>> };
}
/** The search, required where the service does not name it searchCatalog<Plural> (Project's GetProjects). */
type SearchOption<K extends DescribedCatalogue> = K extends Searched ? { search?: SearchEndpoint<any, CatalogueRow> } : { search: SearchEndpoint<any, CatalogueRow> };

/**
 * A catalogue's description from its line of the catalogue table (src/core/routes/catalogueTable.ts):
 * its route id, its permissions and its operations follow from the line, its fields and body names from
 * the options (checked here against the operations' arguments; the engine reads any description alike).
 */
export function describeCatalogue<K extends DescribedCatalogue>(
  key: K,
  { fields, bodies, search }: CatalogueOptions<K> & SearchOption<K>,
): CatalogueDescription<CatalogueRow> {
  const operations = catalogueOperations(key);
  const searched = search ?? (isSearched(key) ? operation(catalogueOperations(key).search) : undefined);
  if (!searched) throw new Error(`The catalogue ${key} needs its search operation`);
  return {
    routeId: catalogueRouteId(key),
    permissions: cataloguePermissions(key),
    fields,
    endpoints: {
      search: searched,
      create: operation(operations.create),
      update: operation(operations.update),
      remove: operation(operations.delete),
    },
    bodies,
  };
}
