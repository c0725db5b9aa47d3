import * as yup from 'yup';
import { textRule } from '../../../shared/validation/rules';
import { LIMITS } from '../../../shared/validation/limits';
import type { Versioned } from '../../../shared/forms/conflict/versioned';
import type { HierarchicalLevelRead } from '../../../api/tags/catalog';

/** A level as its edit reads it, with the version its update sends back. */
export interface LevelValues extends Versioned {
  name: string;
  description: string;
}

export const levelValues = (level: HierarchicalLevelRead): LevelValues => ({ name: level.name, description: level.description ?? '', rowVersion: level.rowVersion });

/** A level's name is required (50 characters), its description optional (150); no outer spaces in either. */
export const levelSchema = yup.object({
  name: textRule({ required: true, max: LIMITS.hierarchy.levelNameMax }),
  description: textRule({ max: LIMITS.hierarchy.levelDescriptionMax }),
});
