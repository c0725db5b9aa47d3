import { SupplyStockScreen } from './SupplyStockScreen';

/** /StockSupplies: the stock of each supply at each place, where new stock is received. */
export default function SupplyStockPage() {
  return <SupplyStockScreen view="stock" />;
}
