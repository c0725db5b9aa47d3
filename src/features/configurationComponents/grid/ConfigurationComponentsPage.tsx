import { useTranslation } from 'react-i18next';
import { productApi, type ProductRead as Product, type SearchProductsApiArg } from '../../../api/tags/product';
import { useAccessList } from '../../../auth/useAccessList';
import { FilterLink } from '../../../shared/filters/FilterLink';
import { ResourceScreen } from '../../../shared/resource/ResourceScreen';
import type { ResourceDescription } from '../../../shared/resource/resourceTypes';
import { named } from '../../../shared/resource/texts';
import { LIMITS } from '../../../shared/validation/limits';
import { componentColumns, HIDDEN_COMPONENT_COLUMNS } from './componentColumns';
import { ComponentDetailDialog } from './ComponentDetailDialog';
import { componentGridFilter, toComponentSearchArg, type ComponentGridFilter } from '../componentFilter';
import { COMPONENTS_MAP_PATH } from '../paths';
import { statusChange } from './statusChange';

const serialOf = (row: Product) => row.serialNumber;

/**
 * `/configurationComponent`: the configuration components, searched, sorted and paged by the product service
 * (searchProducts, ProductSearch: the route's permission), with every label of spec 001 section 3, exports, and
 * the filter remembered in the address and in named views; a row's detail with its tracking, and its status changed
 * to one the status configuration allows (ProductStatusChange).
 */
const COMPONENTS: ResourceDescription<Product, ComponentGridFilter, SearchProductsApiArg> = {
  id: 'configurationComponents',
  title: (t) => t('routes.configurationComponents'),
  rowKey: 'productId',
  rowName: serialOf,
  columns: componentColumns,
  search: {
    endpoint: productApi.endpoints.searchProducts,
    toArg: toComponentSearchArg,
    pageSizes: LIMITS.components.pageSizes,
    defaultSort: { field: 'serialNumber', order: 'asc' },
    defaultHidden: HIDDEN_COMPONENT_COLUMNS,
  },
  filter: { description: componentGridFilter, remember: true },
  rowActions: [
    {
      // getProductTracking's x-permissions.
      id: 'detail', permissions: ['ProductSearch', 'WarehouseInventory', 'LaboratoryInventory', 'AuditSearch'], icon: 'pi pi-eye',
      label: named('components.grid.actions.detail', serialOf),
      does: { kind: 'open', render: (row, onHide) => <ComponentDetailDialog product={row} onHide={onHide} /> },
    },
    // updateProductStatus's x-permissions.
    { id: 'changeStatus', permissions: ['ProductStatusChange'], icon: 'pi pi-sync', label: named('components.grid.actions.changeStatus', serialOf), does: statusChange },
  ],
  exports: (t) => ({ fileBaseName: t('components.grid.exportFileName'), pdfOrientation: 'landscape' }),
  emptyMessage: (t) => t('components.grid.empty'),
};

export default function ConfigurationComponentsPage() {
  const { t } = useTranslation();
  const { can } = useAccessList();
  const toMap = <FilterLink to={COMPONENTS_MAP_PATH} filter={componentGridFilter} label={t('components.map.toMap')} icon="pi pi-map" />;
  return <ResourceScreen description={COMPONENTS} can={can} parts={{ header: toMap }} />;
}
