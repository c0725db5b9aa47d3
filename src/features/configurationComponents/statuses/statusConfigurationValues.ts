import * as yup from 'yup';
import type {
  ComponentStatusId,
  ProductStatusConfigurationRead as StatusConfiguration,
  ProductStatusConfigurationUpdate,
} from '../../../api/tags/product';
import { sentVersion, type Versioned } from '../../../shared/forms/conflict/versioned';
import { LIMITS } from '../../../shared/validation/limits';
import { hexColorRule, textRule } from '../../../shared/validation/rules';

/**
 * The form's values: one flat field per status and setting, and per status the statuses it may move to. Flat, so a
 * stale save's conflict merges setting by setting (threeWayMerge compares top-level fields) rather than the whole table.
 */
export interface StatusConfigurationValues extends Versioned {
  [enabled: `enabled_${number}`]: boolean;
  [forCreation: `forCreation_${number}`]: boolean;
  [text: `nameEs_${number}` | `nameEn_${number}` | `color_${number}`]: string;
  /** The statuses a component in this one may move to, in the configuration's order. */
  [next: `next_${number}`]: number[];
}

export const fieldOf = {
  enabled: (id: number) => `enabled_${id}` as const,
  forCreation: (id: number) => `forCreation_${id}` as const,
  nameEs: (id: number) => `nameEs_${id}` as const,
  nameEn: (id: number) => `nameEn_${id}` as const,
  color: (id: number) => `color_${id}` as const,
  next: (id: number) => `next_${id}` as const,
};

/** The statuses the configuration lists, in its order (every section 4 status once). */
export const statusIdsOf = (configuration: StatusConfiguration): ComponentStatusId[] => configuration.statuses.map((s) => s.componentStatusId);

/** The configuration as the form's values, with the version its save sends back. */
export function valuesOf(configuration: StatusConfiguration): StatusConfigurationValues {
  const values: StatusConfigurationValues = { rowVersion: configuration.rowVersion };
  for (const s of configuration.statuses) {
    const id = s.componentStatusId;
    values[fieldOf.enabled(id)] = s.enabled;
    values[fieldOf.forCreation(id)] = s.forCreation;
    values[fieldOf.nameEs(id)] = s.nameEs;
    values[fieldOf.nameEn(id)] = s.nameEn;
    values[fieldOf.color(id)] = s.color.toUpperCase();
    values[fieldOf.next(id)] = configuration.transitions.filter((t) => t.fromStatusId === id).map((t) => t.toStatusId);
  }
  return values;
}

/** Names in both languages up to LIMITS.components.statusNameMax, and a #RRGGBB colour, for every status. */
export function statusConfigurationSchema(ids: readonly number[]) {
  const name = () => textRule({ required: true, max: LIMITS.components.statusNameMax });
  return yup.object(
    Object.fromEntries(ids.flatMap((id) => [[fieldOf.nameEs(id), name()], [fieldOf.nameEn(id), name()], [fieldOf.color(id), hexColorRule({ required: true })]])),
  );
}

/**
 * The update: every status once, and the transitions between two enabled statuses only (the service refuses one
 * that names a disabled status, so the matrix shows those cells unavailable and says they are not saved).
 */
export function toUpdate(ids: readonly ComponentStatusId[], values: StatusConfigurationValues): ProductStatusConfigurationUpdate {
  const enabled = new Set(ids.filter((id) => values[fieldOf.enabled(id)]));
  return {
    statuses: ids.map((id) => ({
      componentStatusId: id,
      enabled: enabled.has(id),
      nameEs: values[fieldOf.nameEs(id)]!.trim(),
      nameEn: values[fieldOf.nameEn(id)]!.trim(),
      color: values[fieldOf.color(id)]!,
      forCreation: values[fieldOf.forCreation(id)]!,
    })),
    transitions: ids.flatMap((from) =>
      enabled.has(from)
        ? ids.filter((to) => to !== from && enabled.has(to) && values[fieldOf.next(from)]!.includes(to)).map((to) => ({ fromStatusId: from, toStatusId: to }))
        : [],
    ),
    rowVersion: sentVersion(values),
  };
}
