import { inventoryApi, type SearchSupplyStockApiArg, type SupplyStockRow } from '../../../api/tags/inventory';
import { useAccessList } from '../../../auth/useAccessList';
import { ResourceScreen } from '../../../shared/resource/ResourceScreen';
import type { FormStep, ResourceDescription } from '../../../shared/resource/resourceTypes';
import { LIMITS } from '../../../shared/validation/limits';
import { ReceiptFields } from './ReceiptFields';
import { receiptBody, receiptSchema, receiptValues, type ReceiptValues } from './receiptSchema';
import { supplyStockColumns } from './supplyStockColumns';
import { supplyStockFilter, toSupplyStockArg, type SupplyStockFilterValues } from './supplyStockFilter';
import { VIEWS, type SupplyStockView } from './supplyStockViews';

const RECEIVE = ['SupplyStockReceive'];

/** New units into a warehouse, from the page (any supply) or from a warehouse's row (its supply and warehouse chosen). */
const receipt: FormStep<SupplyStockRow | null, ReceiptValues> = {
  kind: 'form',
  header: (t) => t('supplies.stock.receipt.title'),
  initialValues: receiptValues,
  schema: receiptSchema,
  Fields: ReceiptFields,
  useSave: () => {
    const [receive] = inventoryApi.endpoints.receiveSupplyStock.useMutation();
    return (values) => receive({ supplyStockReceipt: receiptBody(values) }).unwrap();
  },
  done: (t, values) => t('supplies.stock.receipt.done', { count: values.quantity! }),
};

/** One description for the four views of the ledger's supply stock (spec 001 sections 2 and 3). */
function describe(view: SupplyStockView): ResourceDescription<SupplyStockRow, SupplyStockFilterValues, SearchSupplyStockApiArg> {
  const { routeId, defaultSort } = VIEWS[view];
  const receives = view === 'stock';
  return {
    id: routeId,
    title: (t) => t(`routes.${routeId}`),
    rowKey: 'supplyStockId',
    rowName: (row) => `${row.name} (${row.placeName})`,
    columns: supplyStockColumns(view),
    search: {
      endpoint: inventoryApi.endpoints.searchSupplyStock, toArg: toSupplyStockArg(view), pageSizes: LIMITS.supplies.pageSizes, defaultSort,
      // The place's kind is the grid's own on every view but the stock one.
      defaultHidden: view === 'stock' ? [] : ['placeType'],
    },
    filter: { description: supplyStockFilter(view), remember: true },
    pageActions: receives ? [{ id: 'receive', permissions: RECEIVE, primary: true, label: (t) => t('supplies.stock.receipt.action'), does: receipt }] : [],
    rowActions: receives
      ? [{
          id: 'receive', permissions: RECEIVE, icon: 'pi pi-plus', when: (row) => row.placeType === 'Warehouse',
          label: (t, row) => t('supplies.stock.receipt.rowAction', { name: row.name, place: row.placeName }), title: (t) => t('supplies.stock.receipt.action'), does: receipt,
        }]
      : [],
    exports: (t) => ({ fileBaseName: t(`supplies.stock.views.${view}.exportFileName`), pdfOrientation: 'landscape' }),
    emptyMessage: (t) => t('supplies.stock.empty'),
  };
}

const DESCRIPTIONS: Record<SupplyStockView, ReturnType<typeof describe>> = {
  stock: describe('stock'),
  warehouse: describe('warehouse'),
  supply: describe('supply'),
  taskForce: describe('taskForce'),
};

/** A view of the ledger's supply stock. */
export function SupplyStockScreen({ view }: { view: SupplyStockView }) {
  const { can } = useAccessList();
  return <ResourceScreen description={DESCRIPTIONS[view]} can={can} />;
}
