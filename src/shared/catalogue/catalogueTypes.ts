import type { UseOptions } from '../forms/fields/options';
import type { SearchEndpoint } from '../ui/GridPage/useServerGrid';

/** Every catalogue row has these (spec 002 section 3: "most catalogue entities are id and name"). */
export interface CatalogueRow {
  id: number;
  name: string;
  enabled: boolean;
}

/** The search body every catalogue takes (catalog.yaml CatalogSearchRequest). */
export interface CatalogueSearchRequest {
  text: string | null;
  enabled: boolean | null;
  isExport: boolean | null;
  pageNumber: number;
  pageSize: number;
}

export interface CatalogueSearchArg {
  catalogSearchRequest: CatalogueSearchRequest;
}

/** An RTK Query mutation endpoint as the engine uses it (`someApi.endpoints.createThing`). */
export interface MutationEndpoint<Arg> {
  useMutation: () => readonly [(arg: Arg) => { unwrap: () => Promise<unknown> }, unknown];
}

interface FieldBase {
  /** The row's and the request body's property; also the label key `catalogues.fields.<name>`. */
  name: string;
  required?: boolean;
  /** false keeps the field out of the grid (it is still in the form). */
  column?: boolean;
}

/**
 * A field of a catalogue: the form control, its rules (src/shared/validation/rules) and its column
 * follow from the kind.
 */
export type CatalogueField = FieldBase &
  (
    | { kind: 'text'; max: number; allowedCharacters?: boolean; noSpaces?: boolean }
    | { kind: 'textarea'; max: number }
    | { kind: 'integer'; min: number; max: number }
    | { kind: 'color' }
    /** `shownAs` is the row property that holds the chosen option's label (clientId -> clientName). */
    | { kind: 'choice'; useOptions: UseOptions<number>; shownAs: string }
  );

/**
 * One catalogue, described once: the engine turns it into its grid page (search, exports), its
 * create/edit dialog, delete with confirmation and enable/disable. Titles come from `routes.<routeId>`.
 */
export interface CatalogueDescription<Row extends CatalogueRow = CatalogueRow> {
  /** The route's id in the registry ('catalog_impact'): its title and the column cookie's key. */
  routeId: string;
  /** One search and one create permission (spec 002 section 1); create also edits, deletes and toggles. */
  permissions: { search: string; create: string };
  fields: readonly CatalogueField[];
  endpoints: {
    search: SearchEndpoint<CatalogueSearchArg, Row>;
    create: MutationEndpoint<any>;
    update: MutationEndpoint<any>;
    remove: MutationEndpoint<{ id: number }>;
  };
  /** The request-body argument names of create and update (the generated hooks name them after the schema). */
  bodies: { create: string; update: string };
}
