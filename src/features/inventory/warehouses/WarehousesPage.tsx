import { inventoryApi, type SearchWarehousesApiArg, type WarehouseRead as Warehouse } from '../../../api/tags/inventory';
import { useAccessList } from '../../../auth/useAccessList';
import { ResourceScreen } from '../../../shared/resource/ResourceScreen';
import type { FormStep, ResourceDescription } from '../../../shared/resource/resourceTypes';
import { sentVersion } from '../../../shared/forms/conflict/versioned';
import { createOrUpdate, savedToast } from '../../../shared/resource/saveSteps';
import { named } from '../../../shared/resource/texts';
import { LIMITS } from '../../../shared/validation/limits';
import { warehouseColumns } from './warehouseColumns';
import { WarehouseFields } from './WarehouseFields';
import { toWarehouseSearchArg, warehouseFilter, type WarehouseFilterValues } from './warehouseFilter';
import { EMPTY_WAREHOUSE, warehouseBody, warehouseSchema, warehouseValues, type WarehouseValues } from './warehouseSchema';

const WRITE = ['WarehouseCreate'];
const nameOf = (row: Warehouse) => row.warehouseName;

const form: FormStep<Warehouse | null, WarehouseValues> = {
  kind: 'form',
  header: (t, row) => (row ? t('inventory.warehouses.editTitle', { name: row.warehouseName }) : t('inventory.warehouses.createTitle')),
  initialValues: (row) => (row ? warehouseValues(row) : EMPTY_WAREHOUSE),
  schema: warehouseSchema,
  Fields: WarehouseFields,
  width: '44rem',
  useSave: createOrUpdate({
    create: inventoryApi.endpoints.createWarehouse,
    createArg: (values: WarehouseValues) => ({ warehouseWrite: warehouseBody(values) }),
    update: inventoryApi.endpoints.updateWarehouse,
    updateArg: (values, row: Warehouse) => ({ warehouseUpdate: { ...warehouseBody(values), warehouseId: row.warehouseId, rowVersion: sentVersion(values) } }),
  }),
  done: savedToast('inventory.warehouses.done.created', 'inventory.warehouses.done.updated', (values) => values.warehouseName),
};

/** `stores` (admin): the warehouses, searched and paged by the inventory service; created and edited with WarehouseCreate. */
const WAREHOUSES: ResourceDescription<Warehouse, WarehouseFilterValues, SearchWarehousesApiArg> = {
  id: 'warehouses',
  title: (t) => t('routes.warehouses'),
  rowKey: 'warehouseId',
  rowName: nameOf,
  columns: warehouseColumns,
  search: {
    endpoint: inventoryApi.endpoints.searchWarehouses,
    toArg: toWarehouseSearchArg,
    pageSizes: LIMITS.inventory.pageSizes,
    defaultSort: { field: 'warehouseName', order: 'asc' },
    defaultHidden: ['interiorNumber', 'latitude', 'longitude'],
  },
  filter: { description: warehouseFilter },
  pageActions: [{ id: 'create', permissions: WRITE, primary: true, label: (t) => t('inventory.warehouses.create'), does: form }],
  rowActions: [{ id: 'edit', permissions: WRITE, icon: 'pi pi-pencil', label: named('inventory.warehouses.actions.edit', nameOf), does: form }],
  exports: (t) => ({ fileBaseName: t('inventory.warehouses.exportFileName'), pdfOrientation: 'landscape' }),
  emptyMessage: (t) => t('inventory.warehouses.empty'),
};

export default function WarehousesPage() {
  const { can } = useAccessList();
  return <ResourceScreen description={WAREHOUSES} can={can} />;
}
