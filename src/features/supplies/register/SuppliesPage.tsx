import { productApi, type SearchSuppliesApiArg, type SupplyRowRead as Supply } from '../../../api/tags/product';
import { useAccessList } from '../../../auth/useAccessList';
import { sentVersion } from '../../../shared/forms/conflict/versioned';
import { ResourceScreen } from '../../../shared/resource/ResourceScreen';
import type { ConfirmStep, FormStep, ResourceDescription } from '../../../shared/resource/resourceTypes';
import { createOrUpdate, savedToast } from '../../../shared/resource/saveSteps';
import { named } from '../../../shared/resource/texts';
import { LIMITS } from '../../../shared/validation/limits';
import { supplyColumns } from './supplyColumns';
import { SupplyFields } from './SupplyFields';
import { supplyFilter, toSupplySearchArg, type SupplyFilterValues } from './supplyFilter';
import { EMPTY_SUPPLY, supplyBody, supplySchema, supplyValues, type SupplyValues } from './supplySchema';

const WRITE = ['SupplyCreate'];
const nameOf = (row: Supply) => row.name;
const { endpoints } = productApi;

const form: FormStep<Supply | null, SupplyValues> = {
  kind: 'form',
  header: (t, row) => (row ? t('supplies.editTitle', { name: row.name }) : t('supplies.createTitle')),
  initialValues: (row) => (row ? supplyValues(row) : EMPTY_SUPPLY),
  schema: supplySchema,
  Fields: SupplyFields,
  useSave: createOrUpdate({
    create: endpoints.createSupply,
    createArg: (values: SupplyValues) => ({ supplyWrite: supplyBody(values) }),
    update: endpoints.updateSupply,
    updateArg: (values, row: Supply) => ({ supplyUpdate: { ...supplyBody(values), supplyId: row.supplyId, rowVersion: sentVersion(values) } }),
  }),
  done: savedToast('supplies.done.created', 'supplies.done.updated', (values) => values.name),
};

/** Enables or disables a supply: a disabled one keeps its stock but takes no new stock and leaves the dropdowns. */
const toggle: ConfirmStep<Supply> = {
  kind: 'confirm',
  header: (t, row) => t(row.enabled ? 'supplies.confirmDisable.header' : 'supplies.confirmEnable.header'),
  message: (t, row) => t(row.enabled ? 'supplies.confirmDisable.message' : 'supplies.confirmEnable.message', { name: row.name }),
  confirmLabel: (t, row) => t(row.enabled ? 'supplies.confirmDisable.confirm' : 'supplies.confirmEnable.confirm'),
  icon: (row) => (row.enabled ? 'pi pi-ban' : 'pi pi-check-circle'),
  useRun: () => {
    const [save] = endpoints.updateSupplyEnabled.useMutation();
    return (row) => save({ supplyEnabledUpdate: { supplyId: row.supplyId, rowVersion: row.rowVersion, enabled: !row.enabled } }).unwrap();
  },
  done: (t, row) => t(row.enabled ? 'supplies.done.disabled' : 'supplies.done.enabled', { name: row.name }),
};

/** `Supplies`: the supplies register (product service), searched, created, edited and enabled or disabled with SupplyCreate. */
const SUPPLIES: ResourceDescription<Supply, SupplyFilterValues, SearchSuppliesApiArg> = {
  id: 'supplies',
  title: (t) => t('routes.supplies'),
  rowKey: 'supplyId',
  rowName: nameOf,
  columns: supplyColumns,
  search: { endpoint: endpoints.searchSupplies, toArg: toSupplySearchArg, pageSizes: LIMITS.supplies.pageSizes, defaultSort: { field: 'name', order: 'asc' } },
  filter: { description: supplyFilter, remember: true },
  pageActions: [{ id: 'create', permissions: WRITE, primary: true, label: (t) => t('supplies.create'), does: form }],
  rowActions: [
    { id: 'edit', permissions: WRITE, icon: 'pi pi-pencil', label: named('supplies.actions.edit', nameOf), title: (t) => t('supplies.actions.editShort'), does: form },
    {
      id: 'toggle', permissions: WRITE, icon: (row) => (row.enabled ? 'pi pi-ban' : 'pi pi-check-circle'),
      label: (t, row) => t(row.enabled ? 'supplies.actions.disable' : 'supplies.actions.enable', { name: row.name }),
      title: (t, row) => t(row.enabled ? 'supplies.actions.disableShort' : 'supplies.actions.enableShort'),
      does: toggle,
    },
  ],
  exports: (t) => ({ fileBaseName: t('supplies.exportFileName') }),
  emptyMessage: (t) => t('supplies.empty'),
};

export default function SuppliesPage() {
  const { can } = useAccessList();
  return <ResourceScreen description={SUPPLIES} can={can} />;
}
