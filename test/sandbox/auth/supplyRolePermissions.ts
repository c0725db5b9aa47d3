import type { RoleCode } from '../store/types';

/**
 * Supplies' writes by role (001 section 6 names "supply" without its holders): the warehouse administrator, who already
 * searches supplies, registers and edits them and receives new stock into warehouses. ADM holds every permission.
 */
export const SUPPLY_ROLE_PERMISSIONS: Partial<Record<Exclude<RoleCode, 'ADM'>, string[]>> = {
  WAD: ['SupplyCreate', 'SupplyStockReceive'],
};
