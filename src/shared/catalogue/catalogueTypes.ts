import type { MutationEndpoint } from '../resource/resourceTypes';
import type { DynamicField } from '../forms/dynamic/types';
import type { OptionSource, UseOptions } from '../forms/fields/options';
import type { SearchEndpoint } from '../ui/GridPage/useServerGrid';
import type { BulkReplaceOption } from './bulkReplace/types';
import type { TreeOption } from './tree/types';

/** Every catalogue row has these (spec 002 section 3: "most catalogue entities are id and name"). */
export interface CatalogueRow {
  id: number;
  name: string;
  enabled: boolean;
  /** Its version, which an update sends back (every catalogue the engine edits versions its rows; a child list's rows may not). */
  rowVersion?: number;
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

export type { MutationEndpoint } from '../resource/resourceTypes';

/** The argument a mutation endpoint takes (the generated `<Operation>ApiArg`). */
export type ArgOf<Endpoint> = Endpoint extends MutationEndpoint<infer Arg> ? Arg : never;

/**
 * The name an operation's argument gives its request body: the generated clients name it after the
 * body's schema (`{ catalogEntryCreateRequest: body }`). Typed by the argument, so a name the operation
 * does not take does not compile; unknown only where a description is read generically.
 */
export type BodyName<Arg> = keyof Arg & string;

/** An operation that takes one request body, with that body's name. */
export interface BodyOperation<Arg = any> {
  endpoint: MutationEndpoint<Arg>;
  body: BodyName<Arg>;
}

/** Pairs an endpoint with its body's name, checked against the endpoint's argument. */
export const bodyOperation = <Arg>(endpoint: MutationEndpoint<Arg>, body: BodyName<Arg>): BodyOperation<Arg> => ({ endpoint, body });

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
    | {
        kind: 'text';
        max: number;
        /** At least this many characters (min equal to max: exactly that many). */
        min?: number;
        allowedCharacters?: boolean;
        /** Symbols allowed besides the allowed characters (a unit of measure's °, %). */
        alsoAllowed?: string;
        noSpaces?: boolean;
        /** A shape the text must have, with the message key that says so. */
        pattern?: { regex: RegExp; messageKey: string };
      }
    | { kind: 'textarea'; max: number }
    | { kind: 'integer'; min: number; max: number }
    /** A yes/no switch (the grid says Sí/No). */
    | { kind: 'flag' }
    /** `chip`: the grid shows the row's name on its colour, as the screens that use the colour do. */
    | { kind: 'color'; chip?: boolean }
    /** `shownAs` is the row property that holds the chosen option's label (clientId -> clientName). */
    | ({ kind: 'choice'; shownAs: string } & ({ useOptions: UseOptions<number> } | DependentOptions))
    | ImageFieldKind
  );

/**
 * Options that follow another field of the same form (a reason's origins follow its reason type): none
 * until that field is chosen, and the choice is cleared when it changes.
 */
export interface DependentOptions {
  dependsOn: string;
  useOptionsOf: (parent: number | null) => OptionSource<number>;
}

/**
 * An image kept by the file storage beside the row (a model's logo): chosen in the dialog, checked
 * before anything is sent, uploaded after the row is saved, never part of the row's body. The grid
 * shows the stored file's name (`shownAs`).
 */
export interface ImageFieldKind {
  kind: 'image';
  maxBytes: number;
  extensions: readonly string[];
  shownAs: string;
  /** Stores the file for the row: the argument the operation takes, from the row id and the file. */
  upload: { endpoint: MutationEndpoint<any>; arg: (id: number, file: { fileName: string; fileContent: string }) => unknown };
  /** Removes the row's stored file. */
  remove: { endpoint: MutationEndpoint<any>; arg: (id: number) => unknown };
}

/** A query endpoint as the engine reads a parent's child rows (`someApi.endpoints.getThingChildren`). */
export interface ChildRowsEndpoint {
  useQuery: (arg: { id: number }) => { data?: { data?: readonly CatalogueRow[] | null }; isFetching: boolean; error?: unknown; refetch: () => void };
}

/**
 * Rows that belong to one row (a brand's models, its clients), listed in a dialog opened from the row.
 * With `add`, the dialog also adds one through the child catalogue's own create, its `parentField` set
 * to the parent's id.
 */
export interface CatalogueChildList {
  /** Labels: `catalogues.children.<id>.open` ({{name}}), `.title` ({{name}}), `.empty`. */
  id: string;
  /** The icon of the row's button that opens it (PrimeIcons class; a tree's by default), so a row's lists tell apart. */
  icon?: string;
  rows: ChildRowsEndpoint;
  /** The columns (their `name` is the row property; choices show `shownAs`). */
  columns: readonly CatalogueField[];
  add?: { catalogue: CatalogueDescription<any>; parentField: string };
  /** The rows are the parent's descendants, shown as a tree that grows under any node (tree/). */
  tree?: TreeOption;
}

/**
 * Rows read for a chosen option rather than for a row (the service types still available to a client):
 * opened from the screen's header, it asks for the option first, then lists what the read gives for it.
 */
export interface CatalogueLookup {
  /** Labels: `catalogues.lookups.<id>.open`, `.title`, `.choose`, `.rows` ({{name}}: the option), `.empty`. */
  id: string;
  icon: string;
  /** The choice whose value the read takes as its id (labelled `catalogues.fields.<name>`). */
  by: { name: string; useOptions: UseOptions<number> };
  rows: ChildRowsEndpoint;
  columns: readonly CatalogueField[];
}

/**
 * A row's own custom fields (a frequent failure's fields, a service type's closing fields), kept in a
 * dialog opened from the row by the custom form rules and tried with the one dynamic renderer
 * (src/shared/forms/dynamic). Each operation takes its request body under the name given.
 */
export interface CatalogueFieldList {
  /** Labels: `catalogues.fieldLists.<id>.open` ({{name}}), `.short`, `.title` ({{name}}). */
  id: string;
  icon: string;
  /** The row's fields, in order (`{ id }`: the row's id). */
  rows: { useQuery: (arg: { id: number }) => { data?: { data?: readonly DynamicField[] | null }; isFetching: boolean; error?: unknown; refetch: () => void } };
  /** Adds a field: the body carries the row's id as `parentField`. */
  create: BodyOperation & { parentField: string };
  update: BodyOperation;
  /** Deletes a field: the body is `{ id }`. */
  remove: BodyOperation;
}

/** A row's own small form sent to its own operation (a service type's survey link); the values start from the row. */
export interface CatalogueRowForm {
  /** Labels: `catalogues.rowForms.<id>.open` ({{name}}), `.short`, `.title` ({{name}}), `.done` ({{name}}). */
  id: string;
  icon: string;
  fields: readonly CatalogueField[];
  endpoint: MutationEndpoint<any>;
  /** The operation's argument from the row and the form's values. */
  arg: (row: CatalogueRow, values: Readonly<Record<string, unknown>>) => unknown;
}

/**
 * One search and one create permission per catalogue (spec 002 section 1); create also edits, deletes and
 * toggles, unless the catalogue's operations name their own update (edit, enable/disable, row forms) or
 * delete permission (catalog.yaml x-permissions, such as CatalogServiceTypeUpdate).
 */
export interface CataloguePermissions {
  search: string;
  create: string;
  update?: string;
  delete?: string;
}

/**
 * One catalogue, described once: the engine turns it into its grid page (search, exports), its
 * create/edit dialog, delete with confirmation and enable/disable. Titles come from `routes.<routeId>`.
 * `Create` and `Update` are the arguments of its create and update operations, which type their body
 * names; a screen that reads any description leaves them open.
 */
export interface CatalogueDescription<Row extends CatalogueRow = CatalogueRow, Create = any, Update = any> {
  /** The route's id in the registry ('catalog_impact'): its title and the column cookie's key. */
  routeId: string;
  permissions: CataloguePermissions;
  fields: readonly CatalogueField[];
  endpoints: {
    /** Its argument is the one `searchArg` makes. */
    search: SearchEndpoint<any, Row>;
    create: MutationEndpoint<Create>;
    update: MutationEndpoint<Update>;
    remove: MutationEndpoint<{ id: number }>;
  };
  /** The request-body names of create and update (the generated hooks name them after the schema). */
  bodies: { create: BodyName<Create>; update: BodyName<Update> };
  /** The search operation's argument from the screen's filter (default: the body `catalogSearchRequest`). */
  searchArg?: (request: CatalogueSearchRequest) => unknown;
  /** The title's translation key (default `routes.<routeId>`), for a catalogue shown beside its route's own. */
  titleKey?: string;
  children?: readonly CatalogueChildList[];
  /** A read-only view of a catalogue edited elsewhere: search, exports and child lists, no actions. */
  readOnly?: boolean;
  /** Values a create from the grid sends besides the fields (a tree's top level: no parent). */
  createDefaults?: Readonly<Record<string, unknown>>;
  /** The whole list replaced from a file, previewed first (bulkReplace/). */
  bulkReplace?: BulkReplaceOption;
  /** Row properties an update sends back as read (values the row's own forms edit, such as a linked survey). */
  keep?: readonly string[];
  fieldLists?: readonly CatalogueFieldList[];
  /** Reads offered from the screen's header to everyone who sees it. */
  lookups?: readonly CatalogueLookup[];
  /** Offered to users who may update the row. */
  rowForms?: readonly CatalogueRowForm[];
}
