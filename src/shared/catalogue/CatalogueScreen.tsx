import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../core/errors/useApiErrorMessage';
import { FormDialog } from '../ui/dialogs/FormDialog';
import { ConfirmDialog } from '../ui/dialogs/ConfirmDialog';
import { useExportLabels } from '../ui/ExportToolbar';
import { iconButtonsColumnWidth } from '../ui/DataGrid/GridTable';
import { GridPage } from '../ui/GridPage/GridPage';
import type { PageColumn } from '../ui/GridPage/pageColumns';
import { useServerGrid, type GridRequest } from '../ui/GridPage/useServerGrid';
import { useToast } from '../ui/ToastProvider';
import { LIMITS } from '../validation/limits';
import { catalogueColumns } from './catalogueColumns';
import { catalogueRights } from './catalogueRights';
import { CatalogueFields } from './CatalogueFields';
import { CatalogueFilter, EMPTY_CATALOGUE_FILTER, parseCatalogueFilter, type CatalogueFilterValues } from './CatalogueFilter';
import { catalogueBody, catalogueInitialValues, catalogueSchema, type CatalogueValues } from './catalogueSchema';
import type {
  CatalogueChildList, CatalogueDescription, CatalogueFieldList, CatalogueLookup, CatalogueRow, CatalogueRowForm, CatalogueSearchArg, CatalogueSearchRequest,
} from './catalogueTypes';
import { ChildListDialog } from './ChildListDialog';
import { FieldListDialog } from './FieldListDialog';
import { useImageSaver } from './imageField';
import { BulkReplaceAction } from './bulkReplace/BulkReplaceAction';
import { isTreeList, TreeDialog } from './tree/TreeDialog';
import { LookupAction } from './LookupAction';
import { rowActionCount, RowActions, type RowOpener } from './RowActions';
import { RowFormDialog } from './RowFormDialog';
import { searchInBody } from './searchArgs';

type Pending<Row> =
  | { kind: 'create' }
  | { kind: 'edit'; row: Row }
  | { kind: 'delete'; row: Row }
  | { kind: 'toggle'; row: Row }
  | { kind: 'children'; row: Row; list: CatalogueChildList }
  | { kind: 'fields'; row: Row; list: CatalogueFieldList }
  | { kind: 'rowForm'; row: Row; form: CatalogueRowForm }
  | null;

const searchRequest = ({ filter, pageNumber, pageSize, isExport }: GridRequest<CatalogueFilterValues>): CatalogueSearchRequest => ({
  text: filter.text || null, enabled: filter.enabled, isExport: isExport || null, pageNumber, pageSize,
});
const inBody = searchInBody('catalogSearchRequest');
const NO_CHILDREN: readonly CatalogueChildList[] = [];
const NO_FIELD_LISTS: readonly CatalogueFieldList[] = [];
const NO_ROW_FORMS: readonly CatalogueRowForm[] = [];
const NO_LOOKUPS: readonly CatalogueLookup[] = [];
const NOTHING_KEPT: readonly string[] = [];

// Catalogue searches take no sort: the service answers by id.
const BY_ID = { field: 'id', order: 'asc' } as const;

interface CatalogueScreenProps<Row extends CatalogueRow> {
  description: CatalogueDescription<Row>;
  /** Whether the user holds a permission: the catalogue's own offer its actions (catalogueRights), a child catalogue's create its add. */
  can: (permission: string) => boolean;
}

/** A catalogue's whole screen from its description: search, grid, exports, create, edit, delete and enable/disable. */
export function CatalogueScreen<Row extends CatalogueRow>({ description, can }: CatalogueScreenProps<Row>) {
  const { t } = useTranslation();
  const toast = useToast();
  const labels = useExportLabels();
  const errorMessage = useApiErrorMessage();
  const { fields, endpoints, bodies } = description;
  const [create] = endpoints.create.useMutation();
  const [update] = endpoints.update.useMutation();
  const [remove] = endpoints.remove.useMutation();
  const saveImage = useImageSaver(fields);
  const [pending, setPending] = useState<Pending<Row>>(null);
  const { create: canCreate, update: canUpdate, delete: canDelete } = catalogueRights(description, can);
  const childLists = description.children ?? NO_CHILDREN;
  const fieldLists = description.fieldLists ?? NO_FIELD_LISTS;
  const rowForms = description.rowForms ?? NO_ROW_FORMS;
  const keep = description.keep ?? NOTHING_KEPT;
  const lookups = description.lookups ?? NO_LOOKUPS;
  const searchArg = description.searchArg ?? inBody;
  const toArg = useCallback((request: GridRequest<CatalogueFilterValues>) => searchArg(searchRequest(request)) as CatalogueSearchArg, [searchArg]);

  const title = t(description.titleKey ?? `routes.${description.routeId}`);
  const columns = useMemo<PageColumn<Row>[]>(() => {
    const base = catalogueColumns<Row>(fields, t, labels);
    const openers = (row: Row): RowOpener[] => [
      ...childLists.map((list) => ({
        id: list.id, icon: list.icon ?? 'pi pi-sitemap', label: t(`catalogues.children.${list.id}.open`, { name: row.name }),
        title: t(`catalogues.children.${list.id}.short`), onClick: () => setPending({ kind: 'children', row, list }),
      })),
      ...fieldLists.map((list) => ({
        id: list.id, icon: list.icon, label: t(`catalogues.fieldLists.${list.id}.open`, { name: row.name }),
        title: t(`catalogues.fieldLists.${list.id}.short`), onClick: () => setPending({ kind: 'fields', row, list }),
      })),
      ...(canUpdate ? rowForms : NO_ROW_FORMS).map((form) => ({
        id: form.id, icon: form.icon, label: t(`catalogues.rowForms.${form.id}.open`, { name: row.name }),
        title: t(`catalogues.rowForms.${form.id}.short`), onClick: () => setPending({ kind: 'rowForm', row, form }),
      })),
    ];
    if (!canUpdate && !canDelete && childLists.length === 0 && fieldLists.length === 0) return base;
    const buttons = rowActionCount(childLists.length + fieldLists.length + (canUpdate ? rowForms.length : 0), canUpdate, canDelete);
    const actions: PageColumn<Row> = {
      id: 'actions',
      header: t('catalogues.actions.header'),
      exported: false,
      width: iconButtonsColumnWidth(buttons),
      body: (row) => (
        <RowActions
          name={row.name}
          enabled={row.enabled}
          canEdit={canUpdate}
          canDelete={canDelete}
          openers={openers(row)}
          onEdit={() => setPending({ kind: 'edit', row })}
          onToggle={() => setPending({ kind: 'toggle', row })}
          onDelete={() => setPending({ kind: 'delete', row })}
        />
      ),
    };
    return [...base, actions];
  }, [fields, t, labels, canUpdate, canDelete, childLists, fieldLists, rowForms]);
  const grid = useServerGrid<Row, CatalogueFilterValues, CatalogueSearchArg>({
    gridKey: description.routeId,
    endpoint: endpoints.search,
    toArg,
    columns,
    emptyFilter: EMPTY_CATALOGUE_FILTER,
    pageSizes: LIMITS.catalogues.pageSizes,
    defaultSort: BY_ID,
    rememberFilter: parseCatalogueFilter,
  });
  const schema = useMemo(() => catalogueSchema(fields), [fields]);

  // What the row's own forms edit goes back as read, so an edit here does not undo it.
  const kept = (row: Row | null) => Object.fromEntries(row ? keep.map((name) => [name, (row as unknown as Record<string, unknown>)[name]]) : []);
  const save = async (values: CatalogueValues, row: Row | null) => {
    const body = { ...kept(row), ...catalogueBody(fields, values, row?.id ?? null) };
    const saved = (await (row ? update({ [bodies.update]: body }) : create({ [bodies.create]: { ...description.createDefaults, ...body } })).unwrap()) as { data?: { id?: number } } | null;
    toast({ severity: 'success', summary: t(row ? 'catalogues.done.updated' : 'catalogues.done.created', { name: values.name }) });
    // The row is saved: a refused file is said apart, and the dialog still closes (saving again would add the row twice).
    try {
      await saveImage(values, row?.id ?? saved?.data?.id ?? 0);
    } catch (error) {
      toast({ severity: 'error', summary: t('catalogues.image.notSaved', { name: values.name }), detail: errorMessage(error) });
    }
  };
  const toggle = async (row: Row) => {
    const values = catalogueInitialValues(fields, row);
    await update({ [bodies.update]: { ...kept(row), ...catalogueBody(fields, { ...values, enabled: !row.enabled }, row.id) } }).unwrap();
    toast({ severity: 'success', summary: t(row.enabled ? 'catalogues.done.disabled' : 'catalogues.done.enabled', { name: row.name }) });
  };
  const erase = async (row: Row) => {
    await remove({ id: row.id }).unwrap();
    toast({ severity: 'success', summary: t('catalogues.done.deleted', { name: row.name }) });
  };

  const close = () => setPending(null);
  const editing = pending?.kind === 'edit' ? pending.row : null;
  return (
    <GridPage<Row>
      title={title}
      grid={grid}
      dataKey="id"
      filters={<CatalogueFilter value={grid.filter} onSearch={grid.search} />}
      headerActions={
        <>
          {lookups.map((lookup) => (
            <LookupAction key={lookup.id} lookup={lookup} />
          ))}
          {canCreate && description.bulkReplace && <BulkReplaceAction option={description.bulkReplace} fields={fields} title={title} />}
        </>
      }
      create={canCreate ? { label: t('catalogues.create'), onClick: () => setPending({ kind: 'create' }) } : undefined}
    >
      {(pending?.kind === 'create' || editing) && (
        <FormDialog<CatalogueValues>
          header={editing ? t('catalogues.editTitle', { name: editing.name }) : t('catalogues.createTitle', { catalogue: title })}
          initialValues={catalogueInitialValues(fields, editing)}
          schema={schema}
          onSubmit={(values) => save(values, editing)}
          onHide={close}
        >
          <CatalogueFields fields={fields} row={editing} />
        </FormDialog>
      )}
      {pending?.kind === 'children' && isTreeList(pending.list) && (
        <TreeDialog list={pending.list} root={pending.row} canAdd={can(pending.list.add.catalogue.permissions.create)} onHide={close} />
      )}
      {pending?.kind === 'children' && !isTreeList(pending.list) && (
        <ChildListDialog
          list={pending.list}
          parent={pending.row}
          canAdd={pending.list.add ? can(pending.list.add.catalogue.permissions.create) : false}
          onHide={close}
        />
      )}
      {pending?.kind === 'fields' && (
        <FieldListDialog list={pending.list} parent={pending.row} canWrite={canCreate} onHide={close} />
      )}
      {pending?.kind === 'rowForm' && <RowFormDialog form={pending.form} row={pending.row} onHide={close} />}
      {pending?.kind === 'delete' && (
        <ConfirmDialog
          header={t('catalogues.confirmDelete.header')}
          message={t('catalogues.confirmDelete.message', { name: pending.row.name })}
          confirmLabel={t('catalogues.confirmDelete.confirm')}
          icon="pi pi-trash"
          danger
          onConfirm={() => erase(pending.row)}
          onHide={close}
        />
      )}
      {pending?.kind === 'toggle' && (
        <ConfirmDialog
          header={t(pending.row.enabled ? 'catalogues.confirmDisable.header' : 'catalogues.confirmEnable.header')}
          message={t(pending.row.enabled ? 'catalogues.confirmDisable.message' : 'catalogues.confirmEnable.message', { name: pending.row.name })}
          confirmLabel={t(pending.row.enabled ? 'catalogues.confirmDisable.confirm' : 'catalogues.confirmEnable.confirm')}
          icon={pending.row.enabled ? 'pi pi-ban' : 'pi pi-check-circle'}
          onConfirm={() => toggle(pending.row)}
          onHide={close}
        />
      )}
    </GridPage>
  );
}
