import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../ui/dialogs/FormDialog';
import { ConfirmDialog } from '../ui/dialogs/ConfirmDialog';
import { useExportLabels } from '../ui/ExportToolbar';
import { GridPage } from '../ui/GridPage/GridPage';
import type { PageColumn } from '../ui/GridPage/pageColumns';
import { useServerGrid, type GridRequest } from '../ui/GridPage/useServerGrid';
import { useToast } from '../ui/ToastProvider';
import { LIMITS } from '../validation/limits';
import { catalogueColumns } from './catalogueColumns';
import { CatalogueFields } from './CatalogueFields';
import { CatalogueFilter, EMPTY_CATALOGUE_FILTER, parseCatalogueFilter, type CatalogueFilterValues } from './CatalogueFilter';
import { catalogueBody, catalogueInitialValues, catalogueSchema, type CatalogueValues } from './catalogueSchema';
import type { CatalogueDescription, CatalogueRow, CatalogueSearchArg } from './catalogueTypes';
import { RowActions } from './RowActions';

type Pending<Row> = { kind: 'create' } | { kind: 'edit'; row: Row } | { kind: 'delete'; row: Row } | { kind: 'toggle'; row: Row } | null;

const toArg = ({ filter, pageNumber, pageSize, isExport }: GridRequest<CatalogueFilterValues>): CatalogueSearchArg => ({
  catalogSearchRequest: { text: filter.text || null, enabled: filter.enabled, isExport: isExport || null, pageNumber, pageSize },
});

// Catalogue searches take no sort: the service answers by id.
const BY_ID = { field: 'id', order: 'asc' } as const;

interface CatalogueScreenProps<Row extends CatalogueRow> {
  description: CatalogueDescription<Row>;
  /** Whether the user holds the catalogue's create permission: without it no action is offered. */
  canWrite: boolean;
}

/** A catalogue's whole screen from its description: search, grid, exports, create, edit, delete and enable/disable. */
export function CatalogueScreen<Row extends CatalogueRow>({ description, canWrite }: CatalogueScreenProps<Row>) {
  const { t } = useTranslation();
  const toast = useToast();
  const labels = useExportLabels();
  const { fields, endpoints, bodies } = description;
  const [create] = endpoints.create.useMutation();
  const [update] = endpoints.update.useMutation();
  const [remove] = endpoints.remove.useMutation();
  const [pending, setPending] = useState<Pending<Row>>(null);

  const title = t(`routes.${description.routeId}`);
  const columns = useMemo<PageColumn<Row>[]>(() => {
    const base = catalogueColumns<Row>(fields, t, labels);
    if (!canWrite) return base;
    const actions: PageColumn<Row> = {
      id: 'actions',
      header: t('catalogues.actions.header'),
      exported: false,
      body: (row) => <RowActions name={row.name} enabled={row.enabled} onEdit={() => setPending({ kind: 'edit', row })} onToggle={() => setPending({ kind: 'toggle', row })} onDelete={() => setPending({ kind: 'delete', row })} />,
    };
    return [...base, actions];
  }, [fields, t, labels, canWrite]);
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

  const save = async (values: CatalogueValues, row: Row | null) => {
    const body = catalogueBody(fields, values, row?.id ?? null);
    if (row) await update({ [bodies.update]: body }).unwrap();
    else await create({ [bodies.create]: body }).unwrap();
    toast({ severity: 'success', summary: t(row ? 'catalogues.done.updated' : 'catalogues.done.created', { name: values.name }) });
  };
  const toggle = async (row: Row) => {
    const values = catalogueInitialValues(fields, row);
    await update({ [bodies.update]: catalogueBody(fields, { ...values, enabled: !row.enabled }, row.id) }).unwrap();
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
      create={canWrite ? { label: t('catalogues.create'), onClick: () => setPending({ kind: 'create' }) } : undefined}
    >
      {(pending?.kind === 'create' || editing) && (
        <FormDialog<CatalogueValues>
          header={editing ? t('catalogues.editTitle', { name: editing.name }) : t('catalogues.createTitle', { catalogue: title })}
          initialValues={catalogueInitialValues(fields, editing)}
          schema={schema}
          onSubmit={(values) => save(values, editing)}
          onHide={close}
        >
          <CatalogueFields fields={fields} />
        </FormDialog>
      )}
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
