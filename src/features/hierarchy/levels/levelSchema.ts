import * as yup from 'yup';
import { textRule } from '../../../shared/validation/rules';
import { LIMITS } from '../../../shared/validation/limits';

export interface LevelValues {
  name: string;
  description: string;
}

/** A level's name is required (50 characters), its description optional (150); no outer spaces in either. */
export const levelSchema = yup.object({
  name: textRule({ required: true, max: LIMITS.hierarchy.levelNameMax }),
  description: textRule({ max: LIMITS.hierarchy.levelDescriptionMax }),
});
