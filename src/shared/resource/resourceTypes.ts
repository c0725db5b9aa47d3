import type { ComponentType, ReactNode } from 'react';
import type { FormikValues } from 'formik';
import type { TFunction } from 'i18next';
import type { AnyObjectSchema } from 'yup';
import type { FilterDescription } from '../filters/filterTypes';
import type { ExportLabels } from '../export';
import type { GridSort } from '../ui/DataGrid/DataGrid';
import type { GridPageExport } from '../ui/GridPage/GridView';
import type { PageColumn } from '../ui/GridPage/pageColumns';
import type { GridRequest, SearchEndpoint } from '../ui/GridPage/useServerGrid';

/** An RTK Query mutation endpoint as the kit calls it (`someApi.endpoints.createThing`): the kit imports no API module. */
export interface MutationEndpoint<Arg> {
  useMutation: () => readonly [(arg: Arg) => { unwrap: () => Promise<unknown> }, unknown];
}

/** A text of the screen in the user's language, read from the row it is about (its name in an action's label). */
export type RowText<Subject> = (t: TFunction, subject: Subject) => string;

/** Rewords an error before the screen shows it; the error as it came when absent. */
export type Refusal = (error: unknown, t: TFunction) => unknown;

/** Whether the user holds one of these permissions (useAccessList().can). */
export type Can = (permissions: readonly string[]) => boolean;

/**
 * Asks before it acts on the row (delete, enable or disable); the action runs from the dialog, a refusal
 * stays in it, and success closes it with a toast.
 */
export interface ConfirmStep<Row> {
  kind: 'confirm';
  header: RowText<Row>;
  message: RowText<Row>;
  confirmLabel: RowText<Row>;
  icon?: string | ((row: Row) => string);
  danger?: boolean;
  /** The action, from hooks the dialog calls while it is open (a mutation's trigger). */
  useRun: () => (row: Row) => Promise<unknown>;
  /** The success toast. */
  done: RowText<Row>;
}

/** What a save dialog of the screen's own receives: the row (null creates), the save and the way out. */
export interface SaveDialogProps<Of, Values> {
  row: Of;
  onSave: (values: Values) => Promise<unknown>;
  onHide: () => void;
}

/** A save on a row (`Of` is the row), on the page (null), or both with one dialog that creates and edits (the row or null). */
interface SaveCommon<Of, Values> {
  /** The save, from hooks the dialog's host calls while it is open; a rejection stays in the dialog with what was typed. */
  useSave: () => (values: Values, row: Of) => Promise<unknown>;
  /** The success toast, named after what was saved. */
  done: (t: TFunction, values: Values, row: Of) => string;
}

/** Creates or edits in a form the kit draws (FormDialog): its header, values, rules and fields. */
export interface FormStep<Of, Values extends FormikValues> extends SaveCommon<Of, Values> {
  kind: 'form';
  header: RowText<Of>;
  /** The values of a row (null: a new one), its rowVersion among them where the resource versions its rows; also how a stale save's record reads. */
  initialValues: (row: Of) => Values;
  schema: AnyObjectSchema;
  Fields: (props: { row: Of }) => ReactNode;
  width?: string;
}

/** Creates or edits in a dialog of the screen's own that reads what it needs (a profile's permissions) and calls onSave. */
export interface DialogSaveStep<Of, Values> extends SaveCommon<Of, Values> {
  kind: 'save';
  Dialog: (props: SaveDialogProps<Of, Values>) => ReactNode;
}

/** Opens a dialog that does its own work (a row's child list, a user's assignments). */
export interface OpenStep<Subject> {
  kind: 'open';
  render: (subject: Subject, onHide: () => void) => ReactNode;
}

/** Does its work at once, with no dialog (a download): the work tells its own outcome. */
export interface RunStep<Row> {
  kind: 'run';
  /** The work, from hooks the action's host calls while it runs. */
  useRun: () => (row: Row) => Promise<unknown>;
}

/** What choosing an action does. */
export type ActionStep<Row> = ConfirmStep<Row> | FormStep<Row, any> | DialogSaveStep<Row, any> | OpenStep<Row> | RunStep<Row>;

/** One action on a row: a button in the row's actions column, or an item of its "more" menu. */
export interface RowAction<Row> {
  /** Unique on the screen. */
  id: string;
  /** Offered to users holding one of these; null: to everyone who sees the screen. */
  permissions: readonly string[] | null;
  icon: string | ((row: Row) => string);
  /** The accessible name, naming the row ("Editar Norte"). */
  label: RowText<Row>;
  /** The tooltip, and the item's text in the "more" menu. */
  title?: RowText<Row>;
  danger?: boolean;
  /** In the row's "more" menu rather than a button of its own. */
  inMenu?: boolean;
  /** Only on the rows it applies to. */
  when?: (row: Row) => boolean;
  does: ActionStep<Row>;
}

/** An action of the whole screen, beside its title: create (the primary one), or a dialog of its own (a preview). */
export interface PageAction {
  id: string;
  permissions: readonly string[] | null;
  label: (t: TFunction) => string;
  /** The create button (one per screen); the others are outlined beside it. */
  primary?: boolean;
  icon?: string;
  does: FormStep<null, any> | DialogSaveStep<null, any> | OpenStep<null>;
}

/** How the screen filters: described by field kinds (src/shared/filters); `remember` keeps the last one per route and in the address. */
export interface ResourceFilter<Filter extends object> {
  description: FilterDescription<Filter>;
  remember?: boolean;
}

/**
 * A searchable, server-paged resource screen, described once: its search, columns, filter and actions, each
 * action with its permissions. ResourceScreen draws it; useResourceActions is its headless part.
 */
export interface ResourceDescription<Row extends object, Filter extends object, Arg> {
  /** The grid's key: the column cookie, the views and the remembered filter. */
  id: string;
  title: (t: TFunction) => string;
  /** The row's identity. */
  rowKey: keyof Row & string;
  /** The row's name, as its actions' labels say it. */
  rowName: (row: Row) => string;
  columns: (t: TFunction, labels: ExportLabels) => PageColumn<Row>[];
  search: {
    endpoint: SearchEndpoint<Arg, Row>;
    toArg: (request: GridRequest<Filter>) => Arg;
    pageSizes: readonly number[];
    /** The service's order when no column is sorted. */
    defaultSort: GridSort;
    defaultHidden?: readonly string[];
    /** State outside the filter the request depends on (the form whose fields are listed). */
    scope?: string | number;
  };
  /** Absent: the grid lists everything its scope holds (a form's fields). */
  filter?: ResourceFilter<Filter>;
  rowActions?: readonly RowAction<Row>[];
  pageActions?: readonly PageAction[];
  /** The screen needs one of these to read at all; without them it says so instead of showing the grid. */
  gate?: { permissions: readonly string[]; message: (t: TFunction) => string };
  /** A failed read or a refused action as the screen words it (a 403 as the generic no-permission sentence). */
  refusal?: Refusal;
  exports?: (t: TFunction) => GridPageExport;
  emptyMessage?: (t: TFunction) => string;
  /** Drawn between the filter and the grid from the filter as searched (a report's chart over the same range). */
  Summary?: ComponentType<{ filter: Filter }>;
}
