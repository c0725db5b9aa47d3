import type { CatalogueDescription } from './catalogueTypes';

/** What the user may do in one catalogue: add rows; edit, toggle and use the row forms; delete. */
export interface CatalogueRights {
  create: boolean;
  update: boolean;
  delete: boolean;
}

const NONE: CatalogueRights = { create: false, update: false, delete: false };

/** Each action by its own permission, the create one where the catalogue names none of its own (spec 002 section 1). */
export function catalogueRights(description: Pick<CatalogueDescription<any>, 'permissions' | 'readOnly'>, can: (permission: string) => boolean): CatalogueRights {
  if (description.readOnly) return NONE;
  const { create, update = create, delete: remove = create } = description.permissions;
  return { create: can(create), update: can(update), delete: can(remove) };
}
