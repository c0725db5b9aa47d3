import * as yup from 'yup';
import type { AccessProfileCreateRequest, AccessProfileRead } from '../../../api/tags/security';
import type { Versioned } from '../../../shared/forms/conflict/versioned';
import { textRule } from '../../../shared/validation/rules';
import { LIMITS } from '../../../shared/validation/limits';

export interface ProfileValues extends Versioned {
  name: string;
  description: string;
  enabled: boolean;
  accessElementIds: number[];
}

/** The contract's Name (letters, digits, spaces, hyphen, underscore) and an optional description, both up to 150. */
export const profileSchema = yup.object({
  name: textRule({ required: true, max: LIMITS.accessControl.nameMax, allowedCharacters: true }),
  description: textRule({ max: LIMITS.accessControl.descriptionMax }),
  enabled: yup.boolean(),
  accessElementIds: yup.array(yup.number().required()).defined(),
});

export const profileInitialValues = (profile: AccessProfileRead | null): ProfileValues => ({
  name: profile?.name ?? '',
  description: profile?.description ?? '',
  enabled: profile?.enabled ?? true,
  accessElementIds: profile ? [...profile.accessElementIds] : [],
  rowVersion: profile?.rowVersion,
});

/** The create or update body: an empty description travels as null. */
export const profileBody = (values: ProfileValues): AccessProfileCreateRequest => ({
  name: values.name,
  description: values.description === '' ? null : values.description,
  enabled: values.enabled,
  accessElementIds: values.accessElementIds,
});

