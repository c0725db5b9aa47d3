import * as yup from 'yup';
import type { KitCreate, KitRead } from '../../api/tags/product';
import type { Versioned } from '../../shared/forms/conflict/versioned';
import { LIMITS } from '../../shared/validation/limits';
import { validationMessage } from '../../shared/validation/messages';
import { requiredIdRule, textRule } from '../../shared/validation/rules';

const K = LIMITS.kits;

/** A component picked for the kit, as the picker shows it. */
export interface PickedComponent {
  productId: number;
  serialNumber: string;
  description: string;
}

/** A kit's form: name and description; a new one also its warehouse and components (an edit changes them in the detail). */
export interface KitValues extends Versioned {
  name: string;
  description: string;
  warehouseId: number | null;
  components: PickedComponent[];
}

export const EMPTY_KIT: KitValues = { name: '', description: '', warehouseId: null, components: [] };

export const kitValues = (row: KitRead): KitValues => ({
  name: row.name, description: row.description, warehouseId: row.placeId, components: [], rowVersion: row.rowVersion,
});

const text = { name: textRule({ required: true, max: K.nameMax, allowedCharacters: true }), description: textRule({ max: K.descriptionMax, allowedCharacters: true }) };

/** An edit: the texts alone. */
export const kitUpdateSchema = yup.object(text);

/** A new kit: the texts, its warehouse and at least one component (spec 001 sections 5 and 8). */
export const kitCreateSchema = yup.object({
  ...text,
  warehouseId: requiredIdRule(),
  components: yup
    .array()
    .defined()
    .min(K.componentsMin, validationMessage('kits.errors.noComponent'))
    .max(K.componentsMax, validationMessage('kits.errors.tooMany', { max: K.componentsMax })),
});

export const kitCreateBody = (v: KitValues): KitCreate => ({
  name: v.name, description: v.description, warehouseId: v.warehouseId!, productIds: v.components.map((c) => c.productId),
});
