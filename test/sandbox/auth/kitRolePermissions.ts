import type { RoleCode } from '../store/types';

/**
 * Kit permissions beyond the search (spec 001 section 6 names "kit" without its mapping): the warehouse administrator
 * builds, changes and takes kits apart at the warehouses they manage; ADM holds every permission.
 */
export const KIT_ROLE_PERMISSIONS: Partial<Record<Exclude<RoleCode, 'ADM'>, string[]>> = {
  WAD: ['KitCreate', 'KitUpdate'],
};
