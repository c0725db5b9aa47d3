import { ComponentInventoryPage } from './ComponentInventoryPage';

/** /ConfigurationComponentsWarehouse: the warehouses' configuration components with every label of spec 001 section 3. */
export default function ConfigurationComponentsWarehousePage() {
  return <ComponentInventoryPage page="configurationWarehouse" />;
}
