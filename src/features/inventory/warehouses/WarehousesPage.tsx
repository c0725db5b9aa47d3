import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inventoryApi, useCreateWarehouseMutation, useUpdateWarehouseMutation, type SearchWarehousesApiArg, type Warehouse } from '../../../api/tags/inventory';
import { useAccessList } from '../../../auth/useAccessList';
import { FormDialog } from '../../../shared/ui/dialogs/FormDialog';
import { useExportLabels } from '../../../shared/ui/ExportToolbar';
import { GridPage } from '../../../shared/ui/GridPage/GridPage';
import { useServerGrid } from '../../../shared/ui/GridPage/useServerGrid';
import { useToast } from '../../../shared/ui/ToastProvider';
import { LIMITS } from '../../../shared/validation/limits';
import { warehouseColumns } from './warehouseColumns';
import { WarehouseFields } from './WarehouseFields';
import { WarehouseFilter } from './WarehouseFilter';
import { EMPTY_WAREHOUSE_FILTER, toWarehouseSearchArg, type WarehouseFilterValues } from './warehouseFilter';
import { EMPTY_WAREHOUSE, warehouseBody, warehouseSchema, warehouseValues, type WarehouseValues } from './warehouseSchema';

const BY_NAME = { field: 'warehouseName', order: 'asc' } as const;

/** `stores` (admin): the warehouses, searched and paged by the inventory service; created and edited with WarehouseCreate. */
export default function WarehousesPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const labels = useExportLabels();
  const canWrite = useAccessList().can(['WarehouseCreate']);
  const [create] = useCreateWarehouseMutation();
  const [update] = useUpdateWarehouseMutation();
  // null: closed; 'new': creating; a row: editing it.
  const [editing, setEditing] = useState<Warehouse | 'new' | null>(null);

  const columns = useMemo(() => warehouseColumns(t, labels, canWrite ? setEditing : null), [t, labels, canWrite]);
  const grid = useServerGrid<Warehouse, WarehouseFilterValues, SearchWarehousesApiArg>({
    gridKey: 'warehouses',
    endpoint: inventoryApi.endpoints.searchWarehouses,
    toArg: toWarehouseSearchArg,
    columns,
    emptyFilter: EMPTY_WAREHOUSE_FILTER,
    pageSizes: LIMITS.inventory.pageSizes,
    defaultSort: BY_NAME,
    defaultHidden: ['interiorNumber', 'latitude', 'longitude'],
  });

  const save = async (values: WarehouseValues) => {
    const body = warehouseBody(values);
    if (editing === 'new') await create({ warehouseWrite: body }).unwrap();
    else await update({ warehouseUpdate: { ...body, warehouseId: editing!.warehouseId } }).unwrap();
    toast({ severity: 'success', summary: t(editing === 'new' ? 'inventory.warehouses.done.created' : 'inventory.warehouses.done.updated', { name: values.warehouseName }) });
  };

  const title = t('routes.warehouses');
  return (
    <GridPage<Warehouse>
      title={title}
      grid={grid}
      dataKey="warehouseId"
      filters={<WarehouseFilter value={grid.filter} onSearch={grid.search} />}
      create={canWrite ? { label: t('inventory.warehouses.create'), onClick: () => setEditing('new') } : undefined}
      exports={{ fileBaseName: t('inventory.warehouses.exportFileName'), pdfOrientation: 'landscape' }}
      emptyMessage={t('inventory.warehouses.empty')}
    >
      {editing && (
        <FormDialog<WarehouseValues>
          header={editing === 'new' ? t('inventory.warehouses.createTitle') : t('inventory.warehouses.editTitle', { name: editing.warehouseName })}
          initialValues={editing === 'new' ? EMPTY_WAREHOUSE : warehouseValues(editing)}
          schema={warehouseSchema}
          onSubmit={save}
          onHide={() => setEditing(null)}
          width="44rem"
        >
          <WarehouseFields />
        </FormDialog>
      )}
    </GridPage>
  );
}
